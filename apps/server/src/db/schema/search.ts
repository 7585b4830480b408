import { bigint, boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

// Kept in sync by hand with migrations/0005_search.sql. §7 search keyword list: hot keywords ranked by searches.
export const searchKeyword = pgTable('search_keyword', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  keyWord: text('key_word').notNull().unique(),
  searchCount: bigint('search_count', { mode: 'number' }).notNull().default(0),
  curated: boolean('curated').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});
