// A file refused by the reader: `line` is 1-based, `field` the protocol field name when one is at fault,
// and the message is Chinese, for the operator who has to ask the registrar for a corrected file.
export class ExchangeFileError extends Error {
  readonly line: number;
  readonly field: string | undefined;

  constructor(line: number, message: string, field?: string) {
    super(`第${line}行${field ? `（${field}）` : ''}：${message}`);
    this.name = 'ExchangeFileError';
    this.line = line;
    this.field = field;
  }
}

// A value refused by the writer, before anything reaches the file's final name.
export class ExchangeWriteError extends Error {
  readonly recordNumber: number;
  readonly field: string;

  constructor(recordNumber: number, field: string, message: string) {
    super(`第${recordNumber}条记录（${field}）：${message}`);
    this.name = 'ExchangeWriteError';
    this.recordNumber = recordNumber;
    this.field = field;
  }
}
