import { describe, expect, it } from 'vitest';
import { readAmount, readDate } from './cells.ts';
import { parseStatementRows } from './parse.ts';

const GENERIC_HEADER = ['交易日期', '交易时间', '收入金额', '支出金额', '对方户名', '对方账号', '附言', '银行流水号'];
const CMB_HEADER = [
  '交易日',
  '交易时间',
  '起息日',
  '交易类型',
  '借方金额',
  '贷方金额',
  '余额',
  '摘要',
  '流水号',
  '用途',
  '收(付)方名称',
  '收(付)方帐号',
];

describe('reading a statement in the generic layout', () => {
  it('reads credit and debit lines with the time of China', () => {
    const parsed = parseStatementRows([
      GENERIC_HEADER,
      ['2026-11-20', '10:15:00', '20,000.00', '', '王明', '6222020000000001', '订单 202611200000000001', 'G0001'],
      ['20261120', '11:00', '', '35.5', '沣泽基金', '', '手续费', 'G0002'],
    ]);
    expect(parsed).toMatchObject({ ok: true, headerLine: 1, layout: { code: 'generic' } });
    if (!parsed.ok) return;
    expect(parsed.lines).toEqual([
      {
        lineNo: 2,
        bookedAt: '2026-11-20T02:15:00.000Z',
        direction: 'in',
        amount: '20000.00',
        payerName: '王明',
        payerAccount: '6222020000000001',
        memo: '订单 202611200000000001',
        bankSerial: 'G0001',
      },
      expect.objectContaining({ lineNo: 3, bookedAt: '2026-11-20T03:00:00.000Z', direction: 'out', amount: '35.50' }),
    ]);
  });

  it('refuses the whole file on a bad amount, naming line and column', () => {
    const parsed = parseStatementRows([
      GENERIC_HEADER,
      ['2026-11-20', '10:15:00', '100.00', '', '王明', '', '', 'G0001'],
      ['2026-11-20', '10:16:00', '12.345', '', '王明', '', '', 'G0002'],
    ]);
    expect(parsed).toEqual({
      ok: false,
      errors: [{ line: 3, column: 3, message: '第 3 行第 3 列「收入金额」：金额格式不正确（应为不带符号、最多两位小数的数字）' }],
    });
  });

  it('refuses a line with both or neither amount, and a serial used twice in the file', () => {
    const parsed = parseStatementRows([
      GENERIC_HEADER,
      ['2026-11-20', '', '1', '2', '王明', '', '', 'G1'],
      ['2026-11-20', '', '', '0.00', '王明', '', '', 'G2'],
      ['2026-11-20', '', '5', '', '王明', '', '', 'G3'],
      ['2026-11-20', '', '6', '', '王明', '', '', 'G3'],
    ]);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.map((error) => [error.line, error.column])).toEqual([
      [2, 3],
      [3, 3],
      [5, 8],
    ]);
    expect(parsed.errors[2]?.message).toContain('与第 4 行重复');
  });

  it('refuses a date that does not exist', () => {
    const parsed = parseStatementRows([GENERIC_HEADER, ['2026-02-30', '', '1', '', '王明', '', '', 'G1']]);
    expect(parsed).toMatchObject({ ok: false, errors: [{ line: 2, column: 1 }] });
  });

  it('refuses a file without a known header', () => {
    const parsed = parseStatementRows([
      ['日期', '金额'],
      ['2026-11-20', '1'],
    ]);
    expect(parsed).toMatchObject({ ok: false, errors: [{ line: null, column: null }] });
    if (!parsed.ok) expect(parsed.errors[0]?.message).toContain('未找到流水文件的表头');
  });

  it('refuses a header with no lines', () => {
    expect(parseStatementRows([GENERIC_HEADER, ['', '']])).toMatchObject({ ok: false, errors: [{ message: '流水文件中没有交易记录' }] });
  });
});

describe('reading a 招商银行 企业网银 交易明细 export', () => {
  const rows = [
    ['账号：755900000000001', '', ''],
    ['查询期间：2026-11-20 至 2026-11-20'],
    CMB_HEADER,
    [
      '20261120',
      '09:31:02',
      '20261120',
      '汇入汇款',
      '',
      '1,000.00',
      '51,000.00',
      '汇款',
      'K6205900000017C',
      '202611200000000007',
      '张 三',
      '6214830000000002',
    ],
    ['20261120', '09:40:00', '20261120', '代发', '8.00', '', '50,992.00', '手续费', 'K6205900000018C', '', '', ''],
    ['合计', '', '', '', '8.00', '1,000.00'],
  ];

  it('finds the header below the title rows, reads 贷方 as money in and joins the memo columns', () => {
    const parsed = parseStatementRows(rows);
    expect(parsed).toMatchObject({ ok: true, headerLine: 3, layout: { code: 'cmb' } });
    if (!parsed.ok) return;
    expect(parsed.lines).toHaveLength(2);
    expect(parsed.lines[0]).toMatchObject({
      lineNo: 4,
      direction: 'in',
      amount: '1000.00',
      payerName: '张 三',
      payerAccount: '6214830000000002',
      memo: '汇款 202611200000000007',
      bankSerial: 'K6205900000017C',
    });
    expect(parsed.lines[1]).toMatchObject({ direction: 'out', amount: '8.00', payerName: '' });
  });

  it('a layout named explicitly ignores the other layouts', () => {
    expect(parseStatementRows(rows, 'generic').ok).toBe(false);
    expect(parseStatementRows(rows, 'cmb').ok).toBe(true);
  });
});

describe('cells', () => {
  it('reads dates with a time in the cell and in Chinese', () => {
    expect(readDate('2026/11/20 09:30:00')).toEqual({ ok: true, value: { date: '2026-11-20', time: '09:30:00' } });
    expect(readDate('2026年11月20日')).toEqual({ ok: true, value: { date: '2026-11-20', time: null } });
    expect(readDate('11/20/2026').ok).toBe(false);
  });

  it('reads amounts without floats and refuses signs and bad grouping', () => {
    expect(readAmount('0.1')).toEqual({ ok: true, value: '0.10' });
    expect(readAmount('¥1,234,567.89')).toEqual({ ok: true, value: '1234567.89' });
    expect(readAmount('0')).toEqual({ ok: true, value: null });
    expect(readAmount('-5').ok).toBe(false);
    expect(readAmount('12,34').ok).toBe(false);
    expect(readAmount('abc').ok).toBe(false);
  });
});
