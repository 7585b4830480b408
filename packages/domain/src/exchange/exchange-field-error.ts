// A value that does not fit its field: refused before a file is written or a record is used.
// `field` is the protocol's field name (AppSheetSerialNo …); the message is Chinese, for the operator.
export class ExchangeFieldError extends Error {
  readonly field: string;

  constructor(field: string, message: string) {
    super(`${field}：${message}`);
    this.name = 'ExchangeFieldError';
    this.field = field;
  }
}
