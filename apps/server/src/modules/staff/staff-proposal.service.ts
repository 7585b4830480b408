import type { StaffProposalPayload } from '@fund-direct/domain/contracts/ops';
import { AppError } from '@fund-direct/domain/errors';
import { STAFF_PROPOSAL_ACTIONS, STAFF_ROLES, type StaffRole } from '@fund-direct/domain/ops';
import type { AuditMeta, StaffActor } from '../../plugins/ops-session.ts';
import { propose } from '../approval/proposal.service.ts';
import { existingStaff, type NewStaffInput } from './staff-admin.service.ts';
import type { StaffDeps } from './staff-deps.ts';
import { findStaffByUsername } from './staff.repository.ts';

const roleLabel = (role: string) => STAFF_ROLES[role as StaffRole] ?? role;

// An administrator's request; the change waits for a second administrator (staff-proposal.handler.ts).
async function proposeStaff(
  deps: StaffDeps,
  actor: StaffActor,
  meta: AuditMeta,
  input: { target: string; summary: string; payload: StaffProposalPayload; before?: unknown; after?: unknown },
) {
  const { id } = await propose(deps.db, actor, meta, deps.now(), { kind: 'staff', ...input });
  return { proposalId: id };
}

export async function proposeCreateStaff(deps: StaffDeps, actor: StaffActor, input: NewStaffInput, meta: AuditMeta) {
  if (await findStaffByUsername(deps.db, input.username)) throw new AppError('VALIDATION', '用户名：该用户名已存在');
  return proposeStaff(deps, actor, meta, {
    target: input.username,
    summary: `${STAFF_PROPOSAL_ACTIONS.create} ${input.displayName}（${input.username}，${roleLabel(input.role)}）`,
    payload: { action: 'create', ...input },
    after: { username: input.username, displayName: input.displayName, role: roleLabel(input.role) },
  });
}

export async function proposeRoleChange(deps: StaffDeps, actor: StaffActor, id: string, role: StaffRole, meta: AuditMeta) {
  const row = await existingStaff(deps.db, id);
  if (row.role === role) throw new AppError('VALIDATION', '角色：与当前角色相同');
  return proposeStaff(deps, actor, meta, {
    target: row.username,
    summary: `${STAFF_PROPOSAL_ACTIONS.role}：${row.displayName} ${roleLabel(row.role)} → ${roleLabel(role)}`,
    payload: { action: 'role', staffId: id, role },
    before: { role: roleLabel(row.role) },
    after: { role: roleLabel(role) },
  });
}

export async function proposeReset(deps: StaffDeps, actor: StaffActor, id: string, meta: AuditMeta) {
  const row = await existingStaff(deps.db, id);
  return proposeStaff(deps, actor, meta, {
    target: row.username,
    summary: `${STAFF_PROPOSAL_ACTIONS.reset}：${row.displayName}`,
    payload: { action: 'reset', staffId: id },
  });
}

export async function proposeEnable(deps: StaffDeps, actor: StaffActor, id: string, meta: AuditMeta) {
  const row = await existingStaff(deps.db, id);
  if (!row.disabledAt) throw new AppError('VALIDATION', '该员工未停用');
  return proposeStaff(deps, actor, meta, {
    target: row.username,
    summary: `${STAFF_PROPOSAL_ACTIONS.enable}：${row.displayName}`,
    payload: { action: 'enable', staffId: id },
    before: { disabled: true },
    after: { disabled: false },
  });
}
