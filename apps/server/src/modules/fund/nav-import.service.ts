import { dailyChanges } from '@fund-direct/domain/yield';
import type { Database } from '../../db/database.ts';
import { recomputeYields } from '../../jobs/recompute-yields.ts';
import { markFundDataChanged } from './fund-cache.ts';
import { formatImportErrors, parseNavCsv, type ImportFund } from './nav-csv.ts';
import { loadHistories, selectImportFunds, updateDailyChanges, upsertNavRows } from './nav.repository.ts';

export class NavImportError extends Error {
  override readonly name = 'NavImportError';
}

export interface NavImportResult {
  rows: number;
  funds: number;
}

async function knownFunds(db: Database): Promise<Map<string, ImportFund>> {
  const rows = await selectImportFunds(db);
  return new Map(rows.map((r) => [r.code, { isMoneyFund: r.is_money_fund, setupDate: r.setup_date }]));
}

// Validates the whole file first; any bad line → nothing is applied. Otherwise one transaction
// upserts the NAVs, recomputes the daily changes of the imported funds and then their yields.
export async function importNavCsv(db: Database, text: string): Promise<NavImportResult> {
  const { rows, errors } = parseNavCsv(text, await knownFunds(db));
  if (errors.length > 0) throw new NavImportError(formatImportErrors(errors));
  const codes = [...new Set(rows.map((r) => r.fundCode))].sort();
  await db.transaction(async (tx) => {
    const payload = rows.map((r) => ({
      fund_code: r.fundCode,
      nav_date: r.date,
      unit_nav: r.unitNav,
      acc_nav: r.accNav,
      income_per_10k: r.incomePer10k,
      yield_7d: r.yield7d,
    }));
    await upsertNavRows(tx, payload);
    const histories = await loadHistories(tx, { codes });
    const firstDay = new Map<string, string>();
    for (const r of rows) if (!firstDay.has(r.fundCode) || r.date < (firstDay.get(r.fundCode) as string)) firstDay.set(r.fundCode, r.date);
    const changes: { fund_code: string; nav_date: string; daily_change: string | null }[] = [];
    for (const history of histories.values()) {
      const from = firstDay.get(history.code) ?? '';
      const values = dailyChanges(history.points, history.isMoneyFund ? 'money' : 'nav');
      history.points.forEach((p, i) => {
        // The day after an imported day changes too.
        if (p.date >= from) changes.push({ fund_code: history.code, nav_date: p.date, daily_change: history.isMoneyFund ? null : (values[i] ?? null) });
      });
    }
    await updateDailyChanges(tx, changes);
    await recomputeYields(tx, { codes, histories });
  });
  // Again after commit, so no request caches what it read between the two.
  markFundDataChanged();
  return { rows: rows.length, funds: codes.length };
}
