import { AppError } from '@fund-direct/domain/errors';
import { isStaffRole, STAFF_ROLES, type StaffRole } from '@fund-direct/domain/ops';
import type { z } from 'zod';
import type { staffListItem } from '@fund-direct/domain/contracts/ops';
import type { DbExecutor } from '../../db/database.ts';
import type { AuditMeta, StaffActor } from '../../plugins/ops-session.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { oneTimePassword } from './one-time-password.ts';
import type { StaffDeps } from './staff-deps.ts';
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

// The CLI's bootstrap and the admin page share this; actor is null for the CLI (the first admin has nobody above it).
export async function createStaff(
  deps: Pick<StaffDeps, 'db' | 'hasher' | 'now'>,
  actor: StaffActor | null,
  input: NewStaffInput,
  meta?: AuditMeta,
): Promise<CreatedStaff> {
  if (await findStaffByUsername(deps.db, input.username)) throw new AppError('VALIDATION', '用户名：该用户名已存在');
  const password = oneTimePassword();
  const passwordHash = await deps.hasher.hash(password);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await insertStaff(tx, { ...input, passwordHash, mustChangePassword: true, createdAt: now });
    await recordAudit(tx, {
      actor,
      username: actor ? undefined : 'cli',
      action: 'staff.create',
      target: input.username,
      after: { username: input.username, displayName: input.displayName, role: input.role },
      meta,
      at: now,
    });
    return { id: row.id, username: row.username, oneTimePassword: password };
  });
}

async function existing(db: DbExecutor, id: string) {
  const row = await findStaffById(db, id);
  if (!row) throw new AppError('RESOURCE_NOT_FOUND', '该员工不存在');
  return row;
}

// A forgotten password or a lost phone: a new one-time password and a new TOTP enrolment; open sessions end.
export async function resetStaff(deps: StaffDeps, actor: StaffActor, id: string, meta: AuditMeta): Promise<CreatedStaff> {
  const row = await existing(deps.db, id);
  const password = oneTimePassword();
  const passwordHash = await deps.hasher.hash(password);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await updateStaff(tx, id, {
      passwordHash,
      mustChangePassword: true,
      totpSecret: null,
      totpPendingSecret: null,
      totpLastStep: null,
      failedLogins: 0,
      lockedUntil: null,
    });
    await revokeStaffSessionsOf(tx, id, now);
    await recordAudit(tx, { actor, action: 'staff.reset', target: row.username, meta, at: now });
  });
  return { id, username: row.username, oneTimePassword: password };
}

export async function disableStaff(deps: StaffDeps, actor: StaffActor, id: string, meta: AuditMeta): Promise<void> {
  if (id === actor.id) throw new AppError('VALIDATION', '不能停用本人账户');
  const row = await existing(deps.db, id);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await updateStaff(tx, id, { disabledAt: row.disabledAt ?? now });
    await revokeStaffSessionsOf(tx, id, now);
    await recordAudit(tx, { actor, action: 'staff.disable', target: row.username, meta, at: now });
  });
}

export async function staffList(deps: Pick<StaffDeps, 'db' | 'now'>): Promise<StaffListItem[]> {
  const now = deps.now();
  const rows = await listStaff(deps.db);
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
      locked: row.lockedUntil !== null && row.lockedUntil > now,
      lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    }));
}
