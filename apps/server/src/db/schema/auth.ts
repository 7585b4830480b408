import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { customer } from './customer.ts';

// Kept in sync by hand with migrations/0003_auth.sql.

// Enterprise customers: the organisation, its transactor and its legal representative.
export const enterpriseProfile = pgTable('enterprise_profile', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customer.id, { onDelete: 'cascade' }),
  orgName: text('org_name').notNull(),
  transactorName: text('transactor_name').notNull(),
  transactorIdtype: text('transactor_idtype').notNull(),
  transactorIdnoEnc: text('transactor_idno_enc').notNull(),
  transactorMobile: text('transactor_mobile').notNull(),
  legalName: text('legal_name'),
  legalIdtype: text('legal_idtype'),
  legalIdnoEnc: text('legal_idno_enc'),
});

// One fund account per customer once opened (§3 ID type 12 logs in with its number).
export const fundAccount = pgTable(
  'fund_account',
  {
    accountNo: text('account_no').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('fund_account_customer_unique').on(t.customerId)],
);

// SMS codes (subject = mobile), image codes (subject = image code id) and tickets (subject = hash of the ticket).
export const verificationCode = pgTable(
  'verification_code',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    payload: text('payload'),
    ipHash: text('ip_hash'),
    tries: integer('tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    check('verification_code_kind_check', sql`${t.kind} in ('sms', 'image', 'ticket')`),
    index('verification_code_subject_idx').on(t.kind, t.subject, t.createdAt),
    index('verification_code_ip_idx').on(t.kind, t.ipHash, t.createdAt),
    index('verification_code_expires_idx').on(t.expiresAt),
  ],
);

// Failed password logins of identifiers that match no customer, so that they answer exactly like real ones.
export const loginFailure = pgTable('login_failure', {
  subjectHash: text('subject_hash').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

// Issue 3: every authentication event, without secrets (no password, code or token).
export const authEvent = pgTable(
  'auth_event',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    type: text('type').notNull(),
    customerId: uuid('customer_id').references(() => customer.id, { onDelete: 'set null' }),
    subjectHash: text('subject_hash'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    detail: text('detail'),
  },
  (t) => [index('auth_event_customer_idx').on(t.customerId, t.at)],
);

export type VerificationCodeRow = typeof verificationCode.$inferSelect;
export type EnterpriseProfileRow = typeof enterpriseProfile.$inferSelect;
