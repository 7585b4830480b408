import { AUTH_LIMITS, AUTH_TEXT } from '@fund-direct/domain/contracts';
import { maskMobile } from '@fund-direct/domain/format';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { customer, type CustomerRow } from '../../db/schema/customer.ts';
import { subjectHash } from '../serve/serve.public.ts';
import type { AuthDeps, RequestMeta } from './auth-deps.ts';
import { addCounterFailure, clearCounter, EMPTY_COUNTER, findCounters, type CounterState } from './login-failure.repository.ts';
import {
  accountLockedError,
  failureError,
  lockedError,
  lockMinutesLeft,
  lockUntilFrom,
  slowWaitSeconds,
  sourceLockedError,
  sourceSlowedError,
  windowedFailures,
  windowStartFrom,
} from './lockout.ts';
import type { AppError } from '@fund-direct/domain/errors';

// Issue 16: password guessing is met where it comes from, not by locking the account for everyone.
// - per source (IP, and the device id when the request carries one): slowed, then refused for a while;
// - per source+account (the device when known, else the IP): 5 failures lock password login for that source only;
// - per account, over all sources: many failures refuse password-only login, the owner still gets in with an SMS
//   code (§2 code login) and is told once per lock period by SMS.
export interface LoginGuardKeys {
  sources: string[];
  pair: string;
  account: string;
}

export function guardKeys(meta: RequestMeta, accountSubject: string): LoginGuardKeys {
  const sources = [subjectHash(`login-src:ip:${meta.ip}`)];
  if (meta.deviceId) sources.push(subjectHash(`login-src:device:${meta.deviceId}`));
  const pairSource = meta.deviceId ? `device:${meta.deviceId}` : `ip:${meta.ip}`;
  return {
    sources,
    pair: subjectHash(`login-pair:${accountSubject}:${pairSource}`),
    account: subjectHash(`login-account:${accountSubject}`),
  };
}

export interface GuardState {
  sources: CounterState[];
  pair: CounterState;
  account: CounterState;
}

export async function readGuard(db: DbExecutor, keys: LoginGuardKeys): Promise<GuardState> {
  const found = await findCounters(db, [...keys.sources, keys.pair, keys.account]);
  return {
    sources: keys.sources.map((key) => found.get(key) ?? EMPTY_COUNTER),
    pair: found.get(keys.pair) ?? EMPTY_COUNTER,
    account: found.get(keys.account) ?? EMPTY_COUNTER,
  };
}

// The refusal before the password is even checked, if any.
export function refusalBeforeCheck(state: GuardState, now: Date): AppError | null {
  for (const source of state.sources) if (lockMinutesLeft(source, now) > 0) return sourceLockedError(source, now);
  if (lockMinutesLeft(state.pair, now) > 0) return lockedError(state.pair, now);
  if (lockMinutesLeft(state.account, now) > 0) return accountLockedError(state.account, now);
  const wait = Math.max(0, ...state.sources.map((source) => slowWaitSeconds(windowedFailures(source, now), source.lastFailureAt, now)));
  return wait > 0 ? sourceSlowedError(wait) : null;
}

// §2 /login: the image code is asked for once a try on this account from this source has failed, and on every
// account once the source has failed a few times over all accounts.
export function guardNeedsImageCode(state: GuardState, now: Date): boolean {
  if (windowedFailures(state.pair, now) >= AUTH_LIMITS.imageCodeAfterFailures) return true;
  return state.sources.some((source) => windowedFailures(source, now) >= AUTH_LIMITS.sourceImageCodeAfterFailures);
}

export interface FailureOutcome {
  error: AppError;
  accountLockedNow: boolean;
  detail: string;
}

export async function countFailure(db: DbExecutor, keys: LoginGuardKeys, now: Date): Promise<FailureOutcome> {
  const lockUntil = lockUntilFrom(now);
  const windowStart = windowStartFrom(now);
  const sources = [];
  for (const key of keys.sources)
    sources.push(await addCounterFailure(db, key, now, { max: AUTH_LIMITS.sourceMaxFailures, lockUntil, windowStart }));
  const pair = await addCounterFailure(db, keys.pair, now, { max: AUTH_LIMITS.maxLoginFailures, lockUntil, windowStart });
  const account = await addCounterFailure(db, keys.account, now, { max: AUTH_LIMITS.accountMaxFailures, lockUntil, windowStart });
  // Exactly one failure reaches the threshold (the counter is one statement), so the owner is told once per lock.
  const accountLockedNow = account.failures === AUTH_LIMITS.accountMaxFailures && lockMinutesLeft(account, now) > 0;
  const detail = `failures=${pair.failures} source=${Math.max(...sources.map((s) => s.failures))} account=${account.failures}`;
  if (lockMinutesLeft(pair, now) > 0) return { error: failureError(pair, now), accountLockedNow, detail };
  if (lockMinutesLeft(account, now) > 0) return { error: accountLockedError(account, now), accountLockedNow, detail };
  const lockedSource = sources.find((source) => lockMinutesLeft(source, now) > 0);
  if (lockedSource) return { error: sourceLockedError(lockedSource, now), accountLockedNow, detail };
  return { error: failureError(pair, now), accountLockedNow, detail };
}

export async function clearAfterLogin(db: DbExecutor, keys: LoginGuardKeys): Promise<void> {
  await clearCounter(db, keys.pair);
  await clearCounter(db, keys.account);
}

// The user info shows the account-wide lock (tradeLockState); the next successful login clears it.
export async function markCustomerLocked(db: DbExecutor, customerId: string, state: CounterState): Promise<void> {
  await db.update(customer).set({ failedLogins: state.failures, lockedUntil: state.lockedUntil }).where(eq(customer.id, customerId));
}

// A failed notice must not change the answer to the login attempt.
export async function sendLockNotice(deps: AuthDeps, row: CustomerRow): Promise<void> {
  try {
    await deps.sender.send(row.mobile, AUTH_TEXT.lockNotice);
    deps.log.warn(
      { customerId: row.id, to: maskMobile(row.mobile) },
      'password login paused for an account under attack; owner told by SMS',
    );
  } catch (error) {
    deps.log.error({ err: error, customerId: row.id }, 'lock notice SMS not sent');
  }
}
