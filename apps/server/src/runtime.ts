import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { BACKGROUND_JOBS, CLI_COMMANDS, SEED_MODULES } from './app-modules.ts';
import { buildApp } from './app.ts';
import { startAdminServer, type AdminServer } from './cli/admin-socket.ts';
import { acquireDataDirLock, adminSocketPath, type DataDirLock } from './cli/data-dir-lock.ts';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { isSeedOutdated, runSeeds } from './db/seed/seed-runner.ts';
import { createLogger } from './logger.ts';
import { installStoredCalendarYears } from './modules/calendar/trading-calendar.service.ts';
import { createFieldCipher } from './security/field-cipher.ts';
import { loadKeyMaterial } from './security/key-material.ts';

export interface Runtime {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  config: Config;
  logger?: FastifyBaseLogger;
  // The app's clock; journeys that must stand on a chosen trading day and hour move it (the wall clock otherwise).
  now?: () => Date;
}

// Whether this process owns a local PGlite data directory (and so the lock and the admin socket).
export function ownsDataDirectory(config: Pick<Config, 'databaseUrl' | 'inMemory'>): boolean {
  return !config.databaseUrl && !config.inMemory;
}

// open DB → migrate → install stored calendar years → seed when fresh (or seeded by an older release) → build app
// → listen → admin socket.
export async function startRuntime({ config, logger = createLogger(config), now }: RuntimeOptions): Promise<Runtime> {
  const cleanups: (() => Promise<void> | void)[] = [];
  const close = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  try {
    let lock: DataDirLock | null = null;
    if (!config.inMemory) await mkdir(config.dataDir, { recursive: true });
    if (ownsDataDirectory(config)) {
      lock = acquireDataDirLock(config.dataDir);
      cleanups.push(() => lock?.release());
    }
    const keys = await loadKeyMaterial(config);
    const database: DatabaseHandle = await openDatabase(config);
    cleanups.push(() => database.close());
    const { applied, fresh } = await migrate(database);
    if (applied.length > 0) logger.info({ applied }, 'migrations applied');
    // Before anything uses the calendar (the seeds do).
    await installStoredCalendarYears(database, logger);
    if (fresh || (await isSeedOutdated(database))) {
      const ran = await runSeeds({
        database,
        fieldCipher: createFieldCipher(keys.dataKey),
        modules: SEED_MODULES,
        ...(now ? { now: now() } : {}),
        includeDemo: config.nodeEnv !== 'production',
      });
      logger.info({ modules: ran }, 'seed data written');
    }
    const app = await buildApp({ config, database, keys, logger, ...(now ? { now } : {}) });
    cleanups.push(() => app.close());
    await app.listen({ port: config.port, host: config.host });
    const { port } = app.server.address() as AddressInfo;
    if (lock) {
      const admin: AdminServer = await startAdminServer(
        adminSocketPath(config.dataDir),
        CLI_COMMANDS,
        { config, database, keys, now: () => app.now() },
        logger,
      );
      cleanups.push(() => admin.close());
    }
    for (const job of BACKGROUND_JOBS) {
      if (!job.enabled(config)) continue;
      const running = job.start({ config, database, now: () => app.now(), logger });
      cleanups.push(() => running.stop());
    }
    return { url: `http://localhost:${port}`, app, close };
  } catch (error) {
    await close();
    throw error;
  }
}
