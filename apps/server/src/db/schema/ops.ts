import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';

// Kept in sync by hand with migrations/0020_ops.sql, which says what each column holds.
export const staff = pgTable('staff', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull().unique(),
  displayName: text('display_name').notNull(),
  role: text('role').notNull(),
  passwordHash: text('password_hash').notNull(),
  mustChangePassword: boolean('must_change_password').notNull().default(true),
  totpSecret: text('totp_secret'),
  totpPendingSecret: text('totp_pending_secret'),
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  // 0042: who proposed and who approved the creation and the last reset (separation of duties' cooling period).
  createdBy: uuid('created_by'),
  createdApprovedBy: uuid('created_approved_by'),
  resetBy: uuid('reset_by'),
  resetApprovedBy: uuid('reset_approved_by'),
  resetAt: timestamp('reset_at', { withTimezone: true }),
});
export type StaffRow = typeof staff.$inferSelect;

// 0042_staff_login_attempts.sql: failures per username and source address.
export const staffLoginAttempt = pgTable(
  'staff_login_attempt',
  {
    username: text('username').notNull(),
    source: text('source').notNull(),
    failures: integer('failures').notNull(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
    waitUntil: timestamp('wait_until', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.username, t.source] }), index('staff_login_attempt_last_failed_idx').on(t.lastFailedAt)],
);
export type StaffLoginAttemptRow = typeof staffLoginAttempt.$inferSelect;

export const staffSession = pgTable(
  'staff_session',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('staff_session_staff_id_idx').on(t.staffId)],
);
export type StaffSessionRow = typeof staffSession.$inferSelect;

export const proposal = pgTable(
  'proposal',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    target: text('target').notNull(),
    summary: text('summary').notNull(),
    payload: jsonb('payload').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    note: text('note'),
    status: text('status').notNull().default('pending'),
    proposedBy: uuid('proposed_by')
      .notNull()
      .references(() => staff.id),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => staff.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    result: jsonb('result'),
    error: text('error'),
  },
  (t) => [index('proposal_status_idx').on(t.status, t.proposedAt)],
);
export type ProposalRow = typeof proposal.$inferSelect;

// id, prev_hash and hash are set by the chain trigger; an insert leaves them out.
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    staffId: uuid('staff_id'),
    username: text('username').notNull(),
    role: text('role').notNull().default(''),
    action: text('action').notNull(),
    target: text('target').notNull().default(''),
    ip: text('ip'),
    userAgent: text('user_agent'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    prevHash: bytea('prev_hash').notNull(),
    hash: bytea('hash').notNull(),
  },
  (t) => [
    index('audit_log_occurred_at_idx').on(t.occurredAt),
    index('audit_log_staff_idx').on(t.username, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
  ],
);
export type AuditLogRow = typeof auditLog.$inferSelect;
