import { describe, expect, it } from 'vitest';
import { hasOpenAccount, isIdExpired, isProfileComplete, missingProfileFields, REQUIRED_PROFILE_FIELDS } from './user-state.ts';

// 2024-06-15 00:30 in Shanghai, still 06-14 in UTC.
const NOW = Date.UTC(2024, 5, 14, 16, 30);

describe('isIdExpired', () => {
  it('never expires a long-term document', () => {
    expect(isIdExpired('长期', NOW)).toBe(false);
  });

  it('is expired when the date is before today in China', () => {
    expect(isIdExpired('20240614', NOW)).toBe(true);
  });

  it('is still valid on its last day', () => {
    expect(isIdExpired('20240615', NOW)).toBe(false);
  });

  it('reads dashed dates too', () => {
    expect(isIdExpired('2023-12-31', NOW)).toBe(true);
  });

  it('leaves empty or unreadable dates to the profile check', () => {
    expect(isIdExpired('', NOW)).toBe(false);
    expect(isIdExpired(undefined, NOW)).toBe(false);
    expect(isIdExpired('2024', NOW)).toBe(false);
  });
});

describe('profile completeness', () => {
  const full = Object.fromEntries(REQUIRED_PROFILE_FIELDS.map((field) => [field, 'x']));

  it('is complete when every required field has a value', () => {
    expect(isProfileComplete(full)).toBe(true);
  });

  it('names the empty fields', () => {
    expect(missingProfileFields({ ...full, workcode: null, address: ' ' })).toEqual(['workcode', 'address']);
    expect(isProfileComplete({ ...full, mobileno: undefined })).toBe(false);
  });
});

describe('hasOpenAccount', () => {
  it('treats custbelongto 0 and empty as no account', () => {
    expect(hasOpenAccount({ custbelongto: '0' })).toBe(false);
    expect(hasOpenAccount({})).toBe(false);
    expect(hasOpenAccount({ custbelongto: '1' })).toBe(true);
  });
});
