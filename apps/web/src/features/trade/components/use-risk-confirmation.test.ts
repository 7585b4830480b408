import { describe, expect, it } from 'vitest';
import { isMarkUsable } from './use-risk-confirmation.ts';

const NOW = Date.parse('2026-11-23T02:00:00.000Z');
const mark = (expiresAt: string) => ({
  riskConfirmationId: '0b6e4f5a-2d7c-4e8b-9f10-1a2b3c4d5e6f',
  confirmedAt: '2026-11-23T01:50:00.000Z',
  expiresAt,
});

describe('isMarkUsable', () => {
  it('reuses a recorded confirmation well within its life', () => {
    expect(isMarkUsable(mark('2026-11-23T02:20:00.000Z'), NOW)).toBe(true);
  });

  it('asks again when the confirmation is about to expire or has expired', () => {
    expect(isMarkUsable(mark('2026-11-23T02:00:30.000Z'), NOW)).toBe(false);
    expect(isMarkUsable(mark('2026-11-23T01:59:00.000Z'), NOW)).toBe(false);
    expect(isMarkUsable(null, NOW)).toBe(false);
  });
});
