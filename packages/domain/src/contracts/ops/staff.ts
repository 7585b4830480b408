import { z } from 'zod';
import { STAFF_ROLE_CODES } from '../../ops/roles.ts';
import { STAFF_PROPOSAL_ACTION_CODES } from '../../ops/proposals.ts';
import { staffSummary, usernameSchema } from './auth.ts';

export const staffListItem = staffSummary.extend({
  disabled: z.boolean(),
  mustChangePassword: z.boolean(),
  totpEnrolled: z.boolean(),
  // Locked for everyone (the account-wide ceiling) or from at least one address.
  locked: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export const staffListResponse = z.object({ list: z.array(staffListItem) });

export const staffCreateBody = z.object({
  username: usernameSchema,
  displayName: z.string({ error: '请输入姓名' }).trim().min(1, { error: '请输入姓名' }).max(40, { error: '姓名最多 40 个字' }),
  role: z.enum(STAFF_ROLE_CODES, { error: '请选择角色' }),
});

// The one-time password is shown once, to the administrator whose approval created or reset the account: the proposer
// never sees it, so they cannot sign in as the account they asked for.
export const staffOneTimePasswordResponse = z.object({ id: z.string(), username: z.string(), oneTimePassword: z.string() });

export const staffIdParams = z.object({ id: z.uuid({ error: '员工编号不正确' }) });

export const staffRoleBody = z.object({ role: z.enum(STAFF_ROLE_CODES, { error: '角色：请选择角色' }) });

// Creating staff, changing a role, a reset and enabling are proposals a second administrator approves.
export const staffProposalResponse = z.object({ proposalId: z.string() });

// The payload of a 'staff' proposal, checked again when it is applied.
export const staffProposalPayload = z.discriminatedUnion('action', [
  z.object({ action: z.literal('create'), ...staffCreateBody.shape }),
  z.object({ action: z.literal('role'), staffId: z.uuid(), role: z.enum(STAFF_ROLE_CODES) }),
  z.object({ action: z.enum(STAFF_PROPOSAL_ACTION_CODES).extract(['reset', 'enable']), staffId: z.uuid() }),
]);
export type StaffProposalPayload = z.infer<typeof staffProposalPayload>;
