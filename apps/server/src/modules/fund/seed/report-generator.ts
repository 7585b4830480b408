import type { CheckedHolding, CheckedIndustry, CheckedReport } from '@fund-direct/domain/report';
import { MoneyDecimal } from '@fund-direct/domain/money';
import type { SeedFund } from './funds.data.ts';
import { walkKey } from './nav-generator.ts';
import { hashSeed, normalStream, uniformStream } from './random.ts';
import { stockPool, type SeedStock } from './stocks.data.ts';

// Plausible quarterly report figures for a seeded fund, consistent the way a real report is: net assets are the shares
// at the report date's NAV, every ratio is its market value over net assets (printed to two decimals of a percent),
// the asset classes make 100 %, the top ten are ordered by market value and the industries add up to the stock
// holdings. Share classes of one portfolio (A/C) share its allocation, stocks and weights. The domain's report rules
// (report-check.ts) accept every report made here (a test exports them as a file and checks it).

export const SEEDED_REPORT_QUARTERS = 12;

// The quarter ends from `from` to `to`, both included.
export function quarterEnds(from: string, to: string): string[] {
  const out: string[] = [];
  let year = Number(from.slice(0, 4));
  for (;;) {
    for (const end of ['03-31', '06-30', '09-30', '12-31']) {
      const date = `${year}-${end}`;
      if (date > to) return out;
      if (date >= from) out.push(date);
    }
    year += 1;
  }
}

const uniform = (key: string) => uniformStream(hashSeed(key))();
const between = (key: string, low: number, high: number) => low + (high - low) * uniform(key);
// Fractions of a whole in ten-thousandths (two decimals of a percent).
const bp = (fraction: number) => Math.round(fraction * 10_000);

// Each class's shares at every quarter end since setup: a raise of 3 to 30 亿份 (a C class less), then quarterly flows
// that drift back towards it (a fund's size wanders, it does not grow without end): log-shares move a quarter of the
// way back to the start and ±8 % at random.
export function seedShares(fund: SeedFund, dates: readonly string[]): Map<string, MoneyDecimal> {
  const classShare = fund.shareClass === 'C' || fund.shareClass === 'B' ? 0.4 : 1;
  const start = Math.log(between(`shares:${fund.code}`, 3e8, 3e9) * classShare);
  let level = start;
  const out = new Map<string, MoneyDecimal>();
  dates.forEach((date, i) => {
    if (i > 0) level += 0.25 * (start - level) + 0.08 * normalStream(hashSeed(`flow:${fund.code}:${date}`))();
    out.set(date, new MoneyDecimal(Math.round(Math.exp(level) * 100)).div(100));
  });
  return out;
}

// Stock, bond and other as fractions in ten-thousandths (cash is the rest), by what the fund's walk says it holds.
function allocationPlan(fund: SeedFund, key: string): { stock: number; bond: number; other: number } {
  const beta = fund.walk?.beta ?? 0;
  const other = bp(between(`other:${key}`, 0.002, 0.012));
  const cash = bp(between(`cash:${key}`, 0.03, 0.12));
  if (fund.fundType === '4') {
    // A FOF holds funds (其他) mostly.
    return {
      stock: bp(between(`stock:${key}`, 0.02, 0.06)),
      bond: bp(between(`bond:${key}`, 0.08, 0.16)),
      other: bp(between(`fof:${key}`, 0.66, 0.76)),
    };
  }
  if (fund.name.includes('可转债'))
    return { stock: bp(between(`stock:${key}`, 0.08, 0.15)), bond: bp(between(`bond:${key}`, 0.74, 0.8)), other };
  if (beta === 0) return { stock: 0, bond: 10_000 - cash - other, other };
  // An equity QDII is fully invested abroad, whatever its walk's exposure to the A-share market.
  const stock = bp(
    fund.fundType === '8'
      ? between(`stock:${key}`, 0.85, 0.93)
      : Math.min(0.93, Math.max(0.05, beta * 0.95 - 0.03 + 0.06 * uniform(`stock:${key}`))),
  );
  return { stock, bond: Math.max(0, 10_000 - stock - cash - other), other };
}

// Ten different stocks of the fund's pool, the same within a year (portfolios turn over slowly).
function pickStocks(pool: readonly SeedStock[], key: string, year: string): SeedStock[] {
  const next = uniformStream(hashSeed(`pick:${key}:${year}`));
  const shuffled = [...pool];
  for (let i = shuffled.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j] as SeedStock, shuffled[i] as SeedStock];
  }
  return shuffled.slice(0, 10);
}

const cents = (value: MoneyDecimal) => value.toDecimalPlaces(2, MoneyDecimal.ROUND_HALF_UP);
const ratioOf = (part: MoneyDecimal, whole: MoneyDecimal) => part.div(whole).toDecimalPlaces(4, MoneyDecimal.ROUND_HALF_UP);

const OTHER_INDUSTRIES = ['J', 'I', 'D', 'B', 'F', 'K', 'G', 'E', 'M', 'Q', 'R', 'N'] as const;
const INDUSTRY_NAMES: Readonly<Record<string, string>> = {
  A: '农、林、牧、渔业',
  B: '采矿业',
  C: '制造业',
  D: '电力、热力、燃气及水生产和供应业',
  E: '建筑业',
  F: '批发和零售业',
  G: '交通运输、仓储和邮政业',
  I: '信息传输、软件和信息技术服务业',
  J: '金融业',
  K: '房地产业',
  M: '科学研究和技术服务业',
  N: '水利、环境和公共设施管理业',
  Q: '卫生和社会工作',
  R: '文化、体育和娱乐业',
};

function holdingsOf(fund: SeedFund, key: string, date: string, stockValue: MoneyDecimal, netAssets: MoneyDecimal): CheckedHolding[] {
  const broadIndex = fund.fundType === '6' || fund.fundType === '9';
  const topShare = between(`top:${key}:${date}`, broadIndex ? 0.3 : 0.45, broadIndex ? 0.45 : 0.65);
  const raw = Array.from({ length: 10 }, (_, i) => 0.88 ** i * (1 + 0.15 * uniform(`weight:${key}:${date}:${i}`)));
  const total = raw.reduce((a, b) => a + b, 0);
  const values = raw.map((w) => cents(stockValue.times(bp((w / total) * topShare)).div(10_000))).sort((a, b) => b.comparedTo(a));
  return pickStocks(stockPool(fund.name), key, date.slice(0, 4)).map((stock, i) => ({
    line: 0,
    rank: i + 1,
    securityCode: stock.code,
    securityName: stock.name,
    marketValue: (values[i] as MoneyDecimal).toFixed(2),
    ratio: ratioOf(values[i] as MoneyDecimal, netAssets).toFixed(6),
  }));
}

// The stock holdings by industry: the top ten's industries, with 70 % of the rest of the stocks spread over them by
// size and 30 % over three other industries; the last line takes what rounding left, so they add up exactly.
function industriesOf(
  key: string,
  date: string,
  holdings: readonly CheckedHolding[],
  industryOf: ReadonlyMap<string, string>,
  stockValue: MoneyDecimal,
  netAssets: MoneyDecimal,
): CheckedIndustry[] {
  const byIndustry = new Map<string, MoneyDecimal>();
  for (const holding of holdings) {
    const code = industryOf.get(holding.securityCode) ?? 'C';
    byIndustry.set(code, (byIndustry.get(code) ?? new MoneyDecimal(0)).plus(holding.marketValue));
  }
  const top = [...byIndustry.values()].reduce((a, b) => a.plus(b), new MoneyDecimal(0));
  const rest = stockValue.minus(top);
  const spread = [...byIndustry.entries()].map(([code, value]) => [code, cents(rest.times(0.7).times(value).div(top))] as const);
  const extra = OTHER_INDUSTRIES.filter((code) => !byIndustry.has(code));
  const start = Math.floor(uniform(`industry:${key}:${date}`) * extra.length);
  const others = [0.5, 0.3, 0.2].map(
    (share, i) => [extra[(start + i) % extra.length] as string, cents(rest.times(0.3).times(share))] as const,
  );
  const values = new Map<string, MoneyDecimal>();
  for (const [code, value] of [...spread, ...others]) values.set(code, (byIndustry.get(code) ?? new MoneyDecimal(0)).plus(value));
  const lines = [...values.entries()].sort((a, b) => b[1].comparedTo(a[1]));
  const assigned = lines.slice(0, -1).reduce((sum, [, value]) => sum.plus(value), new MoneyDecimal(0));
  const last = lines[lines.length - 1];
  if (last) lines[lines.length - 1] = [last[0], stockValue.minus(assigned)];
  return lines
    .filter(([, value]) => value.gt(0))
    .map(([code, value]) => ({
      line: 0,
      industryCode: code,
      industryName: INDUSTRY_NAMES[code] ?? '制造业',
      marketValue: value.toFixed(2),
      ratio: ratioOf(value, netAssets).toFixed(6),
    }));
}

// One report of one class: `nav` is its unit NAV on (or last before) the report date, `shares` its shares then.
export function generateReport(fund: SeedFund, reportDate: string, nav: string, shares: MoneyDecimal): CheckedReport {
  const key = walkKey(fund);
  const netAssets = cents(shares.times(nav));
  const plan = allocationPlan(fund, `${key}:${reportDate}`);
  const stockValue = cents(netAssets.times(plan.stock).div(10_000));
  const bondValue = cents(netAssets.times(plan.bond).div(10_000));
  const otherValue = cents(netAssets.times(plan.other).div(10_000));
  const [stock, bond, other] = [stockValue, bondValue, otherValue].map((value) => ratioOf(value, netAssets)) as [
    MoneyDecimal,
    MoneyDecimal,
    MoneyDecimal,
  ];
  const holdings = stockValue.gt(0) ? holdingsOf(fund, key, reportDate, stockValue, netAssets) : [];
  const industryOf = new Map(stockPool(fund.name).map((stock) => [stock.code, stock.industry]));
  // QDII funds class foreign stocks by region and GICS sector, not by the CSRC table.
  const industries =
    holdings.length > 0 && fund.fundType !== '8' ? industriesOf(key, reportDate, holdings, industryOf, stockValue, netAssets) : [];
  return {
    line: 0,
    fundCode: fund.code,
    reportDate,
    netAssets: netAssets.toFixed(2),
    totalShares: shares.toFixed(2),
    stockRatio: stock.toFixed(6),
    bondRatio: bond.toFixed(6),
    cashRatio: new MoneyDecimal(1).minus(stock).minus(bond).minus(other).toFixed(6),
    otherRatio: other.toFixed(6),
    holdings,
    industries,
  };
}

// The report dates a seeded fund has: the last SEEDED_REPORT_QUARTERS quarter ends from its setup to its last NAV.
export function seededReportDates(setupDate: string, lastNavDate: string): string[] {
  return quarterEnds(setupDate, lastNavDate).slice(-SEEDED_REPORT_QUARTERS);
}
