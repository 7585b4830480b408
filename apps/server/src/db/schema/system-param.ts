import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const systemParam = pgTable('system_param', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
