import { FUND_TYPES } from '@fund-direct/domain/codes';
import {
  checkNavEntries,
  type CheckedNav,
  type NavEntry,
  type NavFundProfile,
  type NavProblem,
  type NumberedNavEntry,
} from '@fund-direct/domain/nav';
import { dailyChanges } from '@fund-direct/domain/yield';
import type { Database, DbExecutor } from '../../db/database.ts';
import { recomputeYields } from './recompute-yields.ts';
import { markFundDataChanged } from './fund-cache.ts';
import { readNavCsv } from './nav-csv.ts';
import { loadPublicationHistories, selectImportFunds, updateDailyChanges, upsertNavRows } from './nav.repository.ts';

export class NavImportError extends Error {
  override readonly name = 'NavImportError';
}

export interface NavImportResult {
  rows: number;
  funds: number;
}

const QDII = Object.entries(FUND_TYPES).find(([, label]) => label === 'QDII')?.[0];

// What the NAV rules need to know of every fund, by code.
export async function navFundProfiles(executor: DbExecutor): Promise<Map<string, NavFundProfile>> {
  const rows = await selectImportFunds(executor);
  return new Map(rows.map((r) => [r.code, { isMoneyFund: r.isMoneyFund, isQdii: r.fundType === QDII, setupDate: r.setupDate }]));
}

export function formatImportErrors(errors: readonly NavProblem[]): string {
  return [`导入失败：${errors.length} 处错误，未导入任何数据`, ...errors.map((e) => `  ${e.text}`)].join('\n');
}

// Validates the whole file first; any bad line → nothing is applied.
export async function importNavCsv(db: Database, text: string): Promise<NavImportResult> {
  const entries = readNavCsv(text);
  if (entries.length === 0) throw new NavImportError('导入失败：文件中没有净值数据');
  return writeCheckedNavs(db, await checked(db, entries));
}

// The same checks and write for NAVs made in process (the demo generator), without a CSV text in between.
export async function importNavEntries(db: Database, entries: readonly NavEntry[]): Promise<NavImportResult> {
  return writeCheckedNavs(
    db,
    await checked(
      db,
      entries.map((entry, index) => ({ line: index + 1, entry })),
    ),
  );
}

async function checked(db: Database, entries: readonly NumberedNavEntry[]) {
  return checkNavEntries(entries, { funds: await navFundProfiles(db) });
}

async function writeCheckedNavs(db: Database, { rows, errors }: { rows: CheckedNav[]; errors: NavProblem[] }): Promise<NavImportResult> {
  if (errors.length > 0) throw new NavImportError(formatImportErrors(errors));
  const result = await db.transaction((tx) => applyNavRows(tx, rows));
  // Again after commit, so no request caches what it read between the two.
  markFundDataChanged();
  return result;
}

// Inside the caller's transaction (the CLI import's own, or a NAV proposal's approval): upserts the checked NAVs,
// recomputes the daily changes of their funds from the first day written and then their yields.
export async function applyNavRows(tx: DbExecutor, rows: readonly CheckedNav[]): Promise<NavImportResult> {
  const codes = [...new Set(rows.map((r) => r.fundCode))].sort();
  await upsertNavRows(
    tx,
    rows.map((r) => ({
      fund_code: r.fundCode,
      nav_date: r.date,
      unit_nav: r.unitNav,
      acc_nav: r.accNav,
      income_per_10k: r.incomePer10k,
      yield_7d: r.yield7d,
    })),
  );
  const firstDay = new Map<string, string>();
  for (const r of rows) if (!firstDay.has(r.fundCode) || r.date < (firstDay.get(r.fundCode) as string)) firstDay.set(r.fundCode, r.date);
  const histories = await loadPublicationHistories(
    tx,
    [...firstDay].map(([fund_code, from]) => ({ fund_code, from })),
  );
  const changes: { fund_code: string; nav_date: string; daily_change: string | null }[] = [];
  for (const history of histories.values()) {
    const from = firstDay.get(history.code) ?? '';
    // Each day's change needs only the published day before it: the points from the last one before `from` with a NAV.
    const first = history.points.findIndex((p) => p.date >= from);
    if (first < 0) continue;
    const before = history.points.slice(0, first).findLastIndex((p) => Boolean(p.unitNav));
    const points = history.points.slice(before >= 0 ? before : first);
    const values = history.isMoneyFund ? [] : dailyChanges(points, 'nav');
    points.forEach((p, i) => {
      // The day after an imported day changes too.
      if (p.date >= from) changes.push({ fund_code: history.code, nav_date: p.date, daily_change: values[i] ?? null });
    });
  }
  await updateDailyChanges(tx, changes);
  await recomputeYields(tx, { codes, histories });
  return { rows: rows.length, funds: codes.length };
}
