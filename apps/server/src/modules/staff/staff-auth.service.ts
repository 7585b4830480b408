import type { OpsMe, StaffStage } from '@fund-direct/domain/contracts/ops';
import { AppError } from '@fund-direct/domain/errors';
import { ROLE_PERMISSIONS, STAFF_ROLES, STAFF_TEXT } from '@fund-direct/domain/ops';
import type { StaffRow } from '../../db/schema/ops.ts';
import type { AuditMeta, ResolvedStaffSession } from '../../plugins/ops-session.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { StaffDeps } from './staff-deps.ts';
import { revokeStaffSession, setStaffSessionStage } from './staff-session.repository.ts';
import { createStaffSession } from './staff-session.service.ts';
import { clearAddressFailures } from './staff-login-attempt.repository.ts';
import { assertMayTry, failAttempt } from './staff-login-guard.ts';
import { findStaffById, findStaffByUsername, lockStaff, updateStaff } from './staff.repository.ts';
import { matchTotpStep, newTotpSecret, TOTP_ISSUER, totpUri } from './totp.ts';

// A verification against a real hash keeps an unknown username as slow as a wrong password.
const dummyHashes = new WeakMap<StaffDeps['hasher'], Promise<string>>();
function dummyHash(hasher: StaffDeps['hasher']): Promise<string> {
  let hash = dummyHashes.get(hasher);
  if (!hash) {
    hash = hasher.hash('fund-direct staff dummy password');
    dummyHashes.set(hasher, hash);
  }
  return hash;
}

function stageAfterPassword(row: StaffRow): StaffStage {
  if (row.mustChangePassword) return 'password';
  return row.totpSecret ? 'totp' : 'enrol';
}

function actorOf(row: StaffRow) {
  return { id: row.id, username: row.username, role: row.role };
}

export async function loginWithPassword(
  deps: StaffDeps,
  input: { username: string; password: string },
  meta: AuditMeta,
): Promise<{ token: string; stage: StaffStage }> {
  const now = deps.now();
  const found = await findStaffByUsername(deps.db, input.username);
  const row = found && !found.disabledAt ? found : null;
  await assertMayTry(deps, input.username, row, meta);
  if (!row) {
    await deps.hasher.verify(input.password, await dummyHash(deps.hasher));
    return failAttempt(deps, input.username, null, 'auth.login_failed', meta, found ? '账户已停用' : '用户名不存在');
  }
  if (!(await deps.hasher.verify(input.password, row.passwordHash))) return failAttempt(deps, row.username, row, 'auth.login_failed', meta);
  const stage = stageAfterPassword(row);
  const token = await deps.db.transaction(async (tx) => {
    const created = await createStaffSession(tx, row.id, stage, meta, now);
    await recordAudit(tx, { actor: actorOf(row), action: 'auth.login', target: row.username, after: { stage }, meta, at: now });
    return created;
  });
  return { token, stage };
}

function requireStage(session: ResolvedStaffSession, stage: StaffStage): void {
  if (session.stage !== stage) throw new AppError('OPS_SECOND_FACTOR', '当前登录步骤不需要该操作，请重新登录');
}

async function loadStaff(deps: StaffDeps, session: ResolvedStaffSession): Promise<StaffRow> {
  const row = await findStaffById(deps.db, session.actor.id);
  if (!row) throw new AppError('OPS_UNAUTHORIZED');
  return row;
}

export async function changeInitialPassword(
  deps: StaffDeps,
  session: ResolvedStaffSession,
  newPassword: string,
  meta: AuditMeta,
): Promise<StaffStage> {
  requireStage(session, 'password');
  const row = await loadStaff(deps, session);
  if (await deps.hasher.verify(newPassword, row.passwordHash)) throw new AppError('VALIDATION', `新密码：${STAFF_TEXT.passwordSame}`);
  const passwordHash = await deps.hasher.hash(newPassword);
  const next: StaffStage = row.totpSecret ? 'totp' : 'enrol';
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await updateStaff(tx, row.id, { passwordHash, mustChangePassword: false });
    await setStaffSessionStage(tx, session.actor.sessionId, next);
    await recordAudit(tx, { actor: actorOf(row), action: 'auth.password_change', target: row.username, meta, at: now });
  });
  return next;
}

export async function beginTotpEnrolment(deps: StaffDeps, session: ResolvedStaffSession) {
  requireStage(session, 'enrol');
  const row = await loadStaff(deps, session);
  // The same secret until it is confirmed, so reloading the page does not invalidate a code already scanned.
  let secret = row.totpPendingSecret ? deps.cipher.decrypt(row.totpPendingSecret) : null;
  if (!secret) {
    secret = newTotpSecret();
    await updateStaff(deps.db, row.id, { totpPendingSecret: deps.cipher.encrypt(secret) });
  }
  return { otpauthUri: totpUri(secret, row.username), secret, issuer: TOTP_ISSUER, account: row.username };
}

// Enrolment (first code of a new secret) and every later login end here: the code must match a step after the last one used.
async function acceptTotp(
  deps: StaffDeps,
  session: ResolvedStaffSession,
  code: string,
  meta: AuditMeta,
  enrolling: boolean,
): Promise<StaffStage> {
  requireStage(session, enrolling ? 'enrol' : 'totp');
  const now = deps.now();
  const row = await loadStaff(deps, session);
  await assertMayTry(deps, row.username, row, meta);
  const stored = enrolling ? row.totpPendingSecret : row.totpSecret;
  if (!stored) throw new AppError('OPS_SECOND_FACTOR', '请先获取动态口令绑定二维码');
  const step = matchTotpStep(deps.cipher.decrypt(stored), code, now);
  if (step === null) return failAttempt(deps, row.username, row, 'auth.totp_failed', meta);
  const accepted = await deps.db.transaction(async (tx) => {
    const locked = await lockStaff(tx, row.id);
    if (!locked || (locked.totpLastStep !== null && step <= locked.totpLastStep)) return false;
    await updateStaff(tx, row.id, {
      totpLastStep: step,
      failedLogins: 0,
      lockedUntil: null,
      lastLoginAt: now,
      ...(enrolling ? { totpSecret: stored, totpPendingSecret: null } : {}),
    });
    await clearAddressFailures(tx, row.username, meta.ip);
    await setStaffSessionStage(tx, session.actor.sessionId, 'active');
    await recordAudit(tx, {
      actor: actorOf(row),
      action: enrolling ? 'auth.totp_enrol' : 'auth.totp',
      target: row.username,
      meta,
      at: now,
    });
    return true;
  });
  if (!accepted) return failAttempt(deps, row.username, row, 'auth.totp_failed', meta);
  return 'active';
}

export const confirmTotpEnrolment = (deps: StaffDeps, session: ResolvedStaffSession, code: string, meta: AuditMeta) =>
  acceptTotp(deps, session, code, meta, true);

export const verifyTotp = (deps: StaffDeps, session: ResolvedStaffSession, code: string, meta: AuditMeta) =>
  acceptTotp(deps, session, code, meta, false);

export async function logoutStaff(deps: StaffDeps, session: ResolvedStaffSession, meta: AuditMeta): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await revokeStaffSession(tx, session.actor.sessionId, now);
    await recordAudit(tx, { actor: session.actor, action: 'auth.logout', target: session.actor.username, meta, at: now });
  });
}

export function describeSession(session: ResolvedStaffSession): OpsMe {
  const { actor } = session;
  return {
    staff: { id: actor.id, username: actor.username, displayName: actor.displayName, role: actor.role, roleLabel: STAFF_ROLES[actor.role] },
    permissions: session.stage === 'active' ? [...ROLE_PERMISSIONS[actor.role]] : [],
    stage: session.stage,
    idleExpiresAt: session.idleExpiresAt.toISOString(),
  };
}
