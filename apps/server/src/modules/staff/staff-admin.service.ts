import type { staffListItem } from '@fund-direct/domain/contracts/ops';
import { AppError } from '@fund-direct/domain/errors';
import { isStaffRole, STAFF_ROLES, type StaffRole } from '@fund-direct/domain/ops';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/database.ts';
import type { AuditMeta, StaffActor } from '../../plugins/ops-session.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { oneTimePassword } from './one-time-password.ts';
import type { StaffDeps } from './staff-deps.ts';
import { clearAccountFailures, usernamesLockedFromAnAddress } from './staff-login-attempt.repository.ts';
import { revokeStaffSessionsOf } from './staff-session.repository.ts';
import { findStaffById, findStaffByUsername, insertStaff, listStaff, updateStaff } from './staff.repository.ts';

type StaffListItem = z.infer<typeof staffListItem>;

export interface NewStaffInput {
  username: string;
  displayName: string;
  role: StaffRole;
}

export interface CreatedStaff {
  id: string;
  username: string;
  oneTimePassword: string;
}

// Who made an account: the proposer and the approving administrator, or nobody for the CLI's bootstrap.
export interface StaffMakers {
  proposedBy: string;
  approvedBy: StaffActor;
}

// The approved 'staff' proposal (staff-proposal.handler.ts) and the CLI's bootstrap share this. The CLI passes no makers:
// it is run by the machine's operator, who already holds the database and the keys, so it is not a console action and
// has nobody to ask; it exists to create the very first administrators.
export async function createStaff(
  deps: Pick<StaffDeps, 'db' | 'hasher' | 'now'>,
  makers: StaffMakers | null,
  input: NewStaffInput,
  meta?: AuditMeta,
  tx?: DbExecutor,
): Promise<CreatedStaff> {
  const db = tx ?? deps.db;
  if (await findStaffByUsername(db, input.username)) throw new AppError('VALIDATION', '用户名：该用户名已存在');
  const password = oneTimePassword();
  const passwordHash = await deps.hasher.hash(password);
  const now = deps.now();
  const write = async (executor: DbExecutor) => {
    const row = await insertStaff(executor, {
      ...input,
      passwordHash,
      mustChangePassword: true,
      createdAt: now,
      createdBy: makers?.proposedBy ?? null,
      createdApprovedBy: makers?.approvedBy.id ?? null,
    });
    await recordAudit(executor, {
      actor: makers?.approvedBy ?? null,
      username: makers ? undefined : 'cli',
      action: 'staff.create',
      target: input.username,
      after: { username: input.username, displayName: input.displayName, role: input.role, proposedBy: makers?.proposedBy ?? null },
      meta,
      at: now,
    });
    return { id: row.id, username: row.username, oneTimePassword: password };
  };
  return tx ? write(tx) : deps.db.transaction(write);
}

export async function existingStaff(db: DbExecutor, id: string) {
  const row = await findStaffById(db, id);
  if (!row) throw new AppError('RESOURCE_NOT_FOUND', '该员工不存在');
  return row;
}

// A forgotten password or a lost phone: a new one-time password and a new TOTP enrolment; open sessions end. The
// reset's proposer and approver are kept: the account does not approve their proposals during the cooling period.
export async function resetStaff(
  deps: Pick<StaffDeps, 'hasher' | 'now'>,
  tx: DbExecutor,
  makers: StaffMakers,
  id: string,
  meta?: AuditMeta,
): Promise<CreatedStaff> {
  const row = await existingStaff(tx, id);
  const password = oneTimePassword();
  const passwordHash = await deps.hasher.hash(password);
  const now = deps.now();
  await updateStaff(tx, id, {
    passwordHash,
    mustChangePassword: true,
    totpSecret: null,
    totpPendingSecret: null,
    totpLastStep: null,
    failedLogins: 0,
    lockedUntil: null,
    resetBy: makers.proposedBy,
    resetApprovedBy: makers.approvedBy.id,
    resetAt: now,
  });
  await clearAccountFailures(tx, row.username);
  await revokeStaffSessionsOf(tx, id, now);
  await recordAudit(tx, {
    actor: makers.approvedBy,
    action: 'staff.reset',
    target: row.username,
    after: { proposedBy: makers.proposedBy },
    meta,
    at: now,
  });
  return { id, username: row.username, oneTimePassword: password };
}

// Disabling only takes a right away, so it needs no second administrator (enabling does).
export async function disableStaff(deps: StaffDeps, actor: StaffActor, id: string, meta: AuditMeta): Promise<void> {
  if (id === actor.id) throw new AppError('VALIDATION', '不能停用本人账户');
  const row = await existingStaff(deps.db, id);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await updateStaff(tx, id, { disabledAt: row.disabledAt ?? now });
    await revokeStaffSessionsOf(tx, id, now);
    await recordAudit(tx, { actor, action: 'staff.disable', target: row.username, meta, at: now });
  });
}

// Lets a locked-out staff member in again: every address's count and the account-wide lock are cleared.
export async function unlockStaff(deps: StaffDeps, actor: StaffActor, id: string, meta: AuditMeta): Promise<void> {
  const row = await existingStaff(deps.db, id);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const addresses = await clearAccountFailures(tx, row.username);
    await updateStaff(tx, id, { failedLogins: 0, lockedUntil: null });
    await recordAudit(tx, {
      actor,
      action: 'staff.unlock',
      target: row.username,
      before: { accountFailures: row.failedLogins, lockedUntil: row.lockedUntil?.toISOString() ?? null, addresses },
      meta,
      at: now,
    });
  });
}

export async function staffList(deps: Pick<StaffDeps, 'db' | 'now'>): Promise<StaffListItem[]> {
  const now = deps.now();
  const rows = await listStaff(deps.db);
  const lockedSomewhere = await usernamesLockedFromAnAddress(deps.db, now);
  return rows
    .filter((row) => isStaffRole(row.role))
    .map((row) => ({
      id: row.id,
      username: row.username,
      displayName: row.displayName,
      role: row.role as StaffRole,
      roleLabel: STAFF_ROLES[row.role as StaffRole],
      disabled: row.disabledAt !== null,
      mustChangePassword: row.mustChangePassword,
      totpEnrolled: row.totpSecret !== null,
      locked: (row.lockedUntil !== null && row.lockedUntil > now) || lockedSomewhere.has(row.username),
      lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    }));
}
