import { bigint, boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staff } from './ops.ts';

// Kept in sync by hand with migrations/0005_search.sql and 0027_site_content_ops.sql. §7 search keyword list: hot keywords ranked by searches.
export const searchKeyword = pgTable('search_keyword', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  keyWord: text('key_word').notNull().unique(),
  searchCount: bigint('search_count', { mode: 'number' }).notNull().default(0),
  curated: boolean('curated').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  // Migration 0027: the console's last change of the curated list.
  updatedAt: timestamp('updated_at', { withTimezone: true }),
  updatedBy: uuid('updated_by').references(() => staff.id),
});
