import { sql } from 'drizzle-orm';
import { systemParam } from '../schema/system-param.ts';
import type { SeedModule } from './seed-module.ts';

// Bump when a seed module is added or changed: a data directory seeded with an older version is seeded again on start.
export const SEED_VERSION = 7;
export const SEED_VERSION_KEY = 'seed_version';

export const systemParamsSeed: SeedModule = {
  name: 'system-params',
  async run({ tx, now }) {
    await tx
      .insert(systemParam)
      .values({ key: SEED_VERSION_KEY, value: String(SEED_VERSION), updatedAt: now })
      .onConflictDoUpdate({ target: systemParam.key, set: { value: sql`excluded.value`, updatedAt: now } });
  },
};
