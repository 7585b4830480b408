import { describe, expect, it } from 'vitest';
import { systemDate } from './system.service.ts';

describe('systemDate', () => {
  it('answers the Asia/Shanghai date and time', () => {
    expect(systemDate(new Date('2025-03-03T16:30:05.250Z'))).toEqual({
      date: '2025-03-04',
      time: '00:30:05',
      timestamp: Date.parse('2025-03-03T16:30:05.250Z'),
    });
  });

  it('follows the clock from one second to the next', () => {
    expect(systemDate(new Date('2025-12-31T15:59:59.999Z')).date).toBe('2025-12-31');
    expect(systemDate(new Date('2025-12-31T16:00:00.000Z'))).toMatchObject({ date: '2026-01-01', time: '00:00:00' });
  });
});
