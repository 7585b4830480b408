import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readIndexFile, writeIndexFile } from './index-file.ts';
import { dataFileName, indexFileName } from './exchange-file-name.ts';
import { ExchangeFileError } from './exchange-file-error.ts';
import { goldenLines, goldenPath, temporaryDirectory, writeLines } from '../../../../test/modules/exchange/exchange-test-files.ts';

const day = { sender: '888', receiver: '98', date: '2026-11-26' };
const listed = ['OFD_888_98_20261126_01.TXT', 'OFD_888_98_20261126_03.TXT'];

describe('exchange file names', () => {
  it('follows OFD_/OFI_{sender}_{receiver}_{YYYYMMDD}', () => {
    expect(dataFileName({ ...day, fileType: '03' })).toBe('OFD_888_98_20261126_03.TXT');
    expect(indexFileName(day)).toBe('OFI_888_98_20261126.TXT');
    expect(() => dataFileName({ ...day, sender: '8_8', fileType: '03' })).toThrow('只能由字母和数字组成');
  });
});

describe('index files', () => {
  let directory: Awaited<ReturnType<typeof temporaryDirectory>>;
  beforeAll(async () => {
    directory = await temporaryDirectory();
  });
  afterAll(async () => {
    await directory.remove();
  });

  it('writes the golden index and reads it back', async () => {
    const written = await writeIndexFile(directory.path, { version: '22', ...day, fileNames: listed });
    expect(written.name).toBe('OFI_888_98_20261126.TXT');
    expect((await readFile(written.path)).equals(await readFile(goldenPath('OFI_888_98_20261126.TXT')))).toBe(true);
    expect(await readIndexFile(goldenPath('OFI_888_98_20261126.TXT'), day)).toEqual({ version: '22', ...day, fileNames: listed });
  });

  it('refuses a file of another day in the list when writing', async () => {
    await expect(writeIndexFile(directory.path, { version: '22', ...day, fileNames: ['OFD_888_98_20261125_03.TXT'] })).rejects.toThrow(
      '同一天',
    );
  });

  it.each([
    [1, 'OFDCFDAT', '文件标识应为OFDCFIDX'],
    [2, '19', '不支持的版本号19'],
    [3, '889', '文件创建人应为888'],
    [4, '99', '文件接收人应为98'],
    [5, '20261127', '日期应为20261126'],
    [6, '003', '文件数为3，实列出2个'],
    [7, 'OFD_888_98_20261126_01.DAT', '不是本索引对应的数据文件名'],
  ])('refuses line %i changed to %s', async (line, text, message) => {
    const lines = (await goldenLines('OFI_888_98_20261126.TXT')).map((bytes, index) =>
      index === line - 1 ? Buffer.from(text, 'latin1') : bytes,
    );
    const path = await writeLines(directory.path, `index-${line}.TXT`, lines);
    const attempt = readIndexFile(path, day);
    await expect(attempt).rejects.toThrow(ExchangeFileError);
    await expect(attempt).rejects.toMatchObject({ line });
    await expect(attempt).rejects.toThrow(message);
  });

  it('refuses an index without its end marker', async () => {
    const lines = await goldenLines('OFI_888_98_20261126.TXT');
    const path = await writeLines(directory.path, 'index-cut.TXT', lines.slice(0, -1));
    await expect(readIndexFile(path, day)).rejects.toThrow('缺少结束标识OFDCFEND');
  });
});
