import { auditLogPage, type AuditLogQuery } from '@fund-direct/domain/contracts/ops';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { opsRequest } from '@/lib/http.ts';

export type AuditLogParams = Partial<AuditLogQuery>;

// GET /api/ops/audit: one page of the audit log, newest first.
export function auditLogOptions(params: AuditLogParams) {
  return queryOptions({
    queryKey: ['ops', 'audit', params],
    queryFn: ({ signal }) => opsRequest('/audit', { params, schema: auditLogPage, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(params: AuditLogParams) {
  return useQuery(auditLogOptions(params));
}
