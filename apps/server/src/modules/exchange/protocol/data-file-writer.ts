import { createReadStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { layoutOf, type ExchangeRecord, type ExchangeVersion, type LaidOutFileType } from '@fund-direct/domain/exchange';
import { compactDate, dataFileName } from './exchange-file-name.ts';
import { CRLF, DATA_START, FILE_END } from './exchange-lines.ts';
import { encodeRecord } from './record-codec.ts';
import { encodeGb18030 } from './gb18030.ts';
import { FileSink } from './file-sink.ts';

export interface DataFileOptions {
  version: ExchangeVersion;
  fileType: LaidOutFileType;
  sender: string; // 文件创建人 code, also in the file name
  receiver: string; // 文件接收人 code
  date: string; // YYYY-MM-DD
  records: Iterable<ExchangeRecord> | AsyncIterable<ExchangeRecord>;
  summaryNo?: string; // 汇总表号, '999' unless agreed otherwise
  senderName?: string; // 发送人 line; the sender code unless given
  receiverName?: string; // 接收人 line; the receiver code unless given
}

export interface WrittenExchangeFile {
  name: string;
  path: string;
  recordCount: number;
  bytes: number;
  sha256: string;
}

// Widths of the count lines we write (readers accept any run of digits).
const FIELD_COUNT_DIGITS = 3;
const RECORD_COUNT_DIGITS = 8;

export function headerLine(text: string): Buffer {
  if (/[\r\n]/.test(text)) throw new TypeError(`文件头不能含换行符：${JSON.stringify(text)}`);
  return Buffer.concat([encodeGb18030(text), CRLF]);
}

function countLine(count: number, digits: number): Buffer {
  const text = String(count).padStart(digits, '0');
  if (text.length > digits) throw new RangeError(`数量${count}超过${digits}位`);
  return headerLine(text);
}

// The record count comes before the records, and a caller streaming from the database does not know it:
// records go to a temporary file first (constant memory), then header, records and end marker are
// assembled into `<name>.part` and renamed, so the final name only ever holds a whole file.
export async function writeDataFile(directory: string, options: DataFileOptions): Promise<WrittenExchangeFile> {
  const layout = layoutOf(options.version, options.fileType);
  const name = dataFileName(options);
  const path = join(directory, name);
  const bodyPath = `${path}.records`;
  const partPath = `${path}.part`;
  const body = new FileSink(bodyPath);
  try {
    let recordCount = 0;
    for await (const record of options.records) {
      recordCount += 1;
      await body.write(Buffer.concat([encodeRecord(layout, record, recordCount), CRLF]));
    }
    await body.close();

    const file = new FileSink(partPath);
    try {
      const header = [
        DATA_START,
        options.version,
        options.sender,
        options.receiver,
        compactDate(options.date),
        options.summaryNo ?? '999',
        options.fileType,
        options.senderName ?? options.sender,
        options.receiverName ?? options.receiver,
      ];
      for (const text of header) await file.write(headerLine(text));
      await file.write(countLine(layout.length, FIELD_COUNT_DIGITS));
      for (const spec of layout) await file.write(headerLine(spec.name));
      await file.write(countLine(recordCount, RECORD_COUNT_DIGITS));
      for await (const chunk of createReadStream(bodyPath) as AsyncIterable<Buffer>) await file.write(chunk);
      await file.write(headerLine(FILE_END));
      const sha256 = await file.close();
      await rename(partPath, path);
      return { name, path, recordCount, bytes: file.bytes, sha256 };
    } catch (error) {
      file.destroy();
      throw error;
    }
  } catch (error) {
    body.destroy();
    await rm(partPath, { force: true });
    throw error;
  } finally {
    await rm(bodyPath, { force: true });
  }
}
