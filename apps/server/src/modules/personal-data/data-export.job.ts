import type { Database } from '../../db/database.ts';
import type { FieldCipher } from '../../security/field-cipher.ts';
import type { FastifyBaseLogger } from 'fastify';
import { createExportRunner } from './export-runner.ts';

const POLL_MS = 30_000;

// Exports asked for on another instance that stopped before preparing them, and expired files to drop.
export function startDataExportPoller(deps: { db: Database; cipher: FieldCipher; now: () => Date; log: FastifyBaseLogger }) {
  const runner = createExportRunner(deps);
  const timer = setInterval(() => runner.kick(), POLL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await runner.idle();
    },
  };
}
