import Decimal from 'decimal.js';
import { YieldDecimal, formatFraction } from './adjusted.ts';

// 22 significant digits are ample for a 6-decimal yield and keep the daily seed fast.
const Fast = Decimal.clone({ precision: 22, rounding: Decimal.ROUND_HALF_UP });
type Fast = InstanceType<typeof Fast>;
const ONE = new Fast(1);

// ln(1 + u) and exp(y) by their series: money-fund growth is tiny (|u| ≈ 1e-3), so a handful of
// terms suffice where decimal.js's general pow is slow.
function ln1p(u: Fast): Fast {
  let sum = new Fast(0);
  let power = u;
  for (let n = 1; n < 200; n += 1) {
    const term = power.div(n);
    if (term.abs().lt('1e-19')) break;
    sum = n % 2 === 1 ? sum.plus(term) : sum.minus(term);
    power = power.times(u);
  }
  return sum;
}

function exp(y: Fast): Fast {
  let sum = ONE;
  let term = ONE;
  for (let n = 1; n < 200; n += 1) {
    term = term.times(y).div(n);
    if (term.abs().lt('1e-19')) break;
    sum = sum.plus(term);
  }
  return sum;
}

// 7-day annualised yield (七日年化收益率) of a money fund that carries income forward daily:
// [Π (1 + R_i / 10000)]^(365/7) − 1 over the incomes per 10,000 units of the last 7 natural
// days. Answers a fraction ('0.018500' = 1.85 %), or null without 7 days of income.
export function sevenDayYield(lastSevenIncomesPer10k: readonly string[]): string | null {
  if (lastSevenIncomesPer10k.length !== 7) return null;
  const growth = lastSevenIncomesPer10k.reduce((acc, income) => acc.times(new Fast(income).times('0.0001').plus(1)), ONE);
  const u = growth.minus(1);
  const annual = u.abs().lt('0.05') ? exp(ln1p(u).times(365).div(7)) : growth.pow(new Fast(365).div(7));
  return formatFraction(new YieldDecimal(annual.minus(1).toString()));
}
