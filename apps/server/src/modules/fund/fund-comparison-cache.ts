import type { ComparedFund } from '@fund-direct/domain/contracts';
import { toDecimal } from '@fund-direct/domain/money';
import {
  adjustedSeries,
  comparedFigures,
  fundPerformance,
  type ComparedFigures,
  type ComparisonWindow,
  type FundPerformance,
} from '@fund-direct/domain/yield';
import type { Database } from '../../db/database.ts';
import { cacheMetrics } from '../../plugins/metrics-registry.ts';
import { fundDataVersion } from './fund-cache.ts';
import { selectFeeTiers, selectFundExtra, selectFundManagers } from './fund.repository.ts';
import { loadHistories } from './nav.repository.ts';

// Comparisons read whole NAV histories (ten years: 2,500 days a fund). Building a fund's adjusted series and return
// sums costs far more than a comparison, and like its fees and managers changes only when fund data changes
// (markFundDataChanged). The most recently compared funds are kept until then, at most MAX_FUNDS of them, each with the
// figures of the last few windows asked for (a period's window moves once a day).
const MAX_FUNDS = 200;
const MAX_WINDOWS = 12;
const MAX_AGE_MS = 5 * 60_000;

export type FundFacts = Pick<ComparedFund, 'maxPurchaseRate' | 'managementRate' | 'custodyRate' | 'salesServiceRate' | 'managers'>;

export interface ComparableFund {
  performance: FundPerformance;
  facts: FundFacts;
  figures(window: ComparisonWindow, riskFreeRate: string, maxPoints: number): ComparedFigures;
}

interface Entry {
  version: number;
  at: number;
  fund: ComparableFund;
}

const byDatabase = new WeakMap<object, Map<string, Entry>>();
const metrics = cacheMetrics('fund_comparison');

async function fundFacts(db: Database, code: string): Promise<FundFacts> {
  const [extra, tiers, managers] = await Promise.all([selectFundExtra(db, code), selectFeeTiers(db, code), selectFundManagers(db, code)]);
  const purchaseRates = tiers.filter((tier) => tier.feeKind === 'purchase' && tier.rate !== null).map((tier) => tier.rate as string);
  return {
    maxPurchaseRate: purchaseRates.reduce<string | null>((max, rate) => (max === null || toDecimal(rate).gt(max) ? rate : max), null),
    managementRate: extra?.managementRate ?? '0',
    custodyRate: extra?.custodyRate ?? '0',
    salesServiceRate: extra?.salesServiceRate ?? null,
    managers: managers.filter((m) => m.endDate === null).map((m) => ({ manId: m.manId, name: m.name })),
  };
}

function comparable(performance: FundPerformance, facts: FundFacts): ComparableFund {
  const figures = new Map<string, ComparedFigures>();
  return {
    performance,
    facts,
    figures(window, riskFreeRate, maxPoints) {
      const key = `${window.from}|${window.to}|${riskFreeRate}|${maxPoints}`;
      let found = figures.get(key);
      if (!found) {
        found = comparedFigures(performance, window, riskFreeRate, maxPoints);
        if (figures.size >= MAX_WINDOWS) figures.delete(figures.keys().next().value as string);
        figures.set(key, found);
      }
      return found;
    },
  };
}

function entriesOf(db: Database): Map<string, Entry> {
  let entries = byDatabase.get(db);
  if (!entries) {
    entries = new Map();
    byDatabase.set(db, entries);
  }
  return entries;
}

// Each listed fund ready to compare (a fund without NAVs has an empty series).
export async function comparableFunds(db: Database, funds: readonly { code: string; isMoneyFund: boolean }[]): Promise<ComparableFund[]> {
  const entries = entriesOf(db);
  const version = fundDataVersion();
  const isFresh = (entry: Entry | undefined) => entry !== undefined && entry.version === version && Date.now() - entry.at < MAX_AGE_MS;
  const missing = funds.filter((fund) => !isFresh(entries.get(fund.code)));
  metrics.hit(funds.length - missing.length);
  if (missing.length > 0) {
    metrics.miss(missing.length);
    const [histories, facts] = await Promise.all([
      loadHistories(db, { codes: missing.map((fund) => fund.code) }),
      Promise.all(missing.map((fund) => fundFacts(db, fund.code))),
    ]);
    missing.forEach((fund, i) => {
      const series = adjustedSeries(histories.get(fund.code)?.points ?? [], fund.isMoneyFund ? 'money' : 'nav');
      entries.delete(fund.code);
      entries.set(fund.code, { version, at: Date.now(), fund: comparable(fundPerformance(series), facts[i] as FundFacts) });
    });
    // A Map iterates in insertion order: the first keys are the least recently built.
    for (const code of entries.keys()) {
      if (entries.size <= MAX_FUNDS) break;
      entries.delete(code);
    }
  }
  return funds.map((fund) => (entries.get(fund.code) as Entry).fund);
}
