import { describe, expect, it } from 'vitest';
import { AGREEMENT_KEYS } from './content.ts';
import { CONSENT_SETS, closureRequest, retainUntil } from './personal-data.ts';

describe('retainUntil', () => {
  it('keeps a closed account for ten years to the day', () => {
    expect(retainUntil('2026-11-25')).toBe('2036-11-25');
  });

  it('keeps an account closed on 29 February until 1 March of a common year', () => {
    expect(retainUntil('2028-02-29')).toBe('2038-03-01');
  });

  it('keeps 28 February as it is', () => {
    expect(retainUntil('2027-02-28')).toBe('2037-02-28');
  });
});

describe('closureRequest', () => {
  it('takes the trade password or the login password, not both and not neither', () => {
    expect(closureRequest.safeParse({ tradePassword: '258036', smsCode: '123456' }).success).toBe(true);
    expect(closureRequest.safeParse({ password: 'Abc12345', smsCode: '123456' }).success).toBe(true);
    expect(closureRequest.safeParse({ smsCode: '123456' }).success).toBe(false);
    expect(closureRequest.safeParse({ tradePassword: '258036', password: 'Abc12345', smsCode: '123456' }).success).toBe(false);
  });
});

describe('CONSENT_SETS', () => {
  it('names only agreements the site has', () => {
    for (const keys of Object.values(CONSENT_SETS)) for (const key of keys) expect(Object.keys(AGREEMENT_KEYS)).toContain(key);
  });
});
