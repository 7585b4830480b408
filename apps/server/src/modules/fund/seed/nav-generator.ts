import { isTradingDay } from '@fund-direct/domain/calendar';
import { YieldDecimal, addDays, dailyChanges, sevenDayYield, type NavPoint } from '@fund-direct/domain/yield';
import { FEE_PROFILES } from './fee-profiles.ts';
import type { SeedFund } from './funds.data.ts';
import { hashSeed, marketReturn, normalStream } from './random.ts';

export interface GeneratedNav {
  date: string;
  unitNav: string;
  accNav: string;
  dailyChange: string | null;
  incomePer10k: string | null;
  yield7d: string | null;
}

export interface GeneratedHistory {
  navs: GeneratedNav[];
  dividends: { exDate: string; recordDate: string; payDate: string; cashPerShare: string }[];
  split: { date: string; ratio: string } | null;
  // The same points as the domain yield functions read them.
  points: NavPoint[];
}

const TRADING_DAYS_PER_YEAR = 245;

// The walk runs on integer ten-thousandths (NAV has 4 decimals), so every stored value is exact.
export function fromTenThousandths(n: number): string {
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  return `${sign}${Math.floor(abs / 10_000)}.${String(abs % 10_000).padStart(4, '0')}`;
}

export function daysBetween(from: string, to: string, tradingOnly: boolean): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) if (!tradingOnly || isTradingDay(d)) days.push(d);
  return days;
}

// C and B classes share the walk of their A class (same portfolio), less their sales service fee.
export function walkKey(fund: SeedFund): string {
  const shared = fund.shareClass === 'B' || fund.shareClass === 'C';
  return shared ? `${fund.code.slice(0, 5)}${Number(fund.code[5]) - 1}` : fund.code;
}

const empty = (): GeneratedHistory => ({ navs: [], dividends: [], split: null, points: [] });

// A raising fund (no setup date yet) has no NAV at all.
export function generateHistory(fund: SeedFund, lastDay: string): GeneratedHistory {
  if (!fund.setupDate || fund.setupDate > lastDay) return empty();
  return fund.fundType === '5' ? moneyHistory(fund, lastDay) : navHistory(fund, lastDay);
}

function navHistory(fund: SeedFund, lastDay: string): GeneratedHistory {
  const days = daysBetween(fund.setupDate as string, lastDay, true);
  const walk = fund.walk ?? { alpha: 0.04, beta: 0, vol: 0.003 };
  const drag = Number(FEE_PROFILES[fund.fees].fees.salesServiceRate ?? 0);
  const own = normalStream(hashSeed(`fund:${walkKey(fund)}`));
  const dividendCount = days.length > TRADING_DAYS_PER_YEAR ? (fund.dividends ?? 0) : 0;
  const dividendDays = new Set<number>();
  for (let k = 1; k <= dividendCount; k += 1) dividendDays.add(Math.floor((days.length * k) / (dividendCount + 1)));
  const splitDay = fund.split ? Math.floor(days.length * 0.45) : -1;

  const history = empty();
  let unit = 10_000;
  // Accumulated NAV per original unit: unit × split factor + dividends paid per original unit.
  let splitFactor = new YieldDecimal(1);
  let paid = new YieldDecimal(0);
  let paidTenThousandths = 0;
  days.forEach((date, i) => {
    const point: NavPoint = { date };
    if (i > 0) {
      const market = marketReturn(date, isTradingDay);
      const r = (walk.alpha - drag) / TRADING_DAYS_PER_YEAR + walk.beta * market + walk.vol * own();
      const pre = Math.max(1000, Math.round(unit * (1 + Math.max(-0.2, r))));
      unit = pre;
      if (i === splitDay && pre > 10_000) {
        // Split to par: each unit becomes pre / 1.0000 units.
        const ratio = `${fromTenThousandths(pre)}00`;
        unit = 10_000;
        splitFactor = splitFactor.times(ratio);
        history.split = { date, ratio };
        point.splitRatio = ratio;
      } else if (dividendDays.has(i) && pre > 10_300) {
        // Pays out 40 % of the gain above par, in whole fen per share.
        const cash = Math.min(50, Math.max(1, Math.floor(((pre - 10_000) * 0.4) / 100))) * 100;
        unit = pre - cash;
        paid = paid.plus(splitFactor.times(fromTenThousandths(cash)));
        paidTenThousandths += cash;
        const payDate = days[Math.min(i + 2, days.length - 1)] ?? date;
        history.dividends.push({ exDate: date, recordDate: date, payDate, cashPerShare: fromTenThousandths(cash) });
        point.dividendPerShare = fromTenThousandths(cash);
      }
    }
    point.unitNav = fromTenThousandths(unit);
    point.accNav = history.split
      ? splitFactor.times(point.unitNav).plus(paid).toDecimalPlaces(4, YieldDecimal.ROUND_HALF_UP).toFixed(4)
      : fromTenThousandths(unit + paidTenThousandths);
    history.points.push(point);
  });
  const changes = dailyChanges(history.points, 'nav');
  history.navs = history.points.map((p, i) => ({
    date: p.date,
    unitNav: p.unitNav as string,
    accNav: p.accNav as string,
    dailyChange: changes[i] ?? null,
    incomePer10k: null,
    yield7d: null,
  }));
  return history;
}

// Money funds publish every natural day: income per 10k mean-reverting around 0.56–0.63 before
// the sales service fee; NAV stays 1.0000.
function moneyHistory(fund: SeedFund, lastDay: string): GeneratedHistory {
  const days = daysBetween(fund.setupDate as string, lastDay, false);
  const serviceFee = Number(FEE_PROFILES[fund.fees].fees.salesServiceRate ?? 0);
  const own = normalStream(hashSeed(`money:${walkKey(fund)}`));
  const target = 5_600 + (hashSeed(walkKey(fund)) % 8) * 100;
  const feePer10k = Math.round((serviceFee * 10_000 * 10_000) / 365);
  const history = empty();
  let gross = target;
  const incomes: string[] = [];
  for (const date of days) {
    gross = Math.min(8_200, Math.max(4_200, Math.round(gross + 0.08 * (target - gross) + 120 * own())));
    const income = fromTenThousandths(gross - feePer10k);
    incomes.push(income);
    const yield7d = incomes.length >= 7 ? sevenDayYield(incomes.slice(-7)) : null;
    history.points.push({ date, unitNav: '1.0000', accNav: '1.0000', incomePer10k: income });
    history.navs.push({ date, unitNav: '1.0000', accNav: '1.0000', dailyChange: null, incomePer10k: income, yield7d });
  }
  return history;
}
