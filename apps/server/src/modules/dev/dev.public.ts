// What other modules use of dev: the development outbox the code services write to.
export { createOutbox, type Outbox } from './outbox.ts';
