import type { AuditLogFilter, AuditLogItem, AuditLogPage, AuditLogQuery } from '@fund-direct/domain/contracts/ops';
import { AUDIT_ACTIONS, STAFF_ROLES } from '@fund-direct/domain/ops';
import type { Database } from '../../db/database.ts';
import type { AuditMeta, StaffActor } from '../../plugins/ops-session.ts';
import { CSV_BOM, csvLine } from './audit-csv.ts';
import {
  auditRowsFrom,
  auditRowsPage,
  countAuditRows,
  newestAuditId,
  type AuditRowFilter,
  type AuditRowView,
} from './audit-log.repository.ts';
import { recordAudit } from './audit.service.ts';

export interface AuditLogDeps {
  db: Database;
  now: () => Date;
}

// Rows per query of an export: large enough to be quick, small enough that memory stays flat.
const EXPORT_CHUNK = 2_000;
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

// The auditor's dates are Shanghai calendar days, both ends included.
export function auditRowFilterOf(filter: AuditLogFilter): AuditRowFilter {
  return {
    ...(filter.from ? { fromAt: new Date(`${filter.from}T00:00:00+08:00`) } : {}),
    ...(filter.to ? { untilAt: new Date(new Date(`${filter.to}T00:00:00+08:00`).getTime() + DAY_MS) } : {}),
    ...(filter.staff ? { username: filter.staff } : {}),
    ...(filter.action ? { action: filter.action } : {}),
    ...(filter.target ? { targetContains: filter.target } : {}),
  };
}

const labelOf = <T extends Record<string, string>>(table: T, code: string | null): string | null =>
  code && Object.hasOwn(table, code) ? (table[code as keyof T] ?? null) : null;

export function toAuditLogItem(row: AuditRowView): AuditLogItem {
  return {
    id: String(row.id),
    occurredAt: row.occurredAt.toISOString(),
    staffId: row.staffId,
    username: row.username || null,
    role: row.role || null,
    roleLabel: labelOf(STAFF_ROLES, row.role),
    action: row.action,
    actionLabel: labelOf(AUDIT_ACTIONS, row.action) ?? row.action,
    target: row.target || null,
    ip: row.ip,
    userAgent: row.userAgent,
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
    hash: row.hash,
  };
}

export async function browseAuditLog(db: Database, query: AuditLogQuery): Promise<AuditLogPage> {
  const filter = auditRowFilterOf(query);
  const [total, rows] = await Promise.all([
    countAuditRows(db, filter),
    auditRowsPage(db, filter, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
  ]);
  return { list: rows.map(toAuditLogItem), total, page: query.page, pageSize: query.pageSize };
}

export const AUDIT_CSV_HEADER = [
  '编号',
  '时间（北京时间）',
  '员工',
  '角色',
  '操作',
  '操作代码',
  '对象',
  'IP',
  '浏览器',
  '变更前',
  '变更后',
  '原因',
  '哈希',
];

// Shanghai wall-clock time to the millisecond (China keeps no daylight saving).
function shanghaiTimestamp(at: Date): string {
  return new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().replace('T', ' ').replace('Z', '');
}

const jsonCell = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

export function auditCsvLine(row: AuditRowView): string {
  const item = toAuditLogItem(row);
  return csvLine([
    item.id,
    shanghaiTimestamp(row.occurredAt),
    item.username,
    item.roleLabel ?? item.role,
    item.actionLabel,
    item.action,
    item.target,
    item.ip,
    item.userAgent,
    jsonCell(item.before),
    jsonCell(item.after),
    item.reason,
    item.hash,
  ]);
}

async function* csvLines(db: Database, filter: AuditRowFilter, upToId: number): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(AUDIT_CSV_HEADER);
  let cursor = upToId;
  while (cursor > 0) {
    const rows = await auditRowsFrom(db, filter, cursor, EXPORT_CHUNK);
    if (rows.length === 0) return;
    yield rows.map(auditCsvLine).join('');
    cursor = Number(rows.at(-1)?.id ?? 0) - 1;
    if (rows.length < EXPORT_CHUNK) return;
  }
}

export interface AuditExport {
  filename: string;
  upToId: number;
  lines: AsyncGenerator<string>;
}

// Issue 17: an export is itself an audit row ('audit.export', the filters in `after`), written before the first byte
// goes out, so an aborted download is still on record. The file holds the rows up to the newest one at that moment.
export async function startAuditExport(
  deps: AuditLogDeps,
  actor: StaffActor,
  meta: AuditMeta,
  filter: AuditLogFilter,
): Promise<AuditExport> {
  const at = deps.now();
  const upToId = await deps.db.transaction(async (tx) => {
    const newest = await newestAuditId(tx);
    await recordAudit(tx, { actor, action: 'audit.export', target: 'audit_log', after: { ...filter, upToId: newest }, meta, at });
    return newest;
  });
  const day = shanghaiTimestamp(at).slice(0, 10).replaceAll('-', '');
  return { filename: `audit-log-${day}.csv`, upToId, lines: csvLines(deps.db, auditRowFilterOf(filter), upToId) };
}
