import { describe, expect, it } from 'vitest';
import { AUTH_ERRORS, AUTH_TEXT } from '@fund-direct/domain/contracts';
import { activeFailures, failureError, lockMinutesLeft, lockUntilFrom, needsImageCode } from './lockout.ts';

const now = new Date('2025-03-03T02:00:00Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

describe('lockout rules', () => {
  it('locks for 30 minutes and forgets the failures of a lock that ran out', () => {
    expect(lockUntilFrom(now)).toEqual(minutes(30));
    expect(lockMinutesLeft({ failures: 5, lockedUntil: minutes(29.5) }, now)).toBe(30);
    expect(lockMinutesLeft({ failures: 5, lockedUntil: minutes(-1) }, now)).toBe(0);
    expect(activeFailures({ failures: 5, lockedUntil: minutes(-1) }, now)).toBe(0);
    expect(activeFailures({ failures: 2, lockedUntil: null }, now)).toBe(2);
  });

  it('asks for the image code from the first failure on', () => {
    expect(needsImageCode({ failures: 0, lockedUntil: null }, now)).toBe(false);
    expect(needsImageCode({ failures: 1, lockedUntil: null }, now)).toBe(true);
    expect(needsImageCode({ failures: 5, lockedUntil: minutes(-1) }, now)).toBe(false);
  });

  it('says how many tries are left, then that login is locked', () => {
    expect(failureError({ failures: 1, lockedUntil: null }, now)).toMatchObject({
      code: AUTH_ERRORS.LOGIN_FAILED.code,
      message: AUTH_TEXT.loginFailed(4),
    });
    expect(failureError({ failures: 4, lockedUntil: null }, now).message).toBe(AUTH_TEXT.loginFailed(1));
    expect(failureError({ failures: 5, lockedUntil: minutes(30) }, now)).toMatchObject({
      code: AUTH_ERRORS.LOGIN_LOCKED.code,
      message: AUTH_TEXT.lockedNow,
    });
  });
});
