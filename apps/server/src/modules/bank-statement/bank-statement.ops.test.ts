import type { TradeOrderDetailResponse } from '@fund-direct/domain/contracts';
import type { BankLineItem, BankLinesResponse, BankStatementItem, BankStatementListResponse } from '@fund-direct/domain/contracts/ops';
import { ERRORS } from '@fund-direct/domain/errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvText, gb18030, multipart, TempFiles, xlsxBytes } from '../../../test/modules/bank-statement/statement-files.ts';
import { DEMO_TRADEACCO, get, placeOrder, signIn } from '../../../test/modules/trading/trading.test-support.ts';
import { opsInject } from '../../../test/support/ops.ts';
import { createTestApp, testKeys, type TestApp } from '../../../test/support/test-app.ts';
import { bankStatementImportCommand } from './bank-statement.command.ts';

// 客户服务 → 银行流水: a statement file of the collection account pays the awaiting remittances it clearly names,
// leaves the rest to a person, never pays twice, and refuses a bad file whole.
let t: TestApp;
// Friday 2026-11-20, 10:00 in Shanghai.
let clock = new Date('2026-11-20T02:00:00Z');
let alice: string;
const files = new TempFiles();

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

const remitOrder = async (amount: string) => {
  const { body } = await placeOrder(t.app, 'purchase', alice, { fundCode: '000512', amount, paymentMethod: 'remit' });
  if (!body.data) throw new Error(`no order: ${body.msg}`);
  return body.data.order.orderNo;
};
const orderOf = async (orderNo: string) =>
  (await get<TradeOrderDetailResponse>(t.app, '/api/trade/order', alice, { orderNo })).body.data!.order;
const upload = (file: { name: string; bytes: Buffer }, as = 'service', bank?: string) => {
  // A minute between imports, so the list's order is the import order.
  clock = new Date(clock.getTime() + 60_000);
  const { payload, headers } = multipart([
    { name: 'file', value: file.bytes, filename: file.name },
    ...(bank ? [{ name: 'bank', value: bank }] : []),
  ]);
  return opsInject(t.app, as, { method: 'POST', url: '/api/ops/bank-statements', payload, headers });
};
const imported = async (file: { name: string; bytes: Buffer }) => {
  const response = await upload(file);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: BankStatementItem }>().data;
};
const linesOf = async (id: string, state?: string) =>
  (await opsInject(t.app, 'service', { url: `/api/ops/bank-statements/${id}/lines`, ...(state ? { query: { state } } : {}) })).json<{
    data: BankLinesResponse;
  }>().data.list;
const statementCount = async () => (await t.database.query<{ n: number }>(sql`select count(*)::int as n from bank_statement`))[0]?.n;
const statementIdOf = async (fileName: string) =>
  (await t.database.query<{ id: string }>(sql`select id from bank_statement where file_name = ${fileName}`))[0]?.id;
const noticesOf = async (orderNo: string) =>
  t.database.query<{ result: string; bank_reference: string }>(
    sql`select result, bank_reference from remit_notice where order_no = ${orderNo}`,
  );
const auditOf = (action: string, target: string) =>
  t.database.query<{ username: string; reason: string | null; after: Record<string, unknown> }>(
    sql`select username, reason, after from audit_log where action = ${action} and target = ${target}`,
  );

const orders: Record<'a' | 'b' | 'c1' | 'c2' | 'd' | 'e', string> = { a: '', b: '', c1: '', c2: '', d: '', e: '' };
let cardOrder: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  alice = await signIn(t.app);
  orders.a = await remitOrder('20000');
  orders.b = await remitOrder('3000');
  orders.c1 = await remitOrder('5000');
  orders.c2 = await remitOrder('5000');
  orders.d = await remitOrder('1700');
  orders.e = await remitOrder('800');
  const card = await placeOrder(t.app, 'purchase', alice, {
    fundCode: '000512',
    amount: '1000',
    paymentMethod: 'card',
    tradeacco: DEMO_TRADEACCO,
  });
  if (!card.body.data) throw new Error(`no card order: ${card.body.msg}`);
  cardOrder = card.body.data.order.orderNo;
  clock = new Date(clock.getTime() + 10 * 60_000);
  alice = await signIn(t.app);
}, 180_000);
afterAll(async () => {
  await files.remove();
  await t.close();
});

describe('importing a statement in the generic layout (GB18030 CSV)', () => {
  let statement: BankStatementItem;
  let lines: BankLineItem[];
  const genericRows = () => [
    GENERIC_HEADER,
    ['2026-11-20', '10:12:00', '20,000.00', '', '王明', '6222020000000001', `认购 ${orders.a}`, 'G0001'],
    ['2026-11-20', '10:13:00', '3000.00', '', '王小明', '6222020000000009', orders.b, 'G0002'],
    ['2026-11-20', '10:14:00', '5000', '', '王明', '6222020000000001', '基金认购款', 'G0003'],
    ['2026-11-20', '10:15:00', '', '12.00', '', '', '手续费', 'G0004'],
    ['2026-11-20', '10:16:00', '1000.00', '', '支付机构备付金', '', `快捷支付 ${cardOrder}`, 'G0005'],
  ];

  it('pays the order the line names, from the customer, with the exact amount', async () => {
    const file = await files.write('generic.csv', gb18030(csvText(genericRows())));
    statement = await imported(file);
    expect(statement).toMatchObject({
      layout: 'generic',
      lineCount: 5,
      duplicateCount: 0,
      periodStart: '2026-11-20',
      accountNo: t.config.remitAccount.accountNo,
      importedBy: 'service',
      counts: { matched: 2, unmatched: 1, ambiguous: 1, ignored: 1, manual: 0 },
    });
    lines = await linesOf(statement.id);
    expect(lines[0]).toMatchObject({ lineNo: 2, state: 'matched', orderNo: orders.a, amount: '20000.00', payerName: '王明' });
    expect((await orderOf(orders.a)).paymentStatus).toBe('paid');
    expect(await noticesOf(orders.a)).toEqual([{ result: 'matched', bank_reference: 'G0001' }]);
  });

  it('leaves a line from another payer unmatched and the order awaiting', async () => {
    expect(lines[1]).toMatchObject({ state: 'unmatched', orderNo: null });
    expect(lines[1]?.note).toContain('付款人户名与客户姓名不一致');
    expect((await orderOf(orders.b)).paymentStatus).toBe('awaiting');
  });

  it('puts a line two orders fit into the ambiguous queue, paying neither', async () => {
    expect(lines[2]).toMatchObject({ state: 'ambiguous', orderNo: null });
    expect((await orderOf(orders.c1)).paymentStatus).toBe('awaiting');
    expect((await orderOf(orders.c2)).paymentStatus).toBe('awaiting');
    expect((await linesOf(statement.id, 'ambiguous')).map((line) => line.lineNo)).toEqual([4]);
  });

  it('sets a fee aside and records a card payment against its order', async () => {
    expect(lines[3]).toMatchObject({ direction: 'out', state: 'ignored' });
    expect(lines[4]).toMatchObject({ state: 'matched', orderNo: cardOrder });
  });

  it('refuses the same file again and writes nothing', async () => {
    const again = await upload(await files.write('generic-again.csv', gb18030(csvText(genericRows()))));
    expect(again.statusCode).toBe(409);
    expect(again.json<{ code: string }>().code).toBe(ERRORS.OPS_BANK_STATEMENT_DUPLICATE.code);
    expect(await statementCount()).toBe(1);
  });

  it('an overlapping export keeps only its new lines: nothing is matched twice', async () => {
    const rows = [...genericRows(), ['2026-11-20', '11:00:00', '', '3.00', '', '', '手续费', 'G0006']];
    const overlap = await imported(await files.write('generic-later.csv', csvText(rows)));
    expect(overlap).toMatchObject({ lineCount: 6, duplicateCount: 5, counts: { matched: 0, ignored: 1 } });
    expect(await noticesOf(orders.a)).toHaveLength(1);
    expect((await linesOf(overlap.id)).map((line) => line.bankSerial)).toEqual(['G0006']);
  });

  it('manual match pays the order under the same checks, with an audit row', async () => {
    const ambiguous = lines[2]!;
    const wrong = await opsInject(t.app, 'service', {
      method: 'POST',
      url: `/api/ops/bank-statements/lines/${ambiguous.id}/match`,
      payload: { orderNo: orders.d },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: ERRORS.OPS_REMIT_MISMATCH.code, data: { field: 'orderNo' } });
    const response = await opsInject(t.app, 'service', {
      method: 'POST',
      url: `/api/ops/bank-statements/lines/${ambiguous.id}/match`,
      payload: { orderNo: orders.c1 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: BankLineItem }>().data).toMatchObject({ state: 'manual', orderNo: orders.c1, resolvedBy: 'service' });
    expect((await orderOf(orders.c1)).paymentStatus).toBe('paid');
    expect(await auditOf('bank_statement.match', `bank_statement_line:${ambiguous.id}`)).toMatchObject([
      { username: 'service', after: { state: 'manual', orderNo: orders.c1, amount: '5000.00' } },
    ]);
    const twice = await opsInject(t.app, 'maker', {
      method: 'POST',
      url: `/api/ops/bank-statements/lines/${ambiguous.id}/match`,
      payload: { orderNo: orders.c2 },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ code: string }>().code).toBe(ERRORS.OPS_BANK_LINE_STATE.code);
  });

  it('ignore sets a line aside with the reason, in the audit log', async () => {
    const other = lines[1]!;
    const empty = await opsInject(t.app, 'service', {
      method: 'POST',
      url: `/api/ops/bank-statements/lines/${other.id}/ignore`,
      payload: { reason: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ msg: expect.stringContaining('原因') });
    const response = await opsInject(t.app, 'maker', {
      method: 'POST',
      url: `/api/ops/bank-statements/lines/${other.id}/ignore`,
      payload: { reason: '非客户本人汇款，已原路退回' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: BankLineItem }>().data).toMatchObject({
      state: 'ignored',
      note: '非客户本人汇款，已原路退回',
      resolvedBy: 'maker',
    });
    expect(await auditOf('bank_statement.ignore', `bank_statement_line:${other.id}`)).toMatchObject([
      { username: 'maker', reason: '非客户本人汇款，已原路退回' },
    ]);
  });
});

describe('other layouts and files', () => {
  it('a 招商银行 交易明细 CSV (UTF-8, title rows above the header) pays the order named in 用途', async () => {
    const rows = [
      ['账号：' + t.config.remitAccount.accountNo],
      CMB_HEADER,
      [
        '20261120',
        '10:20:00',
        '20261120',
        '汇入汇款',
        '',
        '1,700.00',
        '81,700.00',
        '汇款',
        'K6205900000017C',
        `订单${orders.d}`,
        '王明',
        '6222020000000001',
      ],
    ];
    const statement = await imported(await files.write('cmb.csv', `\uFEFF${csvText(rows)}`));
    expect(statement).toMatchObject({ layout: 'cmb', layoutName: '招商银行企业网银交易明细', counts: { matched: 1 } });
    expect((await orderOf(orders.d)).paymentStatus).toBe('paid');
  });

  it('an .xlsx in the generic layout pays the order', async () => {
    const bytes = await xlsxBytes([GENERIC_HEADER, ['2026-11-20', '10:25:00', 800, '', '王明', '6222020000000001', orders.e, 'X0001']]);
    const statement = await imported(await files.write('statement.xlsx', bytes));
    expect(statement.counts.matched).toBe(1);
    expect((await orderOf(orders.e)).paymentStatus).toBe('paid');
  });

  it('a bad amount refuses the whole file, naming line and column, and writes nothing', async () => {
    const before = await statementCount();
    const rows = [
      GENERIC_HEADER,
      ['2026-11-20', '10:30:00', '5000.00', '', '王明', '', orders.c2, 'B0001'],
      ['2026-11-20', '10:31:00', '5O0.00', '', '王明', '', '', 'B0002'],
    ];
    const response = await upload(await files.write('bad.csv', csvText(rows)));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: ERRORS.OPS_BANK_STATEMENT_FILE.code,
      msg: '第 3 行第 3 列「收入金额」：金额格式不正确（应为不带符号、最多两位小数的数字）',
      data: { field: 'file', line: 3, column: 3 },
    });
    expect(await statementCount()).toBe(before);
    expect((await orderOf(orders.c2)).paymentStatus).toBe('awaiting');
  });

  it('a layout named with the file must be the file’s', async () => {
    const rows = [GENERIC_HEADER, ['2026-11-20', '10:40:00', '1.00', '', '王明', '', '', 'L0001']];
    const response = await upload(await files.write('named.csv', csvText(rows)), 'service', 'cmb');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ msg: string }>().msg).toContain('未找到流水文件的表头');
    const unknown = await upload(await files.write('named.csv', csvText(rows)), 'service', 'abc');
    expect(unknown.json()).toMatchObject({ data: { field: 'bank' } });
  });

  it('the CLI imports a file by path and prints the counts; a bad file fails with its line and column', async () => {
    const rows = [GENERIC_HEADER, ['2026-11-20', '10:50:00', '', '2.00', '', '', '手续费', 'C0001']];
    const file = await files.write('cli.csv', csvText(rows));
    const context = { config: t.config, database: t.database, keys: await testKeys(), now: () => clock };
    const printed = await bankStatementImportCommand.run(context, [files.pathOf(file.name), '--bank', 'generic']);
    expect(printed).toContain('已导入 cli.csv（通用格式');
    expect(printed).toContain('无需处理 1 条');
    const bad = await files.write('cli-bad.csv', csvText([GENERIC_HEADER, ['2026-13-01', '', '1', '', '', '', '', 'C0002']]));
    await expect(bankStatementImportCommand.run(context, [files.pathOf(bad.name)])).rejects.toThrow('第 2 行第 1 列「交易日期」');
    expect(await auditOf('bank_statement.import', `bank_statement:${(await statementIdOf('cli.csv')) ?? ''}`)).toMatchObject([
      { username: 'cli' },
    ]);
  });

  it('lists the imports, the latest first', async () => {
    const list = (await opsInject(t.app, 'service', { url: '/api/ops/bank-statements' })).json<{ data: BankStatementListResponse }>().data
      .list;
    expect(list.map((item) => item.fileName)).toEqual(['cli.csv', 'statement.xlsx', 'cmb.csv', 'generic-later.csv', 'generic.csv']);
  });

  it('only bank.statement may import or read statements', async () => {
    for (const role of ['auditor', 'checker', 'admin', 'content']) {
      expect((await opsInject(t.app, role, { url: '/api/ops/bank-statements' })).statusCode).toBe(403);
    }
  });
});
