import { describe, expect, it } from 'vitest';
import { diffRows, displayValue } from './proposal-diff.ts';

describe('proposal before/after table', () => {
  it('marks the fields that changed and keeps the ones that did not', () => {
    const { rows } = diffRows({ status: '0', minPurchaseAmount: '10.00' }, { status: '5', minPurchaseAmount: '10.00' });
    expect(rows).toEqual([
      { key: 'status', field: '基金状态', before: '0', after: '5', changed: true },
      { key: 'minPurchaseAmount', field: '最低申购金额', before: '10.00', after: '10.00', changed: false },
    ]);
  });

  it('shows a new record (no before) as all changed, nested values as their own rows', () => {
    const { rows } = diffRows(null, { tradeDate: '2026-11-20', rows: [{ unitNav: '1.2345' }] });
    expect(rows.map((row) => [row.key, row.field, row.before, row.after, row.changed])).toEqual([
      ['tradeDate', '交易日', '—', '2026-11-20', true],
      ['rows[0].unitNav', '单位净值（rows[0].unitNav）', '—', '1.2345', true],
    ]);
  });

  it('shows a field removed in after as changed to empty, and plain values readably', () => {
    const { rows } = diffRows({ discount: '0.1' }, {});
    expect(rows).toEqual([{ key: 'discount', field: '网上交易折扣', before: '0.1', after: '—', changed: true }]);
    expect(displayValue(true)).toBe('是');
    expect(displayValue([])).toBe('[]');
  });

  it('cuts a very long change list and says so', () => {
    const after = Object.fromEntries(Array.from({ length: 600 }, (_, index) => [`f${index}`, index]));
    const diff = diffRows(null, after);
    expect(diff.rows).toHaveLength(500);
    expect(diff.truncated).toBe(true);
  });
});
