import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { EXCHANGE_VERSIONS, isExchangeVersion, type ExchangeVersion } from '@fund-direct/domain/exchange';
import { ExchangeFileError } from './exchange-file-error.ts';
import { compactDate, indexFileName } from './exchange-file-name.ts';
import { FILE_END, INDEX_START, exchangeLines, headerText, type ExchangeLine } from './exchange-lines.ts';
import { headerLine, type WrittenExchangeFile } from './data-file-writer.ts';
import { FileSink } from './file-sink.ts';

// The index file (OFI_…) lists the data files of one day from one sender to one receiver:
// OFDCFIDX, version, creator, receiver, date, file count, one file name a line, OFDCFEND.

export interface IndexFileOptions {
  version: ExchangeVersion;
  sender: string;
  receiver: string;
  date: string; // YYYY-MM-DD
  fileNames: readonly string[];
}

export interface IndexFileExpectation {
  sender: string;
  receiver: string;
  date: string;
  versions?: readonly ExchangeVersion[];
}

export interface ExchangeIndexFile {
  version: ExchangeVersion;
  sender: string;
  receiver: string;
  date: string;
  fileNames: string[];
}

const FILE_COUNT_DIGITS = 3;

function dataFilePattern(sender: string, receiver: string, date: string): RegExp {
  return new RegExp(`^OFD_${sender}_${receiver}_${compactDate(date)}_[0-9A-Za-z]{2}\\.TXT$`);
}

export async function writeIndexFile(directory: string, options: IndexFileOptions): Promise<Omit<WrittenExchangeFile, 'recordCount'>> {
  const name = indexFileName(options);
  const pattern = dataFilePattern(options.sender, options.receiver, options.date);
  for (const fileName of options.fileNames) {
    if (!pattern.test(fileName)) throw new TypeError(`索引文件只能列出同一天、同一发送方和接收方的数据文件：${fileName}`);
  }
  const count = String(options.fileNames.length).padStart(FILE_COUNT_DIGITS, '0');
  if (count.length > FILE_COUNT_DIGITS) throw new RangeError(`数据文件数${options.fileNames.length}超过${FILE_COUNT_DIGITS}位`);
  const path = join(directory, name);
  const partPath = `${path}.part`;
  const file = new FileSink(partPath);
  try {
    const lines = [
      INDEX_START,
      options.version,
      options.sender,
      options.receiver,
      compactDate(options.date),
      count,
      ...options.fileNames,
      FILE_END,
    ];
    for (const line of lines) await file.write(headerLine(line));
    const sha256 = await file.close();
    await rename(partPath, path);
    return { name, path, bytes: file.bytes, sha256 };
  } catch (error) {
    file.destroy();
    await rm(partPath, { force: true });
    throw error;
  }
}

async function nextLine(lines: AsyncIterator<ExchangeLine>, previous: number, what: string): Promise<ExchangeLine> {
  const result = await lines.next();
  if (result.done) throw new ExchangeFileError(previous + 1, `文件不完整：缺少${what}`);
  return result.value;
}

function expectText(line: ExchangeLine, expected: string, what: string): void {
  const actual = headerText(line);
  if (actual !== expected) throw new ExchangeFileError(line.number, `${what}应为${expected}，实为${actual || '空'}`);
}

export async function readIndexFile(path: string, expect: IndexFileExpectation): Promise<ExchangeIndexFile> {
  const lines = exchangeLines(path, 1024)[Symbol.asyncIterator]();
  let line = await nextLine(lines, 0, '文件标识');
  expectText(line, INDEX_START, '文件标识');
  line = await nextLine(lines, line.number, '版本号');
  const version = headerText(line);
  const accepted = expect.versions ?? EXCHANGE_VERSIONS;
  if (!isExchangeVersion(version) || !accepted.includes(version)) {
    throw new ExchangeFileError(line.number, `不支持的版本号${version || '空'}（支持${accepted.join('、')}）`);
  }
  line = await nextLine(lines, line.number, '文件创建人');
  expectText(line, expect.sender, '文件创建人');
  line = await nextLine(lines, line.number, '文件接收人');
  expectText(line, expect.receiver, '文件接收人');
  line = await nextLine(lines, line.number, '日期');
  expectText(line, compactDate(expect.date), '日期');
  const countLine = await nextLine(lines, line.number, '文件数');
  const countText = headerText(countLine);
  if (!/^\d+$/.test(countText)) throw new ExchangeFileError(countLine.number, `文件数应为数字，实为${countText || '空'}`);
  const count = Number(countText);
  const pattern = dataFilePattern(expect.sender, expect.receiver, expect.date);
  const fileNames: string[] = [];
  line = countLine;
  for (;;) {
    line = await nextLine(lines, line.number, `结束标识${FILE_END}`);
    const text = headerText(line);
    if (text === FILE_END) break;
    if (!pattern.test(text)) throw new ExchangeFileError(line.number, `不是本索引对应的数据文件名：${text}`);
    fileNames.push(text);
  }
  if (fileNames.length !== count) throw new ExchangeFileError(countLine.number, `文件数为${count}，实列出${fileNames.length}个`);
  const after = await lines.next();
  if (!after.done) throw new ExchangeFileError(after.value.number, `结束标识${FILE_END}之后还有内容`);
  return { version, sender: expect.sender, receiver: expect.receiver, date: expect.date, fileNames };
}
