import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { openDatabase, wrapPglite, type DatabaseHandle } from '../../src/db/database.ts';

export interface TestDatabase {
  database: DatabaseHandle;
  // The connection string of the throw-away database (PostgreSQL only).
  url: string | undefined;
  drop(): Promise<void>;
}

// Brings an empty database to the state the tests start from (migrate, seed).
export type PrepareDatabase = (database: DatabaseHandle) => Promise<void>;

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function withAdmin<T>(databaseUrl: string, work: (admin: postgres.Sql) => Promise<T>): Promise<T> {
  const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    return await work(admin);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

// PostgreSQL: the first test app of a source version prepares a template database under an advisory lock;
// every test database is then a CREATE DATABASE … TEMPLATE copy, which skips migrations and seeds.
async function ensurePostgresTemplate(databaseUrl: string, prepare: PrepareDatabase, templateKey: string): Promise<string> {
  const hash = await templateSourceHash();
  const name = `fd_tpl_${hash}_${createHash('sha256').update(templateKey).digest('hex').slice(0, 8)}`;
  return withAdmin(databaseUrl, async (admin) => {
    await admin`select pg_advisory_lock(7712001)`;
    try {
      const [existing] = await admin`select 1 from pg_database where datname = ${name}`;
      if (existing) return name;
      // Templates of older sources are dead weight.
      const stale = await admin`select datname from pg_database where datname like 'fd_tpl_%' and datname not like ${`fd_tpl_${hash}_%`}`;
      for (const row of stale) await admin.unsafe(`drop database if exists ${row.datname as string} with (force)`);
      const building = `${name}_build`;
      await admin.unsafe(`drop database if exists ${building} with (force)`);
      await admin.unsafe(`create database ${building}`);
      const database = await openDatabase({ databaseUrl: withDatabaseName(databaseUrl, building), dataDir: 'memory://', inMemory: true });
      try {
        await prepare(database);
      } finally {
        await database.close();
      }
      await admin.unsafe(`alter database ${building} rename to ${name}`);
      return name;
    } finally {
      await admin`select pg_advisory_unlock(7712001)`;
    }
  });
}

async function openPostgresTestDatabase(
  databaseUrl: string,
  prepare: PrepareDatabase,
  templateKey: string | undefined,
): Promise<TestDatabase> {
  const name = `fd_test_${randomBytes(6).toString('hex')}`;
  const template = templateKey === undefined ? undefined : await ensurePostgresTemplate(databaseUrl, prepare, templateKey);
  await withAdmin(databaseUrl, (admin) =>
    admin.unsafe(template ? `create database ${name} template ${template}` : `create database ${name}`),
  );
  const url = withDatabaseName(databaseUrl, name);
  const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://', inMemory: true });
  const drop = async () => {
    await database.close();
    await withAdmin(databaseUrl, (admin) => admin.unsafe(`drop database if exists ${name} with (force)`));
  };
  if (!template) {
    try {
      await prepare(database);
    } catch (error) {
      await drop();
      throw error;
    }
  }
  return { database, url, drop };
}

const SERVER_SRC = fileURLToPath(new URL('../../src/', import.meta.url));
const SERVER_TEST = fileURLToPath(new URL('../', import.meta.url));
const DOMAIN_SRC = fileURLToPath(new URL('../../../../packages/domain/src/', import.meta.url));
const TEMPLATE_DIR = path.join(tmpdir(), 'fd-test-templates');

async function hashTree(hash: ReturnType<typeof createHash>, dir: string): Promise<void> {
  const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') await hashTree(hash, full);
    } else if (!entry.name.endsWith('.test.ts')) {
      hash.update(full).update(await readFile(full));
    }
  }
}

// Any change to the migrations, the seeds or the code they use gives a new template.
let sourceHash: Promise<string> | undefined;
function templateSourceHash(): Promise<string> {
  sourceHash ??= (async () => {
    const hash = createHash('sha256');
    await hashTree(hash, SERVER_SRC);
    await hashTree(hash, SERVER_TEST);
    await hashTree(hash, DOMAIN_SRC);
    return hash.digest('hex').slice(0, 16);
  })();
  return sourceHash;
}

async function readTemplate(file: string): Promise<Blob | null> {
  try {
    return new Blob([await readFile(file)]);
  } catch {
    return null;
  }
}

// PGlite: the first test app prepares a database and dumps it to a template file (keyed by the source hash and
// templateKey); later apps, in any test file, load the dump, which skips initdb, migrations and seeds.
async function openPgliteTestDatabase(prepare: PrepareDatabase, templateKey: string | undefined): Promise<TestDatabase> {
  if (templateKey === undefined) {
    const database = await wrapPglite(new PGlite());
    await prepare(database);
    return { database, url: undefined, drop: () => database.close() };
  }
  const hash = await templateSourceHash();
  const file = path.join(TEMPLATE_DIR, `${hash}-${createHash('sha256').update(templateKey).digest('hex').slice(0, 12)}.tar`);
  const template = await readTemplate(file);
  if (template) {
    const database = await wrapPglite(new PGlite({ loadDataDir: template }));
    return { database, url: undefined, drop: () => database.close() };
  }
  const client = new PGlite();
  const database = await wrapPglite(client);
  await prepare(database);
  const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  await mkdir(TEMPLATE_DIR, { recursive: true });
  // Templates of older sources are dead weight.
  for (const name of await readdir(TEMPLATE_DIR)) {
    if (!name.startsWith(hash)) await rm(path.join(TEMPLATE_DIR, name), { force: true });
  }
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, dump);
  await rename(partial, file);
  return { database, url: undefined, drop: () => database.close() };
}

// A fresh in-memory PGlite; with DATABASE_URL, a new database fd_test_<random> on that server, dropped afterwards,
// so that test runs never see each other's data. `templateKey` names what `prepare` produces, for the PGlite template cache.
export async function openTestDatabase(
  prepare: PrepareDatabase = async () => {},
  templateKey?: string,
  databaseUrl = process.env.DATABASE_URL || undefined,
): Promise<TestDatabase> {
  return databaseUrl ? openPostgresTestDatabase(databaseUrl, prepare, templateKey) : openPgliteTestDatabase(prepare, templateKey);
}
