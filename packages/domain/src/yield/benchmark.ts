import { YieldDecimal, lastIndexOnOrBefore, type AdjustedPoint } from './adjusted.ts';
import { daysBetween } from './dates.ts';

// 业绩比较基准 as a fund contract states it, e.g. 沪深300指数收益率×80%＋中债综合全价指数收益率×20%, or
// 一年期定期存款利率（税后）: a weighted sum of components, each an index's return or a fixed yearly rate.
export type BenchmarkComponent =
  | { kind: 'index'; weight: string; closes: readonly { date: string; close: string }[] }
  | { kind: 'rate'; weight: string; annualRate: string };

// Rates accrue on natural days, a year being 365 of them (ACT/365, as deposit interest is quoted in China).
export const BENCHMARK_DAYS_PER_YEAR = 365;

// The benchmark's own series on the given days (ascending, normally the fund's NAV days), starting at 1.
//
// The contract's "A收益率×80%＋B收益率×20%" is read as it is usually computed: rebalanced to the stated weights every
// day, so each day's return is the weighted sum of the components' returns that day, and the level compounds them:
//   level(d₀) = 1,  level(dₖ) = level(dₖ₋₁) × (1 + Σ wᵢ × rᵢ(dₖ))
// An index's return on dₖ is close(dₖ) / close(dₖ₋₁) − 1, where close(d) is its last close on or before d (an index
// that did not trade that day, a foreign one on a Chinese trading day, returns 0 for it). A fixed yearly rate earns
// rate × (natural days from dₖ₋₁ to dₖ) / 365 on dₖ: simple interest per day, compounded only through the level.
// The series starts on the first day every index component has a close on or before; earlier days are left out.
export function benchmarkSeries(days: readonly string[], components: readonly BenchmarkComponent[]): AdjustedPoint[] {
  if (components.length === 0) return [];
  const first = days.findIndex((day) =>
    components.every((component) => component.kind === 'rate' || lastIndexOnOrBefore(component.closes, day) >= 0),
  );
  if (first < 0) return [];
  const weights = components.map((component) => new YieldDecimal(component.weight));
  const closeOn = (component: Extract<BenchmarkComponent, { kind: 'index' }>, day: string) =>
    new YieldDecimal((component.closes[lastIndexOnOrBefore(component.closes, day)] as { close: string }).close);
  const out: AdjustedPoint[] = [{ date: days[first] as string, value: new YieldDecimal(1) }];
  for (let k = first + 1; k < days.length; k += 1) {
    const previous = days[k - 1] as string;
    const day = days[k] as string;
    let dayReturn = new YieldDecimal(0);
    components.forEach((component, i) => {
      const componentReturn =
        component.kind === 'index'
          ? closeOn(component, day).div(closeOn(component, previous)).minus(1)
          : new YieldDecimal(component.annualRate).times(daysBetween(previous, day)).div(BENCHMARK_DAYS_PER_YEAR);
      dayReturn = dayReturn.plus((weights[i] as YieldDecimal).times(componentReturn));
    });
    out.push({ date: day, value: (out[out.length - 1] as AdjustedPoint).value.times(dayReturn.plus(1)) });
  }
  return out;
}
