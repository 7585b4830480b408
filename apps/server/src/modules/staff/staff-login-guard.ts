import type { OpsLoginRefusal } from '@fund-direct/domain/contracts/ops';
import { AppError } from '@fund-direct/domain/errors';
import { STAFF_LIMITS, STAFF_TEXT, staffLoginDelaySeconds, type AuditAction } from '@fund-direct/domain/ops';
import type { StaffRow } from '../../db/schema/ops.ts';
import { recordLoginFailure } from '../../plugins/metrics-registry.ts';
import type { AuditMeta } from '../../plugins/ops-session.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { StaffDeps } from './staff-deps.ts';
import { countAddressFailure, findLoginAttempt, setAttemptLimits } from './staff-login-attempt.repository.ts';
import { revokeStaffSessionsOf } from './staff-session.repository.ts';
import { countLoginFailure } from './staff.repository.ts';

// Lockout an attacker cannot aim (docs/security.md): failures count per username and source address, so a guesser
// makes its own address wait and then locks only that address out; the real user elsewhere still signs in. Only a
// guesser spread over many addresses reaches the account-wide ceiling, which locks the account for everyone.

const MINUTE_MS = 60_000;
const sourceOf = (meta: AuditMeta) => meta.ip;
const secondsUntil = (at: Date, now: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));
const minutesUntil = (at: Date, now: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / MINUTE_MS));
const refusal = (remaining: number, waitSeconds: number): OpsLoginRefusal => ({ remaining, waitSeconds });

// Before a password or code is even looked at: a locked or waiting address, or an account locked for everyone.
export async function assertMayTry(deps: StaffDeps, username: string, row: StaffRow | null, meta: AuditMeta): Promise<void> {
  const now = deps.now();
  const attempt = await findLoginAttempt(deps.db, username, sourceOf(meta));
  if (attempt?.lockedUntil && attempt.lockedUntil > now) {
    recordLoginFailure('staff', 'locked');
    const minutes = minutesUntil(attempt.lockedUntil, now);
    throw new AppError('OPS_LOCKED', STAFF_TEXT.addressLocked(minutes), refusal(0, secondsUntil(attempt.lockedUntil, now)));
  }
  if (attempt?.waitUntil && attempt.waitUntil > now) {
    const seconds = secondsUntil(attempt.waitUntil, now);
    throw new AppError('OPS_LOGIN_WAIT', STAFF_TEXT.wait(seconds), refusal(STAFF_LIMITS.addressMaxFailures - attempt.failures, seconds));
  }
  if (row?.lockedUntil && row.lockedUntil > now) {
    recordLoginFailure('staff', 'locked');
    throw new AppError('OPS_LOCKED', STAFF_TEXT.locked(minutesUntil(row.lockedUntil, now)), refusal(0, secondsUntil(row.lockedUntil, now)));
  }
}

// A failed password or code (row null: an unknown or disabled username, counted and answered alike so that the answer
// does not tell which usernames exist). The counts and audit rows commit although the call fails.
export async function failAttempt(
  deps: StaffDeps,
  username: string,
  row: StaffRow | null,
  action: AuditAction,
  meta: AuditMeta,
  reason?: string,
): Promise<never> {
  const password = action === 'auth.login_failed';
  recordLoginFailure('staff', password ? 'password' : 'code');
  const now = deps.now();
  const source = sourceOf(meta);
  const lockedUntil = new Date(now.getTime() + STAFF_LIMITS.lockMinutes * MINUTE_MS);
  const failures = await countAddressFailure(deps.db, username, source, now);
  const addressLocked = failures >= STAFF_LIMITS.addressMaxFailures;
  const waitSeconds = addressLocked ? 0 : staffLoginDelaySeconds(failures);
  await setAttemptLimits(deps.db, username, source, {
    waitUntil: waitSeconds > 0 ? new Date(now.getTime() + waitSeconds * 1000) : null,
    lockedUntil: addressLocked ? lockedUntil : null,
  });
  const accountFailures = row ? await countLoginFailure(deps.db, row.id, now, STAFF_LIMITS.accountMaxFailures, lockedUntil) : 0;
  const actor = row ? { id: row.id, username: row.username, role: row.role } : null;
  const base = { actor, username: row ? undefined : username, target: username, meta, at: now };
  await recordAudit(deps.db, { ...base, action, reason: reason ?? null, after: { failures, accountFailures, source } });
  if (row && accountFailures >= STAFF_LIMITS.accountMaxFailures) {
    // Guessing from many addresses: everyone waits, sessions end, and the administrators see it in the audit log.
    await revokeStaffSessionsOf(deps.db, row.id, now);
    await recordAudit(deps.db, { ...base, action: 'auth.locked', reason: '全部地址：账户失败次数达到上限' });
    throw new AppError('OPS_LOCKED', STAFF_TEXT.locked(STAFF_LIMITS.lockMinutes), refusal(0, STAFF_LIMITS.lockMinutes * 60));
  }
  if (addressLocked) {
    await recordAudit(deps.db, { ...base, action: 'auth.locked', reason: `来源地址 ${source}` });
    throw new AppError('OPS_LOCKED', STAFF_TEXT.addressLocked(STAFF_LIMITS.lockMinutes), refusal(0, STAFF_LIMITS.lockMinutes * 60));
  }
  const remaining = STAFF_LIMITS.addressMaxFailures - failures;
  const text = password ? STAFF_TEXT.triesLeft(remaining, waitSeconds) : STAFF_TEXT.totpTriesLeft(remaining, waitSeconds);
  throw new AppError(password ? 'OPS_LOGIN_FAILED' : 'OPS_TOTP_INVALID', text, refusal(remaining, waitSeconds));
}
