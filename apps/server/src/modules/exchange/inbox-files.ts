import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { ExchangeFieldError, isLaidOutFileType, type ExchangeRecord, type LaidOutFileType } from '@fund-direct/domain/exchange';
import type { ExchangeConfig } from '../../config.ts';
import { readDataFile, type ExchangeDataFile } from './protocol/data-file-reader.ts';
import { indexFileName } from './protocol/exchange-file-name.ts';
import { ExchangeFileError } from './protocol/exchange-file-error.ts';
import { readIndexFile } from './protocol/index-file.ts';
import { exchangeDayDir } from './exchange-paths.ts';

export interface CheckedFile {
  name: string;
  fileType: LaidOutFileType;
  file: ExchangeDataFile;
  // Of the bytes checked: a file imported before with the same bytes is not applied again.
  sha256: string;
}

export class RefusedFileError extends Error {
  override readonly name = 'RefusedFileError';
  constructor(
    readonly file: string,
    readonly fileType: string,
    message: string,
  ) {
    super(`${file} ${message}`);
  }
}

const DATA_NAME = /^OFD_[0-9A-Za-z]+_[0-9A-Za-z]+_\d{8}_(\d{2})\.TXT$/;

// A day's files from one party to the other, each checked whole (the reader's pass over every line, then each record
// read as its message, `parse`): nothing is written until every file of the day is known good. A file that fails
// names its line and field.
export async function checkDayFiles(
  config: ExchangeConfig,
  box: 'inbox' | 'outbox',
  parties: { sender: string; receiver: string },
  tradeDate: string,
  parse: (fileType: LaidOutFileType, record: ExchangeRecord) => void,
): Promise<CheckedFile[]> {
  const dir = exchangeDayDir(config, box, tradeDate);
  const indexName = indexFileName({ ...parties, date: tradeDate });
  const indexPath = path.join(dir, indexName);
  try {
    await access(indexPath);
  } catch {
    throw new RefusedFileError(
      indexName,
      'index',
      `不存在：${box === 'inbox' ? '收件箱' : '发件箱'}中没有 ${tradeDate} 的索引文件（${dir}）`,
    );
  }
  let names: readonly string[];
  try {
    names = (await readIndexFile(indexPath, { ...parties, date: tradeDate })).fileNames;
  } catch (error) {
    throw refused(indexName, 'index', error);
  }
  const checked: CheckedFile[] = [];
  for (const name of names) {
    const fileType = DATA_NAME.exec(name)?.[1];
    if (!fileType || !isLaidOutFileType(fileType)) throw new RefusedFileError(name, 'index', '不是可识别的数据文件名');
    try {
      const filePath = path.join(dir, name);
      const file = await readDataFile(filePath, { fileType, ...parties, date: tradeDate });
      await parseAll(file, (record) => parse(fileType, record));
      checked.push({ name, fileType, file, sha256: await fileSha256(filePath) });
    } catch (error) {
      throw refused(name, fileType, error);
    }
  }
  return checked;
}

// The header lines before the first record: 10 fixed lines, the field names and the record count.
const recordLine = (file: ExchangeDataFile, index: number) => 10 + file.fields.length + 1 + index + 1;

async function parseAll(file: ExchangeDataFile, parse: (record: ExchangeRecord) => void): Promise<void> {
  let index = 0;
  for await (const record of file.records()) {
    try {
      parse(record);
    } catch (error) {
      if (error instanceof ExchangeFieldError) {
        throw new ExchangeFileError(recordLine(file, index), error.message.replace(`${error.field}：`, ''), error.field);
      }
      throw error;
    }
    index += 1;
  }
}

async function fileSha256(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function refused(name: string, fileType: string, error: unknown): RefusedFileError {
  if (error instanceof ExchangeFileError || error instanceof ExchangeFieldError) return new RefusedFileError(name, fileType, error.message);
  if ((error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') return new RefusedFileError(name, fileType, '不存在');
  throw error;
}
