import type { DevOutbox } from '@fund-direct/domain/contracts';

// Issue 3: outside production every SMS code sent and every image-code answer issued is kept here
// (newest first) so that people and end-to-end tests can finish flows without a phone.
// In production the outbox is disabled: nothing is kept and the route does not exist.
export const OUTBOX_LIMIT = 200;

export interface Outbox {
  readonly enabled: boolean;
  recordSms(entry: { mobile: string; code: string; purpose: string; at: Date }): void;
  recordCaptcha(entry: { id: string; answer: string; at: Date }): void;
  snapshot(): DevOutbox;
}

export function createOutbox(enabled: boolean, limit = OUTBOX_LIMIT): Outbox {
  const sms: DevOutbox['sms'] = [];
  const captcha: DevOutbox['captcha'] = [];
  const push = <T>(list: T[], item: T) => {
    list.unshift(item);
    if (list.length > limit) list.length = limit;
  };
  return {
    enabled,
    recordSms(entry) {
      if (enabled) push(sms, { mobile: entry.mobile, code: entry.code, purpose: entry.purpose, at: entry.at.toISOString() });
    },
    recordCaptcha(entry) {
      if (enabled) push(captcha, { id: entry.id, answer: entry.answer, at: entry.at.toISOString() });
    },
    snapshot: () => ({ sms: [...sms], captcha: [...captcha] }),
  };
}
