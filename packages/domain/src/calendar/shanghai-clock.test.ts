import { describe, expect, it } from 'vitest';
import { shanghaiDayStart } from './shanghai-clock.ts';

describe('shanghaiDayStart', () => {
  it('starts the day at midnight in Shanghai', () => {
    expect(shanghaiDayStart(new Date('2025-03-03T15:59:59Z')).toISOString()).toBe('2025-03-02T16:00:00.000Z');
    expect(shanghaiDayStart(new Date('2025-03-03T16:00:00Z')).toISOString()).toBe('2025-03-03T16:00:00.000Z');
  });
});
