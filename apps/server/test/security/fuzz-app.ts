import { randomBytes } from 'node:crypto';
import { isSignedPath } from '@fund-direct/domain/signing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import type { ZodType } from 'zod';
import { buildApp } from '../../src/app.ts';
import { SEED_MODULES } from '../../src/app-modules.ts';
import { migrate } from '../../src/db/migrate.ts';
import { customer } from '../../src/db/schema/customer.ts';
import { runSeeds } from '../../src/db/seed/seed-runner.ts';
import { loggerOptions } from '../../src/logger.ts';
import { DEMO_HISTORY_SEED_NAME } from '../../src/modules/assets/demo-history.seed.ts';
import { SESSION_ABSOLUTE_TIMEOUT_MS } from '../../src/modules/session/session.service.ts';
import type { RouteEntry } from '../../src/plugins/route-table.ts';
import { requireCustomer } from '../../src/plugins/session.ts';
import { createFieldCipher } from '../../src/security/field-cipher.ts';
import { testConfig, testKeys } from '../support/test-app.ts';
import { openTestDatabase } from '../support/test-database.ts';

// One route of the app's own table (app.routeTable), as the suite needs it.
export interface RouteContract {
  method: string;
  url: string;
  body?: ZodType;
  querystring?: ZodType;
  params?: ZodType;
  // The route answers 401 without a live session (requireCustomer runs before its handler).
  needsSession: boolean;
  // §7/§9 signature checked (routes under /api but those exempted).
  signed: boolean;
}

export interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  err?: { type?: string; message?: string };
}

export interface FuzzApp {
  app: FastifyInstance;
  routes: RouteContract[];
  // Lines the app logged at warn level or above, in order; the suite empties it between cases.
  logs: LogLine[];
  bodyLimit: number;
  // Session tokens of the demo customer 13800000001: live, expired (past the 12-hour limit) and revoked.
  newToken(): Promise<string>;
  expiredToken(): Promise<string>;
  revokedToken(): Promise<string>;
  close(): Promise<void>;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const DEMO_MOBILE = '13800000001';

function asZod(schema: unknown): ZodType | undefined {
  return typeof schema === 'object' && schema !== null && typeof (schema as ZodType).safeParse === 'function'
    ? (schema as ZodType)
    : undefined;
}

export function contractsOf(route: RouteEntry): RouteContract[] {
  const methods = [route.method.toUpperCase()];
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const body = asZod(schema.body);
  const querystring = asZod(schema.querystring);
  const params = asZod(schema.params);
  const signedConfig = (route.config as { signed?: boolean } | undefined)?.signed;
  return methods
    .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
    .map((method) => ({
      method,
      url: route.url,
      ...(body && BODY_METHODS.has(method) ? { body } : {}),
      ...(querystring ? { querystring } : {}),
      ...(params ? { params } : {}),
      needsSession: route.preHandlers.includes(requireCustomer),
      signed: route.url.startsWith('/api/') && signedConfig !== false && isSignedPath(route.url.slice('/api'.length)),
    }));
}

// The test app of createTestApp (same seeded template), with the route table collected and the log captured.
export async function createFuzzApp(now: Date): Promise<FuzzApp> {
  let clock = now.getTime();
  const config = testConfig({ rateLimit: { max: 1_000_000_000, windowMs: 60_000 }, logLevel: 'warn' });
  const keys = await testKeys();
  const modules = SEED_MODULES.filter((module) => module.name !== DEMO_HISTORY_SEED_NAME);
  const testDatabase = await openTestDatabase(async (database) => {
    await migrate(database);
    await runSeeds({ database, fieldCipher: createFieldCipher(keys.dataKey), now, modules });
  }, `seeded@${now.toISOString()}`);
  const logs: LogLine[] = [];
  const logger = pino(
    { ...loggerOptions(config), level: 'warn' },
    {
      write(line: string) {
        logs.push(JSON.parse(line) as LogLine);
      },
    },
  );
  try {
    const app = await buildApp({
      config,
      database: testDatabase.database,
      keys,
      logger,
      now: () => new Date(clock),
    });
    await app.ready();
    const routes = app.routeTable.flatMap(contractsOf);
    const [demo] = await app.db.select({ id: customer.id }).from(customer).where(eq(customer.mobile, DEMO_MOBILE));
    const customerId = demo?.id;
    if (!customerId) throw new Error('the demo customer is not seeded');
    const tokenAt = async (at: number) => {
      const saved = clock;
      clock = at;
      try {
        return await app.sessionStore.create(customerId);
      } finally {
        clock = saved;
      }
    };
    return {
      app,
      routes,
      logs,
      bodyLimit: config.bodyLimit,
      newToken: async () => (await tokenAt(clock)).token,
      expiredToken: async () => (await tokenAt(clock - SESSION_ABSOLUTE_TIMEOUT_MS - 60_000)).token,
      revokedToken: async () => {
        const { token, session } = await tokenAt(clock);
        await app.sessionStore.revoke(session.id);
        return token;
      },
      async close() {
        await app.close();
        await testDatabase.drop();
      },
    };
  } catch (error) {
    await testDatabase.drop();
    throw error;
  }
}

// A token of the right shape (32 random bytes, base64url) that no session has.
export function forgedToken(): string {
  return randomBytes(32).toString('base64url');
}
