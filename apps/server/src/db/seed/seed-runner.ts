import { eq } from 'drizzle-orm';
import type { FieldCipher } from '../../security/field-cipher.ts';
import type { DatabaseHandle } from '../database.ts';
import { systemParam } from '../schema/system-param.ts';
import type { SeedModule } from './seed-module.ts';
import { SEED_VERSION, SEED_VERSION_KEY } from './system-params.seed.ts';

export interface SeedOptions {
  database: DatabaseHandle;
  fieldCipher: FieldCipher;
  now?: Date;
  // In order: a module may rely on the rows of the modules before it (the list is in app-modules.ts).
  modules: readonly SeedModule[];
  // False in production: modules marked demoOnly are skipped. Tests and tools seed everything.
  includeDemo?: boolean;
}

export async function runSeeds({ database, fieldCipher, now = new Date(), modules, includeDemo = true }: SeedOptions): Promise<string[]> {
  const ran: string[] = [];
  for (const module of modules) {
    if (module.demoOnly && !includeDemo) continue;
    await database.db.transaction((tx) => module.run({ tx, database, fieldCipher, now }));
    ran.push(module.name);
  }
  return ran;
}

// True when the database was never seeded or was seeded by an older release.
export async function isSeedOutdated(database: DatabaseHandle): Promise<boolean> {
  const rows = await database.db.select().from(systemParam).where(eq(systemParam.key, SEED_VERSION_KEY));
  const stored = Number(rows[0]?.value ?? 0);
  return !(stored >= SEED_VERSION);
}
