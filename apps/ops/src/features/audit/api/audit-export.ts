import type { AuditLogFilter } from '@fund-direct/domain/contracts/ops';
import { OPS_API_BASE, queryString } from '@/lib/http.ts';

// GET /api/ops/audit/export: a CSV file the browser downloads itself (the server streams it; the session cookie goes
// along on a same-origin link), so a large range never sits in the page's memory. The export is itself an audit row.
export function auditExportUrl(filter: Partial<AuditLogFilter>): string {
  return `${OPS_API_BASE}/audit/export${queryString(filter)}`;
}
