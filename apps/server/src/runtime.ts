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
import { tuneGarbageCollection } from './gc-tuning.ts';
import { createLogger } from './logger.ts';
import { installStoredCalendarYears } from './modules/calendar/trading-calendar.service.ts';
import { createFieldCipher } from './security/field-cipher.ts';
import { loadKeyMaterial, unfinishedDataKeyRotation } from './security/key-material.ts';

export interface Runtime {
  url: string;
  app: FastifyInstance;
  // Graceful: readiness fails first (SHUTDOWN_DRAIN_MS, so the load balancer drains this instance), then the server stops
  // accepting and waits for requests in flight (at most SHUTDOWN_TIMEOUT_MS, then their connections are cut), then the
  // background jobs stop and the database and Redis connections close.
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
  tuneGarbageCollection();
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
    const unfinishedRotation = unfinishedDataKeyRotation(config);
    if (unfinishedRotation) throw new Error(unfinishedRotation);
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
    cleanups.push(() => closeServer(app, config));
    await app.listen({ port: config.port, host: config.host });
    const { port } = app.server.address() as AddressInfo;
    if (lock) {
      const admin: AdminServer = await startAdminServer(
        adminSocketPath(config.dataDir),
        CLI_COMMANDS,
        { config, database, keys, now: () => app.now(), inServer: true },
        logger,
      );
      cleanups.push(() => admin.close());
    }
    for (const job of BACKGROUND_JOBS) {
      if (!job.enabled(config)) continue;
      const running = job.start({ config, database, fieldCipher: createFieldCipher(keys.dataKey), now: () => app.now(), logger });
      cleanups.push(() => running.stop());
    }
    const drainThenClose = async () => {
      app.lifecycle.draining = true;
      if (config.shutdownDrainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
      await close();
    };
    return { url: `http://localhost:${port}`, app, close: drainThenClose };
  } catch (error) {
    await close();
    throw error;
  }
}

const IDLE_SWEEP_MS = 50;

// Stops accepting and lets requests in flight finish; past the time limit their connections are cut so that the process
// can still close its pools and exit.
export async function closeServer(app: FastifyInstance, config: Pick<Config, 'shutdownTimeoutMs'>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), config.shutdownTimeoutMs);
  });
  const closing = app.close();
  // Node closes the keep-alive connections that are idle when closing starts; one whose request finishes later would hold
  // the server open until the time limit, so the idle ones are swept until the server has closed.
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  if ((await Promise.race([closing, limit])) === 'timeout') {
    app.log.warn({ timeoutMs: config.shutdownTimeoutMs }, 'requests still running at the shutdown time limit: closing their connections');
    app.server.closeAllConnections();
    await closing;
  }
  clearInterval(sweep);
  clearTimeout(timer);
}
