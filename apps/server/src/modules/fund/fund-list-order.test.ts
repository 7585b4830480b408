import type { FundSummary } from '@fund-direct/domain/contracts';
import { describe, expect, it } from 'vitest';
import { listedInOrder } from './fund-list-order.ts';

function fund(fundcode: string, year: string | null, state = '1'): { summary: FundSummary } {
  return { summary: { fundcode, state, nav: '1.0000', navDate: '2026-11-20', yields: { year } } as unknown as FundSummary };
}

const codes = (list: readonly { summary: FundSummary }[]) => list.map((entry) => entry.summary.fundcode);

describe('the listed funds in a sort order', () => {
  const catalogue = [
    fund('000005', '0.100000'),
    fund('000004', null),
    fund('000003', '0.1'),
    fund('000002', '-0.250000'),
    fund('000001', '0.300000', '0'),
    fund('000006', null),
  ];

  it('orders by value with ties by code and funds without the figure last, leaving out unlisted funds', () => {
    expect(codes(listedInOrder(catalogue, 'year', 'desc'))).toEqual(['000003', '000005', '000002', '000004', '000006']);
    expect(codes(listedInOrder(catalogue, 'year', 'asc'))).toEqual(['000002', '000003', '000005', '000004', '000006']);
  });

  it('keeps the catalogue order without a sort field', () => {
    expect(codes(listedInOrder(catalogue))).toEqual(['000005', '000004', '000003', '000002', '000006']);
  });

  it('sorts a new catalogue afresh (a NAV change replaces the catalogue)', () => {
    const first = listedInOrder(catalogue, 'year', 'desc');
    expect(listedInOrder(catalogue, 'year', 'desc')).toBe(first);
    const changed = [fund('000002', '0.500000'), ...catalogue.slice(0, 3)];
    expect(codes(listedInOrder(changed, 'year', 'desc'))).toEqual(['000002', '000003', '000005', '000004']);
  });
});
