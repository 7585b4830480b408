import { z } from 'zod';
import { AUDIT_ACTION_CODES } from '../../ops/audit-actions.ts';
import { isoDate } from '../trade-fields.ts';

// Issue 17: the compliance auditor browses and exports the audit log. Dates are Shanghai calendar days, both ends included.
export const AUDIT_PAGE_SIZE_MAX = 100;

const filterFields = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  // The staff member's username, exactly.
  staff: z.string().trim().max(64, '员工用户名过长').optional(),
  action: z.enum(AUDIT_ACTION_CODES, { error: '操作类型不正确' }).optional(),
  // Part of the target (e.g. a fund code or a proposal id).
  target: z.string().trim().max(200, '操作对象过长').optional(),
});

const datesInOrder = (f: { from?: string | undefined; to?: string | undefined }) => !f.from || !f.to || f.from <= f.to;
const DATES_IN_ORDER = { message: '开始日期不能晚于结束日期', path: ['from'] };

// GET /api/ops/audit/export: the same filters, no paging.
export const auditLogFilter = filterFields.refine(datesInOrder, DATES_IN_ORDER);
export type AuditLogFilter = z.infer<typeof auditLogFilter>;

// GET /api/ops/audit: newest first.
export const auditLogQuery = filterFields
  .extend({
    page: z.coerce.number({ error: '页码不正确' }).int('页码不正确').min(1, '页码不正确').default(1),
    pageSize: z.coerce
      .number({ error: '每页条数不正确' })
      .int('每页条数不正确')
      .min(1, '每页条数不正确')
      .max(AUDIT_PAGE_SIZE_MAX, `每页条数不能超过${AUDIT_PAGE_SIZE_MAX}`)
      .default(20),
  })
  .refine(datesInOrder, DATES_IN_ORDER);
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

export const auditLogItem = z.object({
  // bigint in the table: a decimal string on the wire.
  id: z.string(),
  occurredAt: z.string(),
  staffId: z.string().nullable(),
  username: z.string().nullable(),
  role: z.string().nullable(),
  roleLabel: z.string().nullable(),
  action: z.string(),
  actionLabel: z.string(),
  target: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  // Hex of the row's chain hash, so an exported or printed row can be matched against the table.
  hash: z.string(),
});
export type AuditLogItem = z.infer<typeof auditLogItem>;

export const auditLogPage = z.object({
  list: z.array(auditLogItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditLogPage = z.infer<typeof auditLogPage>;
