import { benchmarkSeries, type AdjustedPoint, type BenchmarkComponent } from '@fund-direct/domain/yield';
import type { Database } from '../../db/database.ts';
import { FundDataKeyedCache } from './fund-cache.ts';
import { comparableFunds } from './fund-comparison-cache.ts';
import { selectBenchmarkComponents, selectIndexCloses } from './fund-report.repository.ts';

// A fund's benchmark (业绩比较基准) as its own series, on the fund's NAV days (domain benchmarkSeries): built from the
// components and the indexes' closes once per fund-data version, like the comparison's series it is laid beside.
const benchmarks = new FundDataKeyedCache<AdjustedPoint[]>('fund_benchmark', 200);

export function fundBenchmarkSeries(db: Database, fund: { code: string; isMoneyFund: boolean }): Promise<AdjustedPoint[]> {
  return benchmarks.get(db, fund.code, async () => {
    const [[comparable], components] = await Promise.all([comparableFunds(db, [fund]), selectBenchmarkComponents(db, fund.code)]);
    const days = (comparable?.performance.series ?? []).map((point) => point.date);
    if (days.length === 0 || components.length === 0) return [];
    const indexCodes = [...new Set(components.flatMap((c) => (c.indexCode ? [c.indexCode] : [])))];
    const closes = new Map<string, { date: string; close: string }[]>(indexCodes.map((code) => [code, []]));
    // A close before the fund's first day is the base of its first day's return.
    for (const row of await selectIndexCloses(db, indexCodes, null))
      closes.get(row.indexCode)?.push({ date: row.closeDate, close: row.close });
    const parts = components.map((c): BenchmarkComponent =>
      c.indexCode
        ? { kind: 'index', weight: c.weight, closes: closes.get(c.indexCode) ?? [] }
        : { kind: 'rate', weight: c.weight, annualRate: c.annualRate ?? '0' },
    );
    return benchmarkSeries(days, parts);
  });
}
