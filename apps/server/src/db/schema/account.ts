import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customer } from './customer.ts';
import { staff } from './ops.ts';

// Kept in sync by hand with migrations/0006_account.sql.

// Each upload of the two sides of an ID card; status 2 under review, 1 approved, 4 rejected.
export const idCardSubmission = pgTable(
  'id_card_submission',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    frontFile: text('front_file').notNull(),
    backFile: text('back_file').notNull(),
    frontMime: text('front_mime').notNull(),
    backMime: text('back_mime').notNull(),
    status: text('status').notNull().default('2'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    // 0029_ops_queues.sql: the staff member who decided it in the console.
    reviewedBy: uuid('reviewed_by').references(() => staff.id),
  },
  (t) => [
    check('id_card_submission_status_check', sql`${t.status} in ('1', '2', '4')`),
    index('id_card_submission_customer_idx').on(t.customerId, t.createdAt),
    index('id_card_submission_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = '2'`),
  ],
);

export type IdCardSubmissionRow = typeof idCardSubmission.$inferSelect;

// A bank card: pending (pre-signed, waiting for the bank's code), signed (usable), unbound (history only).
export const bankCard = pgTable(
  'bank_card',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    tradeacco: text('tradeacco').notNull().unique(),
    bankCode: text('bank_code').notNull(),
    cardNoEnc: text('card_no_enc').notNull(),
    cardNoHash: text('card_no_hash').notNull(),
    cardHead: text('card_head').notNull(),
    cardTail: text('card_tail').notNull(),
    reservedMobile: text('reserved_mobile').notNull(),
    capitalmode: text('capitalmode').notNull().default('K'),
    status: text('status').notNull().default('pending'),
    perOrderLimit: numeric('per_order_limit', { precision: 16, scale: 2 }).notNull().default('0'),
    perDayLimit: numeric('per_day_limit', { precision: 16, scale: 2 }).notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    unboundAt: timestamp('unbound_at', { withTimezone: true }),
  },
  (t) => [
    check('bank_card_status_check', sql`${t.status} in ('pending', 'signed', 'unbound')`),
    uniqueIndex('bank_card_live_idx')
      .on(t.customerId, t.cardNoHash)
      .where(sql`${t.status} <> 'unbound'`),
    index('bank_card_customer_idx').on(t.customerId, t.status),
  ],
);

export type BankCardRow = typeof bankCard.$inferSelect;

// §3 dictionaries requested by name.
export const dictionaryItem = pgTable(
  'dictionary_item',
  {
    dictName: text('dict_name').notNull(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'dictionary_item_pk', columns: [t.dictName, t.code] })],
);

export interface RiskOption {
  value: string;
  label: string;
  score: number;
  // Choosing it in a lowest-risk judgement question makes the customer C1.
  lowest?: boolean;
}

export const riskQuestion = pgTable(
  'risk_question',
  {
    id: integer('id').primaryKey(),
    sort: integer('sort').notNull(),
    title: text('title').notNull(),
    kind: text('kind').notNull().default('score'),
    multiple: boolean('multiple').notNull().default(false),
    options: jsonb('options').$type<RiskOption[]>().notNull(),
  },
  (t) => [check('risk_question_kind_check', sql`${t.kind} in ('score', 'lowest')`)],
);

export const riskAssessment = pgTable(
  'risk_assessment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Record<string, string[]>>().notNull(),
    score: integer('score').notNull(),
    level: text('level').notNull(),
    forcedLowest: boolean('forced_lowest').notNull().default(false),
    assessedAt: timestamp('assessed_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('risk_assessment_customer_idx').on(t.customerId, t.assessedAt)],
);
