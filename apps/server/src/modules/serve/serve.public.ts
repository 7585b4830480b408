// What other modules use of serve: the code services and the subject hash of code rules.
export { subjectHash } from './code-rules.ts';
export { codeServicesOf } from './serve-context.ts';
export type { SmsSender } from './sms-sender.ts';
