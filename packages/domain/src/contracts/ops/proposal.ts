import { z } from 'zod';
import { PROPOSAL_KIND_CODES, PROPOSAL_STATUS_CODES } from '../../ops/proposals.ts';

export const proposalListQuery = z.object({
  status: z.enum(PROPOSAL_STATUS_CODES, { error: '状态不正确' }).optional(),
  kind: z.enum(PROPOSAL_KIND_CODES, { error: '申请类型不正确' }).optional(),
  page: z.coerce.number({ error: '页码不正确' }).int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number({ error: '每页条数不正确' }).int().min(1).max(100).default(20),
});

const person = z.object({ id: z.string(), username: z.string(), displayName: z.string() });

export const proposalItem = z.object({
  id: z.string(),
  kind: z.enum(PROPOSAL_KIND_CODES),
  kindLabel: z.string(),
  target: z.string(),
  summary: z.string(),
  status: z.enum(PROPOSAL_STATUS_CODES),
  statusLabel: z.string(),
  proposedBy: person,
  proposedAt: z.string(),
  note: z.string().nullable(),
  decidedBy: person.nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
  error: z.string().nullable(),
});
export type ProposalItem = z.infer<typeof proposalItem>;

export const proposalListResponse = z.object({ list: z.array(proposalItem), total: z.number().int() });

// before/after are the changed fields only (JSON); the console shows them side by side.
export const proposalDetailResponse = proposalItem.extend({
  before: z.unknown(),
  after: z.unknown(),
  result: z.unknown(),
});

export const proposalIdParams = z.object({ id: z.uuid({ error: '申请编号不正确' }) });

export const proposalRejectBody = z.object({
  reason: z
    .string({ error: '请填写驳回原因' })
    .trim()
    .min(2, { error: '请填写驳回原因（至少 2 个字）' })
    .max(500, { error: '驳回原因最多 500 字' }),
});

// What an approval answers: a one-time password when the approved change issued one (staff created or reset), shown to
// the approver once and stored nowhere.
export const proposalApproveResponse = z.object({
  issued: z.object({ id: z.string(), username: z.string(), oneTimePassword: z.string() }).nullable(),
});
export type ProposalApproveResponse = z.infer<typeof proposalApproveResponse>;
