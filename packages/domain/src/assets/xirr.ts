import { toDecimal, type DecimalInput, type MoneyDecimal } from '../money/decimal.ts';
import { daysBetween } from '../yield/dates.ts';

// Money paid in is negative, money received (redemptions, cash dividends, the final market value)
// positive.
export interface CashFlow {
  date: string;
  amount: DecimalInput;
}

// Rates travel as decimal fractions with this many places ("0.123456" = 12.35%).
export const XIRR_DECIMALS = 6;

const DAYS_PER_YEAR = 365;
const NEWTON_START = 0.1;
const NEWTON_STEPS = 60;
const BISECTION_STEPS = 200;
const TOLERANCE = 1e-12;
// Where the bisection looks for a sign change when Newton fails (the rate must stay above −100%).
const BRACKET_POINTS = [-0.999999, -0.99, -0.9, -0.5, 0, 0.5, 1, 2, 5, 10, 100, 1e3, 1e4, 1e6];

interface Term {
  years: number;
  amount: number;
}

// Same-day flows are netted in decimals before anything is turned into a float.
function nettedByDate(flows: readonly CashFlow[]): { date: string; amount: MoneyDecimal }[] {
  const byDate = new Map<string, MoneyDecimal>();
  for (const flow of flows) byDate.set(flow.date, (byDate.get(flow.date) ?? toDecimal(0)).plus(toDecimal(flow.amount)));
  return [...byDate.entries()]
    .filter(([, amount]) => !amount.isZero())
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, amount]) => ({ date, amount }));
}

function npv(terms: readonly Term[], rate: number): number {
  let total = 0;
  for (const term of terms) total += term.amount / Math.pow(1 + rate, term.years);
  return total;
}

function npvSlope(terms: readonly Term[], rate: number): number {
  let total = 0;
  for (const term of terms) total -= (term.years * term.amount) / Math.pow(1 + rate, term.years + 1);
  return total;
}

function newton(terms: readonly Term[]): number | null {
  let rate = NEWTON_START;
  for (let step = 0; step < NEWTON_STEPS; step += 1) {
    const slope = npvSlope(terms, rate);
    if (!Number.isFinite(slope) || slope === 0) return null;
    const next = rate - npv(terms, rate) / slope;
    if (!Number.isFinite(next) || next <= -1) return null;
    if (Math.abs(next - rate) < TOLERANCE * Math.max(1, Math.abs(rate))) return next;
    rate = next;
  }
  return null;
}

function bisection(terms: readonly Term[]): number | null {
  for (let i = 0; i + 1 < BRACKET_POINTS.length; i += 1) {
    let low = BRACKET_POINTS[i] as number;
    let high = BRACKET_POINTS[i + 1] as number;
    let lowValue = npv(terms, low);
    const highValue = npv(terms, high);
    if (Number.isNaN(lowValue) || Number.isNaN(highValue) || Math.sign(lowValue) === Math.sign(highValue)) continue;
    for (let step = 0; step < BISECTION_STEPS && high - low > TOLERANCE * Math.max(1, Math.abs(low)); step += 1) {
      const middle = (low + high) / 2;
      const value = npv(terms, middle);
      if (value === 0) return middle;
      if (Math.sign(value) === Math.sign(lowValue)) {
        low = middle;
        lowValue = value;
      } else {
        high = middle;
      }
    }
    return (low + high) / 2;
  }
  return null;
}

// A candidate is a root only if the NPV there is negligible against the money involved.
function isRoot(terms: readonly Term[], rate: number): boolean {
  const scale = terms.reduce((sum, term) => sum + Math.abs(term.amount), 0);
  return Math.abs(npv(terms, rate)) <= scale * 1e-6;
}

// XIRR, the money-weighted annualised return: the rate r with
//   Σ amount_i / (1 + r)^(days from the first flow to flow i / 365) = 0.
// Newton's method from 10%, then bisection over fixed brackets when Newton leaves the domain or
// does not settle. null when there is no solution: fewer than two dates after netting, flows all
// of one sign, or no rate above −100% that zeroes the NPV.
export function xirr(flows: readonly CashFlow[]): string | null {
  const netted = nettedByDate(flows);
  if (netted.length < 2) return null;
  if (!netted.some((f) => f.amount.isNegative()) || !netted.some((f) => f.amount.isPositive())) return null;
  const first = (netted[0] as { date: string }).date;
  const terms: Term[] = netted.map((f) => ({ years: daysBetween(first, f.date) / DAYS_PER_YEAR, amount: f.amount.toNumber() }));
  const newtonRate = newton(terms);
  const rate = newtonRate !== null && isRoot(terms, newtonRate) ? newtonRate : bisection(terms);
  if (rate === null || !isRoot(terms, rate)) return null;
  const text = rate.toFixed(XIRR_DECIMALS);
  // −0.000000 reads as zero.
  return Number(text) === 0 ? (0).toFixed(XIRR_DECIMALS) : text;
}
