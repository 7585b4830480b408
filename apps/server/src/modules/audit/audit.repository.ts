import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';

export interface NewAuditRow {
  occurredAt: Date;
  staffId: string | null;
  username: string;
  role: string;
  action: string;
  target: string;
  ip: string | null;
  userAgent: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
}

function jsonOrNull(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

// id, prev_hash and hash come from the chain trigger (migration 0020), so the insert leaves them out.
export async function insertAuditRow(db: DbExecutor, row: NewAuditRow): Promise<void> {
  await db.execute(sql`
    insert into audit_log (occurred_at, staff_id, username, role, action, target, ip, user_agent, before, after, reason)
    values (${row.occurredAt.toISOString()}, ${row.staffId}, ${row.username}, ${row.role}, ${row.action}, ${row.target},
            ${row.ip}, ${row.userAgent}, ${jsonOrNull(row.before)}::jsonb, ${jsonOrNull(row.after)}::jsonb, ${row.reason})`);
}
