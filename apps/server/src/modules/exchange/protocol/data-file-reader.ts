import { stat } from 'node:fs/promises';
import {
  EXCHANGE_FILE_TYPES,
  EXCHANGE_VERSIONS,
  isExchangeVersion,
  isLaidOutFileType,
  layoutOf,
  recordByteLength,
  type ExchangeRecord,
  type ExchangeVersion,
  type FieldSpec,
  type LaidOutFileType,
} from '@fund-direct/domain/exchange';
import { ExchangeFileError } from './exchange-file-error.ts';
import { compactDate } from './exchange-file-name.ts';
import { DATA_START, FILE_END, exchangeLines, headerText, type ExchangeLine } from './exchange-lines.ts';
import { checkRecordBytes, decodeRecord } from './record-codec.ts';
import { decodeGb18030 } from './gb18030.ts';

export interface DataFileExpectation {
  fileType: LaidOutFileType;
  sender: string;
  receiver: string;
  date: string; // YYYY-MM-DD
  versions?: readonly ExchangeVersion[];
}

export interface DataFileHeader {
  version: ExchangeVersion;
  sender: string;
  receiver: string;
  date: string; // YYYY-MM-DD
  summaryNo: string;
  fileType: LaidOutFileType;
  senderName: string;
  receiverName: string;
}

export interface ExchangeDataFile {
  header: DataFileHeader;
  fields: readonly FieldSpec[];
  recordCount: number;
  records(): AsyncIterable<ExchangeRecord>;
}

// Header lines before the field names: marker, version, creator, receiver, date, 汇总表号, file type,
// sender, receiver, field count.
const FIXED_HEADER_LINES = 10;
const MAX_HEADER_LINE = 1024;
const COUNT = /^\d+$/;

class LineCursor {
  readonly #lines: AsyncIterator<ExchangeLine>;
  #last = 0;

  constructor(lines: AsyncIterator<ExchangeLine>) {
    this.#lines = lines;
  }

  async next(what: string): Promise<ExchangeLine> {
    const result = await this.#lines.next();
    if (result.done) throw new ExchangeFileError(this.#last + 1, `文件不完整：缺少${what}`);
    this.#last = result.value.number;
    return result.value;
  }

  async end(): Promise<ExchangeLine | undefined> {
    const result = await this.#lines.next();
    return result.done ? undefined : result.value;
  }
}

function expectText(line: ExchangeLine, expected: string, what: string): void {
  const actual = headerText(line);
  if (actual !== expected) throw new ExchangeFileError(line.number, `${what}应为${expected}，实为${actual || '空'}`);
}

function countOf(line: ExchangeLine, what: string): number {
  const text = headerText(line);
  if (!COUNT.test(text)) throw new ExchangeFileError(line.number, `${what}应为数字，实为${text || '空'}`);
  return Number(text);
}

async function readHeader(
  cursor: LineCursor,
  expect: DataFileExpectation,
): Promise<{ header: DataFileHeader; fields: readonly FieldSpec[] }> {
  expectText(await cursor.next('文件标识'), DATA_START, '文件标识');
  const versionLine = await cursor.next('版本号');
  const version = headerText(versionLine);
  const accepted = expect.versions ?? EXCHANGE_VERSIONS;
  if (!isExchangeVersion(version) || !accepted.includes(version)) {
    throw new ExchangeFileError(versionLine.number, `不支持的版本号${version || '空'}（支持${accepted.join('、')}）`);
  }
  expectText(await cursor.next('文件创建人'), expect.sender, '文件创建人');
  expectText(await cursor.next('文件接收人'), expect.receiver, '文件接收人');
  expectText(await cursor.next('日期'), compactDate(expect.date), '日期');
  const summaryNo = headerText(await cursor.next('汇总表号'));
  const typeLine = await cursor.next('文件类型');
  const fileType = headerText(typeLine);
  if (fileType !== expect.fileType || !isLaidOutFileType(fileType)) {
    const named = (EXCHANGE_FILE_TYPES as Record<string, string>)[fileType];
    throw new ExchangeFileError(typeLine.number, `文件类型应为${expect.fileType}，实为${fileType || '空'}${named ? `（${named}）` : ''}`);
  }
  const senderName = decodeGb18030((await cursor.next('发送人')).bytes).trim();
  const receiverName = decodeGb18030((await cursor.next('接收人')).bytes).trim();
  const fields = layoutOf(version, fileType);
  const fieldCountLine = await cursor.next('字段数');
  const fieldCount = countOf(fieldCountLine, '字段数');
  if (fieldCount !== fields.length) {
    throw new ExchangeFileError(fieldCountLine.number, `字段数应为${fields.length}，实为${fieldCount}`);
  }
  // Names are compared without regard to case: writers differ (some write them in capitals).
  for (const spec of fields) {
    const line = await cursor.next('字段名');
    const name = headerText(line);
    if (name.toUpperCase() !== spec.name.toUpperCase()) {
      throw new ExchangeFileError(
        line.number,
        `第${line.number - FIXED_HEADER_LINES}个字段应为${spec.name}，实为${name || '空'}`,
        spec.name,
      );
    }
  }
  return {
    header: { version, sender: expect.sender, receiver: expect.receiver, date: expect.date, summaryNo, fileType, senderName, receiverName },
    fields,
  };
}

// Pass 1 reads the whole file and refuses it at the first fault, so nothing is written from a file that
// turns out to be cut short or miscounted; records() then streams it a second time.
export async function readDataFile(path: string, expect: DataFileExpectation): Promise<ExchangeDataFile> {
  const before = await stat(path);
  const maxLine = Math.max(MAX_HEADER_LINE, ...EXCHANGE_VERSIONS.map((version) => recordByteLength(layoutOf(version, expect.fileType))));
  const cursor = new LineCursor(exchangeLines(path, maxLine)[Symbol.asyncIterator]());
  const { header, fields } = await readHeader(cursor, expect);
  const countLine = await cursor.next('记录数');
  const recordCount = countOf(countLine, '记录数');
  const recordLength = recordByteLength(fields);
  let seen = 0;
  for (;;) {
    const line = await cursor.next(`结束标识${FILE_END}`);
    const isEnd = headerText(line) === FILE_END;
    if (seen === recordCount) {
      if (!isEnd) throw new ExchangeFileError(line.number, `应为结束标识${FILE_END}（记录数行为${recordCount}）`);
      break;
    }
    if (isEnd) throw new ExchangeFileError(countLine.number, `记录数为${recordCount}，实有${seen}条记录`);
    if (!line.terminated) throw new ExchangeFileError(line.number, `文件不完整：缺少结束标识${FILE_END}`);
    checkRecordBytes(fields, line.bytes, recordLength, line.number);
    seen += 1;
  }
  const after = await cursor.end();
  if (after !== undefined) throw new ExchangeFileError(after.number, `结束标识${FILE_END}之后还有内容`);

  const firstRecordLine = countLine.number + 1;
  return {
    header,
    fields,
    recordCount,
    async *records() {
      const now = await stat(path);
      if (now.size !== before.size || now.mtimeMs !== before.mtimeMs) {
        throw new ExchangeFileError(1, '文件在校验之后被修改，请重新读取');
      }
      let read = 0;
      for await (const line of exchangeLines(path, maxLine)) {
        if (line.number < firstRecordLine) continue;
        if (read === recordCount) return;
        read += 1;
        yield decodeRecord(fields, line.bytes);
      }
    },
  };
}
