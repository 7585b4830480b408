import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './database.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const STATEMENT_BREAKPOINT = '--> statement-breakpoint';
// Any constant works; it serialises migrators of several processes on one PostgreSQL server.
const MIGRATION_LOCK_KEY = 4_719_001;

export interface MigrationResult {
  applied: string[];
  // True when the database had no migration before this run (a brand-new database).
  fresh: boolean;
}

export function splitStatements(text: string): string[] {
  return text
    .split(STATEMENT_BREAKPOINT)
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}

export async function listMigrationFiles(dir = MIGRATIONS_DIR): Promise<string[]> {
  const names = await readdir(dir);
  return names.filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name)).sort();
}

// Drizzle-kit writes the SQL; we apply it: files in order, each in its own transaction, recorded in schema_migrations.
export async function migrate(database: DatabaseHandle, dir = MIGRATIONS_DIR): Promise<MigrationResult> {
  const { db } = database;
  await database.query(
    `create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`,
  );
  const before = await database.query<{ name: string }>('select name from schema_migrations');
  const fresh = before.length === 0;
  const files = await listMigrationFiles(dir);
  const applied: string[] = [];
  for (const name of files) {
    if (before.some((row) => row.name === name)) continue;
    const text = await readFile(path.join(dir, name), 'utf8');
    const done = await db.transaction(async (tx) => {
      await database.query(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`, tx);
      const already = await database.query(sql`select 1 from schema_migrations where name = ${name}`, tx);
      if (already.length > 0) return false;
      for (const statement of splitStatements(text)) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into schema_migrations (name) values (${name})`);
      return true;
    });
    if (done) applied.push(name);
  }
  return { applied, fresh };
}
