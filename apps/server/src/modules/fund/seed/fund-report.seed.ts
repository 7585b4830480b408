import type { CheckedReport } from '@fund-direct/domain/report';
import type { SeedModule } from '../../../db/seed/seed-module.ts';
import type { Transaction } from '../../../db/database.ts';
import {
  insertMarketIndexes,
  insertMissingBenchmarkComponents,
  replaceReports,
  selectLastCloseDates,
  selectNavsOnReportDates,
  selectReportKeys,
  upsertIndexCloses,
} from '../fund-report.repository.ts';
import { SEED_BENCHMARKS, SEED_INDEXES } from './benchmarks.data.ts';
import { lastSeedTradingDay } from './fund.seed.ts';
import { SEED_FUNDS } from './funds.data.ts';
import { seedIndexCloses } from './index-closes.ts';
import { generateReport, quarterEnds, seedShares, seededReportDates } from './report-generator.ts';

// The benchmarks' indexes and definitions, the indexes' closes and the funds' quarterly reports. Like the other seeds
// it only adds what is missing: closes after each index's last stored day, components of funds without any, reports
// of (fund, date) pairs not stored — what operations imported or changed stays as it is.

async function seedBenchmarks(tx: Transaction): Promise<void> {
  await insertMarketIndexes(
    tx,
    SEED_INDEXES.map(({ code, name }) => ({ code, name })),
  );
  await insertMissingBenchmarkComponents(
    tx,
    SEED_FUNDS.flatMap((fund) =>
      (SEED_BENCHMARKS[fund.benchmark] ?? []).map((component, i) => ({
        fund_code: fund.code,
        seq: i + 1,
        index_code: 'indexCode' in component ? component.indexCode : null,
        rate_name: 'rateName' in component ? component.rateName : null,
        annual_rate: 'annualRate' in component ? component.annualRate : null,
        weight: component.weight,
      })),
    ),
  );
}

// Synthetic closes over the synthetic NAV history.
async function seedCloses(tx: Transaction, lastDay: string): Promise<void> {
  const stored = new Map((await selectLastCloseDates(tx)).map((row) => [row.code, row.last]));
  const closes = [...seedIndexCloses(lastDay)].flatMap(([indexCode, series]) => {
    const after = stored.get(indexCode) ?? '';
    return series.filter((point) => point.date > after).map((point) => ({ indexCode, date: point.date, close: point.close }));
  });
  await upsertIndexCloses(tx, closes);
}

// The seeded funds with NAVs (money funds report no stocks and are left without reports: the page's empty state).
async function seedReports(tx: Transaction, lastDay: string): Promise<void> {
  const funds = SEED_FUNDS.filter((fund) => fund.setupDate && fund.setupDate <= lastDay && fund.fundType !== '5');
  const stored = new Set((await selectReportKeys(tx)).map((row) => `${row.fundCode}|${row.reportDate}`));
  const wanted = funds.flatMap((fund) =>
    seededReportDates(fund.setupDate as string, lastDay)
      .filter((reportDate) => !stored.has(`${fund.code}|${reportDate}`))
      .map((reportDate) => ({ fund, reportDate })),
  );
  const navs = new Map(
    (
      await selectNavsOnReportDates(
        tx,
        wanted.map(({ fund, reportDate }) => ({ fundCode: fund.code, reportDate })),
      )
    ).map((row) => [`${row.fundCode}|${row.reportDate}`, row.unitNav]),
  );
  const reports: CheckedReport[] = [];
  for (const fund of funds) {
    const dates = wanted.filter((item) => item.fund === fund).map((item) => item.reportDate);
    if (dates.length === 0) continue;
    const shares = seedShares(fund, quarterEnds(fund.setupDate as string, lastDay));
    for (const reportDate of dates) {
      const nav = navs.get(`${fund.code}|${reportDate}`);
      const classShares = shares.get(reportDate);
      if (nav && classShares) reports.push(generateReport(fund, reportDate, nav, classShares));
    }
  }
  await replaceReports(tx, reports, 'seed');
}

// The benchmarks' indexes and definitions are reference data, seeded in production too.
export const fundReportSeed: SeedModule = {
  name: 'fund-reports',
  async run({ tx }) {
    await seedBenchmarks(tx);
  },
};

// Closes and reports generated from the synthetic NAVs: demo only (production imports them).
export const demoFundReportSeed: SeedModule = {
  name: 'demo-fund-reports',
  demoOnly: true,
  async run({ tx, now }) {
    const lastDay = lastSeedTradingDay(now);
    await seedCloses(tx, lastDay);
    await seedReports(tx, lastDay);
  },
};
