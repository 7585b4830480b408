// A value that does not fit its field: refused before a file is written or a record is used.
// `field` is the protocol's field name (AppSheetSerialNo …); the message is Chinese, for the operator.
export class ExchangeFieldError extends Error {
  readonly field: string;
  // The message without the field name, for callers that name the field their own way.
  readonly reason: string;

  constructor(field: string, reason: string) {
    super(`${field}：${reason}`);
    this.name = 'ExchangeFieldError';
    this.field = field;
    this.reason = reason;
  }
}
