import { readFile, readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toAccountApplicationRecord, type AccountApplication, type ExchangeRecord } from '@fund-direct/domain/exchange';
import { writeDataFile } from './data-file-writer.ts';
import { readDataFile } from './data-file-reader.ts';
import { ExchangeWriteError } from './exchange-file-error.ts';
import { goldenPath, temporaryDirectory } from '../../../../test/modules/exchange/exchange-test-files.ts';
import { createHash } from 'node:crypto';

const opening: AccountApplication = {
  appSheetSerialNo: '202611260000000000000001',
  transactionDate: '2026-11-26',
  appTime: '093015',
  businessCode: '001',
  distributorCode: '888',
  individualOrInstitution: '1',
  investorName: '张三',
  certificateType: '0',
  certificateNo: '110101199003071234',
  fundAccount: '',
  transactionAccountId: '10000000000000001',
  mobile: '13800138000',
  address: '北京市西城区金融大街1号',
  postCode: '100033',
  certificateValidUntil: '2036-03-07',
};

const modification: AccountApplication = {
  appSheetSerialNo: '202611260000000000000002',
  transactionDate: '2026-11-26',
  appTime: '101500',
  businessCode: '003',
  distributorCode: '888',
  individualOrInstitution: '0',
  investorName: '示例科技有限公司',
  certificateType: '1',
  certificateNo: '91110000000000000X',
  fundAccount: '880000000002',
  transactionAccountId: '10000000000000002',
  mobile: '13900139000',
};

const header = { version: '22', fileType: '01', sender: '888', receiver: '98', date: '2026-11-26' } as const;

async function* slowly(records: ExchangeRecord[]): AsyncGenerator<ExchangeRecord> {
  for (const record of records) {
    await Promise.resolve();
    yield record;
  }
}

describe('writeDataFile', () => {
  let directory: Awaited<ReturnType<typeof temporaryDirectory>>;
  beforeAll(async () => {
    directory = await temporaryDirectory();
  });
  afterAll(async () => {
    await directory.remove();
  });

  it('writes the golden file byte for byte, named by the protocol', async () => {
    const records = [opening, modification].map(toAccountApplicationRecord);
    const written = await writeDataFile(directory.path, { ...header, records: slowly(records) });
    const golden = await readFile(goldenPath('OFD_888_98_20261126_01.TXT'));
    const bytes = await readFile(written.path);
    expect(written.name).toBe('OFD_888_98_20261126_01.TXT');
    expect(bytes.equals(golden)).toBe(true);
    expect(written).toMatchObject({ recordCount: 2, bytes: golden.length, sha256: createHash('sha256').update(golden).digest('hex') });
    // Only the file itself remains: the records' temporary file and the .part are gone.
    expect(await readdir(directory.path)).toEqual(['OFD_888_98_20261126_01.TXT']);
  });

  it('round-trips a Chinese name through GB18030', async () => {
    const name = '欧阳𠮷祥·测试';
    const written = await writeDataFile(directory.path, {
      ...header,
      date: '2026-11-25',
      records: [toAccountApplicationRecord({ ...opening, investorName: name })],
    });
    const file = await readDataFile(written.path, { fileType: '01', sender: '888', receiver: '98', date: '2026-11-25' });
    const records: ExchangeRecord[] = [];
    for await (const record of file.records()) records.push(record);
    expect(records[0]?.['InvestorName']).toBe(name);
  });

  it('refuses a value that does not fit, naming the record and the field, and leaves no file', async () => {
    const cases: [ExchangeRecord, string, string][] = [
      [{ ...toAccountApplicationRecord(opening), InvestorName: '名'.repeat(61) }, 'InvestorName', '超过字段长度120字节'],
      [{ ...toAccountApplicationRecord(opening), PostCode: '10003A' }, 'PostCode', '只能是数字'],
      [{ ...toAccountApplicationRecord(opening), Address: '第一行\n第二行' }, 'Address', '不能含换行符'],
    ];
    for (const [bad, field, reason] of cases) {
      const attempt = writeDataFile(directory.path, { ...header, date: '2026-11-24', records: [toAccountApplicationRecord(opening), bad] });
      await expect(attempt).rejects.toThrow(ExchangeWriteError);
      await expect(attempt).rejects.toMatchObject({ recordNumber: 2, field });
      await expect(attempt).rejects.toThrow(reason);
    }
    expect((await readdir(directory.path)).filter((name) => name.includes('20261124'))).toEqual([]);
  });

  it('refuses N values with too many decimals or a sign, and records with unknown or missing fields', async () => {
    const { sender, receiver, date } = header;
    const quote = { FundCode: '000001', FundName: '示例', UpdateDate: '20261126', NAV: '1.04685', AccumulativeNAV: '1', FundStatus: '0' };
    const base = { version: '20', fileType: '07', sender, receiver, date } as const;
    await expect(writeDataFile(directory.path, { ...base, records: [quote] })).rejects.toMatchObject({ field: 'NAV', recordNumber: 1 });
    await expect(writeDataFile(directory.path, { ...base, records: [{ ...quote, NAV: '-1' }] })).rejects.toThrow('不能为负数');
    await expect(writeDataFile(directory.path, { ...base, records: [{ ...quote, NAV: '1', Extra: '' }] })).rejects.toMatchObject({
      field: 'Extra',
    });
    const { FundName: _dropped, ...missing } = quote;
    await expect(writeDataFile(directory.path, { ...base, records: [{ ...missing, NAV: '1' }] })).rejects.toMatchObject({
      field: 'FundName',
    });
  });

  it('writes the same bytes for the same input, and streams a large file', async () => {
    const many = function* (count: number): Generator<ExchangeRecord> {
      for (let index = 0; index < count; index += 1) {
        yield { ...toAccountApplicationRecord(opening), AppSheetSerialNo: String(index).padStart(24, '0') };
      }
    };
    const first = await writeDataFile(directory.path, { ...header, date: '2026-11-20', records: many(20_000) });
    const again = await writeDataFile(directory.path, { ...header, date: '2026-11-20', records: many(20_000) });
    expect(again.sha256).toBe(first.sha256);
    const file = await readDataFile(first.path, { fileType: '01', sender: '888', receiver: '98', date: '2026-11-20' });
    expect(file.recordCount).toBe(20_000);
    let last: ExchangeRecord | undefined;
    let count = 0;
    for await (const record of file.records()) {
      last = record;
      count += 1;
    }
    expect(count).toBe(20_000);
    expect(last?.['AppSheetSerialNo']).toBe('000000000000000000019999');
  });
});
