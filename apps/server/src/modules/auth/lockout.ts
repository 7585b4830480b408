import { AppError } from '@fund-direct/domain/errors';
import { AUTH_ERRORS, AUTH_LIMITS, AUTH_TEXT } from '@fund-direct/domain/contracts';
import type { FailureState } from './customer.repository.ts';

// Issue 3: 5 wrong login passwords lock password login for 30 minutes; the messages say how many tries are left.
const MINUTE_MS = 60 * 1000;

// Failures of a lock that has run out no longer count.
export function activeFailures(state: FailureState, now: Date): number {
  if (state.lockedUntil && state.lockedUntil <= now) return 0;
  return state.failures;
}

export function lockMinutesLeft(state: FailureState, now: Date): number {
  if (!state.lockedUntil || state.lockedUntil <= now) return 0;
  return Math.ceil((state.lockedUntil.getTime() - now.getTime()) / MINUTE_MS);
}

export function lockUntilFrom(now: Date): Date {
  return new Date(now.getTime() + AUTH_LIMITS.lockMinutes * MINUTE_MS);
}

// §2 /login: the image code is asked for once a try has failed.
export function needsImageCode(state: FailureState, now: Date): boolean {
  return activeFailures(state, now) >= AUTH_LIMITS.imageCodeAfterFailures;
}

export function lockedError(state: FailureState, now: Date): AppError {
  return new AppError(AUTH_ERRORS.LOGIN_LOCKED, AUTH_TEXT.locked(lockMinutesLeft(state, now)));
}

// The answer to a wrong password, given the state after counting it.
export function failureError(after: FailureState, now: Date, wrongText?: (left: number) => string): AppError {
  if (lockMinutesLeft(after, now) > 0) return new AppError(AUTH_ERRORS.LOGIN_LOCKED, AUTH_TEXT.lockedNow);
  const left = Math.max(0, AUTH_LIMITS.maxLoginFailures - after.failures);
  const text = wrongText ?? AUTH_TEXT.loginFailed;
  return new AppError(wrongText ? AUTH_ERRORS.PASSWORD_WRONG : AUTH_ERRORS.LOGIN_FAILED, text(left), {
    triesLeft: left,
    imageCodeRequired: after.failures >= AUTH_LIMITS.imageCodeAfterFailures,
  });
}

// Issue 16: a source that keeps failing waits 2^n seconds (capped) after its last failure before it may try again.
export function slowWaitSeconds(failures: number, lastFailureAt: Date | null, now: Date): number {
  if (!lastFailureAt || failures < AUTH_LIMITS.sourceSlowAfterFailures) return 0;
  const wait = Math.min(2 ** (failures - AUTH_LIMITS.sourceSlowAfterFailures), AUTH_LIMITS.sourceSlowMaxSeconds) * 1000;
  const left = lastFailureAt.getTime() + wait - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

// Counters whose last failure fell out of the window start again.
export function windowStartFrom(now: Date): Date {
  return new Date(now.getTime() - AUTH_LIMITS.failureWindowMinutes * MINUTE_MS);
}

export function windowedFailures(state: FailureState & { lastFailureAt: Date | null }, now: Date): number {
  if (state.lockedUntil && state.lockedUntil > now) return state.failures;
  if (state.lockedUntil && state.lockedUntil <= now) return 0;
  if (!state.lastFailureAt || state.lastFailureAt < windowStartFrom(now)) return 0;
  return state.failures;
}

export function accountLockedError(state: FailureState, now: Date): AppError {
  return new AppError(AUTH_ERRORS.LOGIN_LOCKED, AUTH_TEXT.accountLocked(lockMinutesLeft(state, now)));
}

export function sourceLockedError(state: FailureState, now: Date): AppError {
  return new AppError(AUTH_ERRORS.LOGIN_SOURCE_LIMITED, AUTH_TEXT.sourceLocked(lockMinutesLeft(state, now)));
}

export function sourceSlowedError(seconds: number): AppError {
  return new AppError(AUTH_ERRORS.LOGIN_SOURCE_LIMITED, AUTH_TEXT.sourceSlowed(seconds), { retryAfterSeconds: seconds });
}
