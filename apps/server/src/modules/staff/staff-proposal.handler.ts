import { staffProposalPayload, type StaffProposalPayload } from '@fund-direct/domain/contracts/ops';
import { AppError } from '@fund-direct/domain/errors';
import { proposalHandler, type ProposalContext } from '../approval/proposal-handler.public.ts';
import type { Transaction } from '../../db/database.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { passwordHasherFor } from '../auth/auth.public.ts';
import { createStaff, existingStaff, resetStaff, type CreatedStaff, type StaffMakers } from './staff-admin.service.ts';
import { revokeStaffSessionsOf } from './staff-session.repository.ts';
import { updateStaff } from './staff.repository.ts';

// The hasher of this process's environment, as the demo seed takes it (handlers are listed before any app exists).
const hasher = () => passwordHasherFor(process.env.NODE_ENV ?? 'development');

async function applyStaffChange(tx: Transaction, payload: StaffProposalPayload, context: ProposalContext): Promise<unknown> {
  const makers: StaffMakers = { proposedBy: context.proposedBy, approvedBy: context.actor };
  const deps = { db: tx, hasher: hasher(), now: () => context.now };
  switch (payload.action) {
    case 'create':
      return createStaff(deps, makers, { username: payload.username, displayName: payload.displayName, role: payload.role }, undefined, tx);
    case 'reset':
      return resetStaff(deps, tx, makers, payload.staffId);
    case 'role': {
      const row = await existingStaff(tx, payload.staffId);
      if (row.role === payload.role) throw new AppError('VALIDATION', '角色：与当前角色相同');
      await updateStaff(tx, row.id, { role: payload.role });
      // Sessions carry the permissions they were opened with: the new role starts at the next login.
      await revokeStaffSessionsOf(tx, row.id, context.now);
      await recordAudit(tx, {
        actor: context.actor,
        action: 'staff.role',
        target: row.username,
        before: { role: row.role },
        after: { role: payload.role, proposedBy: context.proposedBy },
        at: context.now,
      });
      return { id: row.id, username: row.username, role: payload.role };
    }
    case 'enable': {
      const row = await existingStaff(tx, payload.staffId);
      if (!row.disabledAt) throw new AppError('VALIDATION', '该员工未停用');
      await updateStaff(tx, row.id, { disabledAt: null });
      await recordAudit(tx, {
        actor: context.actor,
        action: 'staff.enable',
        target: row.username,
        after: { proposedBy: context.proposedBy },
        at: context.now,
      });
      return { id: row.id, username: row.username };
    }
  }
}

function isIssued(result: unknown): result is CreatedStaff {
  return typeof result === 'object' && result !== null && 'oneTimePassword' in result;
}

// Separation of duties: creating staff, changing a role, a reset and enabling take effect only when a second
// administrator approves (staff.approve, separation-of-duties.ts).
export const staffProposalHandler = proposalHandler({
  kind: 'staff',
  payload: staffProposalPayload,
  apply: applyStaffChange,
  staffTouched: (payload) => (payload.action === 'create' ? null : payload.staffId),
  // The one-time password goes to the approver only, once; the proposal row keeps the account's id and username.
  shownOnce: (result) =>
    isIssued(result) ? { stored: { id: result.id, username: result.username }, issued: result } : { stored: result, issued: null },
});
