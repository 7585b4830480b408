import type { AuditAction } from '@fund-direct/domain/ops';
import type { DbExecutor } from '../../db/database.ts';
import type { AuditMeta } from '../../plugins/ops-session.ts';
import { insertAuditRow } from './audit.repository.ts';

export interface AuditEntry {
  // null for what happens before a staff member is known (a failed login names the username tried).
  actor: { id: string; username: string; role: string } | null;
  username?: string;
  action: AuditAction;
  target?: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  meta?: Partial<AuditMeta>;
  at: Date;
}

// Issue 17: every staff action and login is one append-only, hash-chained row. Call it in the transaction of the
// change it records, so the row exists exactly when the change does.
export async function recordAudit(db: DbExecutor, entry: AuditEntry): Promise<void> {
  await insertAuditRow(db, {
    occurredAt: entry.at,
    staffId: entry.actor?.id ?? null,
    username: entry.actor?.username ?? entry.username ?? '',
    role: entry.actor?.role ?? '',
    action: entry.action,
    target: entry.target ?? '',
    ip: entry.meta?.ip ?? null,
    userAgent: entry.meta?.userAgent ?? null,
    before: entry.before,
    after: entry.after,
    reason: entry.reason ?? null,
  });
}
