import {
  ExchangeFieldError,
  checkDigitText,
  checkSingleLine,
  digitsToNumeric,
  numericToDigits,
  type ExchangeRecord,
  type FieldSpec,
} from '@fund-direct/domain/exchange';
import { ExchangeFileError, ExchangeWriteError } from './exchange-file-error.ts';
import { decodeGb18030, encodeGb18030, isWholeGb18030 } from './gb18030.ts';

const SPACE = 0x20;

function padded(spec: FieldSpec, bytes: Buffer): Buffer {
  if (bytes.length > spec.length) {
    throw new ExchangeFieldError(spec.name, `超过字段长度${spec.length}字节（${bytes.length}字节）`);
  }
  const field = Buffer.alloc(spec.length, SPACE);
  bytes.copy(field);
  return field;
}

function encodeField(spec: FieldSpec, value: string): Buffer {
  if (spec.type === 'N') return Buffer.from(numericToDigits(spec, value), 'latin1');
  checkSingleLine(spec, value);
  if (spec.type === 'A') checkDigitText(spec, value);
  return padded(spec, encodeGb18030(value));
}

// One record as its fixed-width bytes (no line end). Every field of the layout must be given and no
// other: a misspelt key would otherwise leave a field blank without a word.
export function encodeRecord(layout: readonly FieldSpec[], record: ExchangeRecord, recordNumber: number): Buffer {
  const known = new Set(layout.map((spec) => spec.name));
  for (const key of Object.keys(record)) {
    if (!known.has(key)) throw new ExchangeWriteError(recordNumber, key, '该文件类型没有这个字段');
  }
  const parts: Buffer[] = [];
  for (const spec of layout) {
    const value = record[spec.name];
    if (value === undefined) throw new ExchangeWriteError(recordNumber, spec.name, '记录缺少该字段');
    try {
      parts.push(encodeField(spec, value));
    } catch (error) {
      if (error instanceof ExchangeFieldError) {
        throw new ExchangeWriteError(recordNumber, spec.name, error.reason);
      }
      throw error;
    }
  }
  return Buffer.concat(parts);
}

const A_FIELD = /^ *\d* *$/;
const N_FIELD = /^\d+$/;

// Pass 1 of the reader: the record's length and each field's type, without building the record.
export function checkRecordBytes(layout: readonly FieldSpec[], bytes: Buffer, recordLength: number, line: number): void {
  if (bytes.length !== recordLength) {
    throw new ExchangeFileError(line, `记录长度应为${recordLength}字节，实为${bytes.length}字节`);
  }
  let offset = 0;
  for (const spec of layout) {
    const slice = bytes.subarray(offset, offset + spec.length);
    offset += spec.length;
    if (spec.type === 'C') {
      if (!isWholeGb18030(slice)) throw new ExchangeFileError(line, '不是完整的GB18030文字（汉字被截断？）', spec.name);
      continue;
    }
    const text = slice.toString('latin1');
    if (spec.type === 'N' && !N_FIELD.test(text)) throw new ExchangeFileError(line, `数值字段只能是数字（${text}）`, spec.name);
    if (spec.type === 'A' && !A_FIELD.test(text)) throw new ExchangeFileError(line, `只能是数字（${text.trim()}）`, spec.name);
  }
}

// Pass 2: N with its implied places as a decimal string, C and A without their padding.
export function decodeRecord(layout: readonly FieldSpec[], bytes: Buffer): ExchangeRecord {
  const record: ExchangeRecord = {};
  let offset = 0;
  for (const spec of layout) {
    const slice = bytes.subarray(offset, offset + spec.length);
    offset += spec.length;
    if (spec.type === 'N') record[spec.name] = digitsToNumeric(spec, slice.toString('latin1'));
    else if (spec.type === 'A') record[spec.name] = slice.toString('latin1').trim();
    else record[spec.name] = decodeGb18030(slice).replace(/^ +| +$/g, '');
  }
  return record;
}
