import type { ServiceItem } from '@fund-direct/domain/contracts';
import { describe, expect, it } from 'vitest';
import { sortByServiceTimeDesc } from './service-center-list.ts';

const item = (id: number, serviceTime: string): ServiceItem => ({
  id,
  serviceType: 'trade_rule',
  title: `条目${id}`,
  serviceTime,
  contentHtml: '<p>正文</p>',
  attachments: [],
});

describe('sortByServiceTimeDesc (§3 serviceCenter order)', () => {
  it('puts the newest serviceTime first, across days and within a day', () => {
    const sorted = sortByServiceTimeDesc([
      item(1, '2026-01-05 09:00:00'),
      item(2, '2026-03-01 08:00:00'),
      item(3, '2026-01-05 17:30:00'),
      item(4, '2025-12-31 23:59:59'),
    ]);
    expect(sorted.map((i) => i.id)).toEqual([2, 3, 1, 4]);
  });

  it('keeps the server order for equal times and does not touch its input', () => {
    const input = [item(7, '2026-01-01 09:00:00'), item(5, '2026-01-01 09:00:00'), item(6, '2026-02-01 09:00:00')];
    expect(sortByServiceTimeDesc(input).map((i) => i.id)).toEqual([6, 7, 5]);
    expect(input.map((i) => i.id)).toEqual([7, 5, 6]);
  });
});
