import { sql } from 'drizzle-orm';
import { char, check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customerAccountColumns } from './customer-account-columns.ts';
import { customerAuthColumns } from './customer-auth-columns.ts';
import { customerFreezeColumns } from './customer-freeze-columns.ts';

// §3/§6: personal ('1') or institution ('0') customers; custbelongto '1' once a fund account is open.
export const customer = pgTable(
  'customer',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    custno: text('custno').notNull().unique(),
    // Unique among open accounts only (0033): a closed customer's mobile may register again.
    mobile: text('mobile').notNull(),
    custname: text('custname'),
    custtype: char('custtype', { length: 1 }).notNull().default('1'),
    custbelongto: char('custbelongto', { length: 1 }).notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...customerAuthColumns,
    ...customerAccountColumns,
    ...customerFreezeColumns,
    // 0033_personal_data.sql: set when the customer closed the account; the row stays for the retention period.
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    check('customer_custtype_check', sql`${t.custtype} in ('0', '1')`),
    uniqueIndex('customer_mobile_live_idx')
      .on(t.mobile)
      .where(sql`${t.closedAt} is null`),
    check('customer_custbelongto_check', sql`${t.custbelongto} in ('0', '1')`),
    check(
      'customer_frozen_check',
      sql`(${t.frozenAt} is null) = (${t.frozenReason} is null) and (${t.frozenAt} is null) = (${t.frozenBy} is null)`,
    ),
  ],
);

export type CustomerRow = typeof customer.$inferSelect;
export type NewCustomerRow = typeof customer.$inferInsert;
