import { describe, expect, it } from 'vitest';
import { SEED_BENCHMARKS, SEED_INDEXES } from './benchmarks.data.ts';
import { SEED_FUNDS } from './funds.data.ts';
import { seedIndexCloses } from './index-closes.ts';

describe('the seeded benchmarks', () => {
  it('define every seeded fund’s benchmark text, each component an index of the seed or a rate', () => {
    const indexes = new Set(SEED_INDEXES.map((index) => index.code));
    for (const fund of SEED_FUNDS) {
      const components = SEED_BENCHMARKS[fund.benchmark];
      expect(components, `${fund.code} ${fund.benchmark}`).toBeDefined();
      for (const component of components ?? []) {
        if ('indexCode' in component) expect(indexes.has(component.indexCode)).toBe(true);
        else expect(Number(component.annualRate)).toBeGreaterThan(0);
      }
    }
  });

  it('close every index on every trading day, the same closes for the same end day', () => {
    const closes = seedIndexCloses('2026-11-20');
    const days = closes.get('000300')?.map((close) => close.date) ?? [];
    expect(days[0]).toBe('2012-01-04');
    expect(days.at(-1)).toBe('2026-11-20');
    for (const series of closes.values()) {
      expect(series.map((close) => close.date)).toEqual(days);
      expect(series.every((close) => /^\d+\.\d{4}$/.test(close.close) && Number(close.close) > 0)).toBe(true);
    }
  });
});
