import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/database.ts';

// This machine's speed drifts by a fifth from one minute to the next (and other work shares its two cores), so a
// PostgreSQL figure is taken over `trials` runs, each over its own copy of one prepared database: CREATE DATABASE …
// TEMPLATE copies the files after a checkpoint, so every trial starts from the same state, on disk.
export async function trialsOnTemplateCopies<Prepared, Result>(
  baseUrl: string,
  prefix: string,
  trials: number,
  prepare: (database: DatabaseHandle) => Promise<Prepared>,
  run: (database: DatabaseHandle, prepared: Prepared) => Promise<Result>,
): Promise<Result[]> {
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  const template = `${prefix}_${randomBytes(4).toString('hex')}`;
  const urlOf = (name: string) => {
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const open = (name: string) => openDatabase({ databaseUrl: urlOf(name), dataDir: 'memory://', inMemory: true });
  try {
    await admin.unsafe(`create database ${template}`);
  } catch (error) {
    console.log(`  postgres skipped: ${(error as Error).message}`);
    await admin.end({ timeout: 5 });
    return [];
  }
  const results: Result[] = [];
  try {
    const source = await open(template);
    let prepared: Prepared;
    try {
      prepared = await prepare(source);
    } finally {
      await source.close();
    }
    for (let trial = 1; trial <= trials; trial += 1) {
      const name = `${template}_${trial}`;
      await admin.unsafe(`create database ${name} template ${template}`);
      const database = await open(name);
      try {
        results.push(await run(database, prepared));
      } finally {
        await database.close();
        await admin.unsafe(`drop database if exists ${name} with (force)`);
      }
    }
  } finally {
    await admin.unsafe(`drop database if exists ${template} with (force)`);
    await admin.end({ timeout: 5 });
  }
  return results;
}
