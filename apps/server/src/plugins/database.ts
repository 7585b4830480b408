import type { FastifyInstance } from 'fastify';
import type { Database, DatabaseHandle } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
    // The clock of the app; tests freeze it to exercise expiry and cut-off rules.
    now(): Date;
  }
}

export function registerDatabase(app: FastifyInstance, database: DatabaseHandle, now: () => Date): void {
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('now', now);
}
