import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { openDatabase, wrapPglite, type DatabaseHandle } from '../db/database.ts';

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

async function openPostgresTestDatabase(databaseUrl: string, prepare: PrepareDatabase): Promise<TestDatabase> {
  const name = `fd_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = withDatabaseName(databaseUrl, name);
  const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://', inMemory: true });
  const drop = async () => {
    await database.close();
    const dropper = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    try {
      await dropper.unsafe(`drop database if exists ${name} with (force)`);
    } finally {
      await dropper.end({ timeout: 5 });
    }
  };
  try {
    await prepare(database);
  } catch (error) {
    await drop();
    throw error;
  }
  return { database, url, drop };
}

const SERVER_SRC = fileURLToPath(new URL('../', import.meta.url));
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
  return databaseUrl ? openPostgresTestDatabase(databaseUrl, prepare) : openPgliteTestDatabase(prepare, templateKey);
}
