import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fromAccountApplicationRecord,
  fromAccountConfirmationRecord,
  fromDividendRecord,
  fromFundQuoteRecord,
  fromShareBalanceRecord,
  fromTransactionApplicationRecord,
  fromTransactionConfirmationRecord,
  returnCodeText,
  type ExchangeRecord,
  type LaidOutFileType,
} from '@fund-direct/domain/exchange';
import { readDataFile, type DataFileExpectation } from './data-file-reader.ts';
import { ExchangeFileError } from './exchange-file-error.ts';
import { goldenLines, goldenPath, temporaryDirectory, writeLines } from '../../../../test/modules/exchange/exchange-test-files.ts';

const expectation = (fileType: LaidOutFileType): DataFileExpectation => ({ fileType, sender: '888', receiver: '98', date: '2026-11-26' });

async function recordsOf(path: string, fileType: LaidOutFileType): Promise<ExchangeRecord[]> {
  const file = await readDataFile(path, expectation(fileType));
  const records: ExchangeRecord[] = [];
  for await (const record of file.records()) records.push(record);
  expect(records).toHaveLength(file.recordCount);
  return records;
}

describe('readDataFile accepts the golden file of each type', () => {
  it('01 账户类申请', async () => {
    const [opening, modification] = (await recordsOf(goldenPath('OFD_888_98_20261126_01.TXT'), '01')).map(fromAccountApplicationRecord);
    expect(opening).toMatchObject({ businessCode: '001', investorName: '张三', address: '北京市西城区金融大街1号', fundAccount: '' });
    expect(opening?.certificateValidUntil).toBe('2036-03-07');
    expect(modification).toMatchObject({ businessCode: '003', individualOrInstitution: '0', investorName: '示例科技有限公司' });
  });

  it('02 账户类确认', async () => {
    const [opened, refused] = (await recordsOf(goldenPath('OFD_888_98_20261126_02.TXT'), '02')).map(fromAccountConfirmationRecord);
    expect(opened).toMatchObject({ businessCode: '101', returnCode: '0000', fundAccount: '880000000001', confirmDate: '2026-11-27' });
    expect(refused).toMatchObject({ returnCode: '1003', errorDetail: '证件号码与登记信息不一致' });
    expect(returnCodeText(refused?.returnCode ?? '')).toBe('确认失败：投资人身份信息不一致');
  });

  it('03 交易类申请', async () => {
    const [purchase, conversion] = (await recordsOf(goldenPath('OFD_888_98_20261126_03.TXT'), '03')).map(fromTransactionApplicationRecord);
    expect(purchase).toMatchObject({ businessCode: '022', amount: '10000.00', shares: null, chargeType: 'A' });
    expect(conversion).toMatchObject({
      businessCode: '036',
      amount: null,
      shares: '500.00',
      targetFundCode: '000002',
      largeRedemptionFlag: '1',
    });
  });

  it('04 交易类确认', async () => {
    const [purchase, failed] = (await recordsOf(goldenPath('OFD_888_98_20261126_04.TXT'), '04')).map(fromTransactionConfirmationRecord);
    expect(purchase).toMatchObject({
      businessCode: '122',
      confirmedAmount: '10000.00',
      confirmedShares: '9538.61',
      nav: '1.0468',
      fee: '14.98',
      targetNav: '0.0000',
    });
    expect(failed).toMatchObject({ returnCode: '2004', confirmedShares: '0.00', errorDetail: '可用份额不足' });
  });

  it('05 基金份额对账', async () => {
    const [balance] = (await recordsOf(goldenPath('OFD_888_98_20261126_05.TXT'), '05')).map(fromShareBalanceRecord);
    expect(balance).toEqual({
      date: '2026-11-26',
      fundCode: '000001',
      distributorCode: '888',
      fundAccount: '880000000001',
      transactionAccountId: '10000000000000001',
      totalShares: '9538.61',
      frozenShares: '200.00',
    });
  });

  it('06 分红', async () => {
    const [dividend] = (await recordsOf(goldenPath('OFD_888_98_20261126_06.TXT'), '06')).map(fromDividendRecord);
    expect(dividend).toMatchObject({
      dividendPerShare: '0.025',
      baseShares: '1000.00',
      cashAmount: '25.00',
      dividendMethod: '1',
      payDate: '2026-11-23',
    });
  });

  it('07 基金行情, in the current and the old version', async () => {
    const [equity, money] = (await recordsOf(goldenPath('OFD_888_98_20261126_07.TXT'), '07')).map(fromFundQuoteRecord);
    expect(equity).toMatchObject({ fundName: '示例成长混合A', nav: '1.0468', accumulatedNav: '2.1000', incomePer10k: null, yield7d: null });
    expect(money).toMatchObject({ fundStatus: '5', incomePer10k: '0.52310', yield7d: '1.85600' });
    const old = await readDataFile(goldenPath('OFD_888_98_20261126_07.v20.TXT'), expectation('07'));
    expect(old.header.version).toBe('20');
    for await (const record of old.records()) expect(fromFundQuoteRecord(record)).toMatchObject({ fundStatus: '6', incomePer10k: null });
    await expect(
      readDataFile(goldenPath('OFD_888_98_20261126_07.v20.TXT'), { ...expectation('07'), versions: ['22'] }),
    ).rejects.toMatchObject({ line: 2 });
  });
});

describe('readDataFile refuses a faulty file at its first fault', () => {
  let directory: Awaited<ReturnType<typeof temporaryDirectory>>;
  let golden: Buffer[];
  beforeAll(async () => {
    directory = await temporaryDirectory();
    golden = await goldenLines('OFD_888_98_20261126_03.TXT');
  });
  afterAll(async () => {
    await directory.remove();
  });

  // The golden 03 file: 10 header lines, 16 field names (lines 11–26), the count (27), two records (28–29), the end (30).
  const ascii = (text: string) => Buffer.from(text, 'latin1');
  const replaceLine = (lines: Buffer[], number: number, text: Buffer | string) =>
    lines.map((line, index) => (index === number - 1 ? (typeof text === 'string' ? ascii(text) : text) : line));

  async function refusal(name: string, lines: Buffer[]): Promise<ExchangeFileError> {
    const path = await writeLines(directory.path, name, lines);
    try {
      await readDataFile(path, expectation('03'));
    } catch (error) {
      if (error instanceof ExchangeFileError) return error;
      throw error;
    }
    throw new Error(`${name} was accepted`);
  }

  it('accepts the unchanged file', async () => {
    const path = await writeLines(directory.path, 'unchanged.TXT', golden);
    expect((await readDataFile(path, expectation('03'))).recordCount).toBe(2);
  });

  it.each([
    ['start marker', 1, 'OFDCFDAX', '文件标识应为OFDCFDAT'],
    ['version', 2, '23', '不支持的版本号23'],
    ['sender', 3, '889', '文件创建人应为888'],
    ['receiver', 4, '99', '文件接收人应为98'],
    ['date', 5, '20261125', '日期应为20261126'],
    ['file type', 7, '04', '文件类型应为03，实为04（交易类确认）'],
    ['field count', 10, '015', '字段数应为16，实为15'],
    ['field name', 12, 'TransactionTime', '第2个字段应为TransactionDate'],
    ['record count', 27, '00000003', '记录数为3，实有2条记录'],
    ['end marker', 30, 'OFDCFEXX', '应为结束标识OFDCFEND'],
  ])('wrong %s (line %i)', async (_what, line, text, message) => {
    const error = await refusal(`line-${line}.TXT`, replaceLine(golden, line, text));
    expect(error.line).toBe(line);
    expect(error.message).toContain(message);
  });

  it('a record count below the records', async () => {
    const error = await refusal('fewer.TXT', replaceLine(golden, 27, '00000001'));
    expect(error).toMatchObject({ line: 29 });
    expect(error.message).toContain('应为结束标识OFDCFEND');
  });

  it('a short and a long record', async () => {
    const record = golden[27] as Buffer;
    const short = await refusal('short.TXT', replaceLine(golden, 28, record.subarray(0, record.length - 1)));
    expect(short).toMatchObject({ line: 28 });
    expect(short.message).toContain(`记录长度应为${record.length}字节，实为${record.length - 1}字节`);
    const long = await refusal('long.TXT', replaceLine(golden, 29, Buffer.concat([golden[28] as Buffer, ascii(' ')])));
    expect(long).toMatchObject({ line: 29 });
  });

  it('a letter in an N field and in an A field', async () => {
    const record = Buffer.from(golden[27] as Buffer);
    // ApplicationAmount starts after 24+8+6+3+9+17+12+6+6 = 91 bytes.
    record.write('O', 91 + 5, 'latin1');
    expect(await refusal('letter-n.TXT', replaceLine(golden, 28, record))).toMatchObject({ line: 28, field: 'ApplicationAmount' });
    const other = Buffer.from(golden[27] as Buffer);
    other.write('X', 0, 'latin1');
    expect(await refusal('letter-a.TXT', replaceLine(golden, 28, other))).toMatchObject({ line: 28, field: 'AppSheetSerialNo' });
  });

  it('a Chinese character cut at the end of a C field', async () => {
    const lines = await goldenLines('OFD_888_98_20261126_02.TXT');
    // ErrorDetail (C 60) is the last field of the second record (line 23): its text ends in 致 (D6C2).
    const record = Buffer.from(lines[22] as Buffer);
    const detail = record.length - 60;
    const cut = Buffer.concat([record.subarray(0, detail), record.subarray(detail + 1), Buffer.from(' ', 'latin1')]);
    const path = await writeLines(
      directory.path,
      'cut-character.TXT',
      lines.map((line, index) => (index === 22 ? cut : line)),
    );
    await expect(readDataFile(path, expectation('02'))).rejects.toMatchObject({ line: 23, field: 'ErrorDetail' });
  });

  it('a file cut short, a bare line feed and content after the end', async () => {
    const cut = await refusal('cut.TXT', golden.slice(0, 29));
    expect(cut.message).toContain('缺少结束标识OFDCFEND');
    const bare = Buffer.concat(golden.map((line, index) => Buffer.concat([line, ascii(index === 4 ? '\n' : '\r\n')])));
    const path = await writeLines(directory.path, 'bare.TXT', [bare.subarray(0, bare.length - 2)]);
    await expect(readDataFile(path, expectation('03'))).rejects.toMatchObject({ line: 5 });
    const trailing = await refusal('trailing.TXT', [...golden, ascii('extra')]);
    expect(trailing).toMatchObject({ line: 31 });
  });

  it('accepts an end marker without a final CRLF and header lines padded with spaces', async () => {
    const lines = replaceLine(golden, 2, '22      ');
    const path = await writeLines(directory.path, 'padded.TXT', lines);
    const bytes = Buffer.concat(lines.flatMap((line) => [line, ascii('\r\n')]));
    await writeFile(path, bytes.subarray(0, bytes.length - 2));
    expect((await readDataFile(path, expectation('03'))).recordCount).toBe(2);
  });
});
