import { shanghaiDate } from '@fund-direct/domain/calendar';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';

export interface AssetsDeps {
  db: Database;
  now: () => Date;
}

export function assetsDepsOf(api: FastifyInstance): AssetsDeps {
  return { db: api.db, now: () => api.now() };
}

// The Shanghai calendar day the figures are valued on.
export function todayOf(deps: AssetsDeps): string {
  return shanghaiDate(deps.now());
}
