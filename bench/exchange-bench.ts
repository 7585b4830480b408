import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { toTransactionConfirmationRecord, type ExchangeRecord } from '@fund-direct/domain/exchange';
import type { DatabaseHandle } from '../apps/server/src/db/database.ts';
import { rowsOf } from '../apps/server/src/db/rows.ts';
import { loadConfig, type ExchangeConfig } from '../apps/server/src/config.ts';
import { exportExchangeDay } from '../apps/server/src/modules/exchange/exchange-export.service.ts';
import { importExchangeDay } from '../apps/server/src/modules/exchange/exchange-import.service.ts';
import { ensureExchangeDayDir } from '../apps/server/src/modules/exchange/exchange-paths.ts';
import { writeDataFile } from '../apps/server/src/modules/exchange/protocol/data-file-writer.ts';
import { writeIndexFile } from '../apps/server/src/modules/exchange/protocol/index-file.ts';
import { createFieldCipher } from '../apps/server/src/security/field-cipher.ts';
import { trialsOnTemplateCopies } from './postgres-trials.ts';
import { prepareBenchOrders } from './ta-bench.ts';

// Issue 34: writing a 1,000,000-record transaction application file, and importing a 1,000,000-record confirmation
// file (checked whole, staged, then confirmed by the batch in registrar mode), each under 60 s on PostgreSQL, with
// memory that does not grow with the file. `npm run bench -- exchange [--orders=N]`.
const DEFAULT_ORDERS = 1_000_000;
const TARGET_MS = 60_000;
const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/test';

function flag(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

// The peak resident memory above the level at the start, sampled while `work` runs.
async function measured<T>(work: () => Promise<T>): Promise<{ value: T; ms: number; peakMb: number }> {
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  try {
    const value = await work();
    return { value, ms: performance.now() - started, peakMb: (peak - base) / 2 ** 20 };
  } finally {
    clearInterval(sampler);
  }
}

// The bench's orders as the order book numbers them, each customer with a fund account and a transaction account.
async function asSentOrders(database: DatabaseHandle, orders: number): Promise<string> {
  const day = await prepareBenchOrders(database, { orders, redemptions: Math.round(orders * 0.3), customers: Math.round(orders * 0.2) });
  const db = database.db;
  await db.execute(sql`insert into fund_account (account_no, customer_id, opened_at)
    select '88' || lpad(row_number() over (order by custno)::text, 10, '0'), id, now() - interval '30 days' from customer where custno like 'B%'`);
  await db.execute(sql`update trade_order set order_no = to_char(trade_date, 'YYYYMMDD')
      || case when order_no like 'BR%' then '1' else '2' end || right(order_no, 9),
    tradeacco = lpad(abs(hashtext(customer_id::text))::text, 10, '0')
    where trade_date = ${day}::date`);
  await database.query('analyze');
  return day;
}

// The registrar's answer to every application of the day, written straight from the orders (at the day's NAV, no fee).
async function* confirmations(database: DatabaseHandle, day: string): AsyncGenerator<ExchangeRecord> {
  let after = '';
  let serial = 0;
  for (;;) {
    const rows = await rowsOf<{
      order_no: string;
      business_code: string;
      fund_code: string;
      account_no: string;
      tradeacco: string;
      amount: string | null;
      shares: string | null;
      nav: string;
    }>(
      database.db,
      sql`select o.order_no, o.business_code, o.fund_code, fa.account_no, o.tradeacco, o.amount::text as amount, o.shares::text as shares,
            n.unit_nav::text as nav
          from trade_order o join fund_account fa on fa.customer_id = o.customer_id
          join nav n on n.fund_code = o.fund_code and n.nav_date = o.trade_date
          where o.trade_date = ${day}::date and o.order_no > ${after} order by o.order_no limit 10000`,
    );
    for (const r of rows) {
      serial += 1;
      const redeem = r.business_code === '024';
      const nav = Number(r.nav);
      yield toTransactionConfirmationRecord({
        appSheetSerialNo: r.order_no,
        taSerialNo: `${day.replaceAll('-', '')}${String(serial).padStart(12, '0')}`,
        confirmDate: day,
        transactionDate: day,
        businessCode: redeem ? '124' : '122',
        returnCode: '0000',
        fundCode: r.fund_code,
        targetFundCode: '',
        distributorCode: 'F01',
        fundAccount: r.account_no,
        transactionAccountId: r.tradeacco,
        // Figures for the bench only (a float is fine for made-up shares); the books take them as written.
        confirmedAmount: redeem ? (Number(r.shares) * nav).toFixed(2) : (r.amount ?? '0'),
        confirmedShares: redeem ? (r.shares ?? '0') : (Math.floor((Number(r.amount) / nav) * 100) / 100).toFixed(2),
        nav: r.nav,
        fee: '0',
        targetConfirmedShares: '0',
        targetNav: '0',
        errorDetail: '',
      });
    }
    const last = rows.at(-1);
    if (!last || rows.length < 10000) return;
    after = last.order_no;
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const verdict = (ms: number) => (ms < TARGET_MS ? `✓ < ${seconds(TARGET_MS)} s` : `✗ target < ${seconds(TARGET_MS)} s`);

export async function runExchangeBench(): Promise<void> {
  const orders = Number(flag('orders') ?? DEFAULT_ORDERS);
  console.log(`Exchange files: ${orders} applications of one day (PostgreSQL)`);
  const dir = await mkdtemp(path.join(tmpdir(), 'fd-exchange-bench-'));
  const exchange: ExchangeConfig = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' }).exchange, mode: 'exchange', dir };
  const fieldCipher = createFieldCipher(randomBytes(32));
  try {
    await trialsOnTemplateCopies(
      process.env.DATABASE_URL || DEFAULT_PG,
      'fd_exchange_bench',
      1,
      (database) => asSentOrders(database, orders),
      async (database, day) => {
        const deps = { db: database.db, exchange, fieldCipher };
        const now = new Date(`${day}T20:00:00+08:00`);
        const exported = await measured(() => exportExchangeDay(deps, day, now));
        const file = exported.value.find((f) => f.fileType === '03');
        console.log(
          `  write 03 交易类申请: ${file?.recordCount} records in ${seconds(exported.ms)} s, peak +${exported.peakMb.toFixed(0)} MB  ${verdict(exported.ms)}`,
        );

        const inbox = await ensureExchangeDayDir(exchange, 'inbox', day);
        const header = { version: exchange.version, sender: exchange.taCode, receiver: exchange.salesAgencyCode, date: day };
        const answer = await writeDataFile(inbox, { ...header, fileType: '04', records: confirmations(database, day) });
        await writeIndexFile(inbox, { ...header, fileNames: [answer.name] });

        const imported = await measured(() => importExchangeDay(deps, day, now));
        const batchMs = imported.value.batch.reduce((sum, step) => sum + step.ms, 0);
        console.log(
          `  import 04 交易类确认: ${answer.recordCount} records in ${seconds(imported.ms)} s (checked and staged ${seconds(imported.ms - batchMs)} s, batch ${seconds(batchMs)} s), peak +${imported.peakMb.toFixed(0)} MB  ${verdict(imported.ms)}`,
        );
        console.log(`    confirmed ${imported.value.confirmations}, breaks ${imported.value.breaks}`);
        for (const step of imported.value.batch)
          console.log(`    ${step.step.padEnd(24)} ${String(step.rows).padStart(8)} rows ${step.ms.toFixed(0).padStart(7)} ms`);
      },
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
