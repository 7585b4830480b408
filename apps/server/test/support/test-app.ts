import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { COMMON_PARAMS, SIGN_HEADERS, signRequest } from '@fund-direct/domain/signing';
import type { FastifyInstance, FastifyPluginAsync, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import type { ProposalHandler } from '../../src/modules/approval/proposal-handler.public.ts';
import { SEED_MODULES } from '../../src/app-modules.ts';
import { runSeeds } from '../../src/db/seed/seed-runner.ts';
import { DEMO_HISTORY_SEED_NAME } from '../../src/modules/assets/demo-history.seed.ts';
import { createFieldCipher } from '../../src/security/field-cipher.ts';
import { generateRsaPrivateKeyPem, keyMaterialFromPem, type KeyMaterial } from '../../src/security/key-material.ts';
import { systemDate } from '../../src/modules/system/system.service.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestAppOptions {
  config?: Partial<Config>;
  now?: () => Date;
  apiPlugins?: readonly FastifyPluginAsync[];
  // Only these /api modules instead of all of them.
  routePlugins?: readonly FastifyPluginAsync[];
  // Only these /api/ops modules and proposal handlers instead of all of them.
  opsRoutePlugins?: readonly FastifyPluginAsync[];
  proposalHandlers?: readonly ProposalHandler[];
  // Skip the seed modules (e.g. to test an empty database).
  seed?: boolean;
  // Also seed the demo customer's year of trading (13800000001); most tests expect no holdings.
  demoHistory?: boolean;
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  // The throw-away PostgreSQL database's connection string; undefined on PGlite.
  databaseUrl: string | undefined;
  config: Config;
  close(): Promise<void>;
}

// One RSA key per test process: generating a 2048-bit key per app would dominate the run time.
let sharedKeys: Promise<KeyMaterial> | undefined;
export function testKeys(): Promise<KeyMaterial> {
  sharedKeys ??= generateRsaPrivateKeyPem().then((pem) => keyMaterialFromPem(pem, Buffer.alloc(32, 7)));
  return sharedKeys;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', LOG_LEVEL: 'silent' }), ...overrides };
}

// A Fastify app on a fresh database (in-memory PGlite, or a throw-away PostgreSQL database when DATABASE_URL is set),
// migrated and seeded, not listening: drive it with app.inject / signedInject.
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.config);
  const keys = await testKeys();
  const seedAt = options.now?.();
  const seed = options.seed !== false;
  const modules = options.demoHistory ? SEED_MODULES : SEED_MODULES.filter((module) => module.name !== DEMO_HISTORY_SEED_NAME);
  const testDatabase = await openTestDatabase(
    async (database) => {
      await migrate(database);
      if (seed) await runSeeds({ database, fieldCipher: createFieldCipher(keys.dataKey), now: seedAt, modules });
    },
    // Seeds depend on their clock: a frozen one, or today's date in Shanghai.
    `${seed ? 'seeded' : 'migrated'}${seed && options.demoHistory ? '+history' : ''}@${seedAt?.toISOString() ?? systemDate(new Date()).date}`,
  );
  const { database } = testDatabase;
  try {
    const app = await buildApp({
      config,
      database,
      keys,
      ...(options.now ? { now: options.now } : {}),
      ...(options.apiPlugins ? { apiPlugins: options.apiPlugins } : {}),
      ...(options.routePlugins ? { routePlugins: options.routePlugins } : {}),
      ...(options.opsRoutePlugins ? { opsRoutePlugins: options.opsRoutePlugins } : {}),
      ...(options.proposalHandlers ? { proposalHandlers: options.proposalHandlers } : {}),
    });
    await app.ready();
    return {
      app,
      database,
      databaseUrl: testDatabase.url,
      config,
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

export interface SignedRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  // Full URL including /api, e.g. '/api/system/date'.
  url: string;
  body?: Record<string, unknown>;
  query?: Record<string, string>;
  token?: string;
  headers?: Record<string, string>;
  // Defaults to the app's clock.
  timestamp?: number;
}

// Sends a request the way the web client does: common headers, timestamp and §9 signature.
export function signedInject(app: FastifyInstance, request: SignedRequest): Promise<LightMyRequestResponse> {
  const timestamp = String(request.timestamp ?? app.now().getTime());
  const path = request.url.replace(/^\/api/, '').split('?', 1)[0] ?? '';
  const hasBody = request.method === 'POST' || request.method === 'PUT' || request.method === 'PATCH';
  const params = hasBody ? request.body : request.query;
  const headers: Record<string, string> = {
    [SIGN_HEADERS.channel]: COMMON_PARAMS.channel,
    [SIGN_HEADERS.version]: COMMON_PARAMS.version,
    [SIGN_HEADERS.timestamp]: timestamp,
    [SIGN_HEADERS.sign]: signRequest({ method: request.method, path, params, timestamp }),
    ...(request.token ? { [SIGN_HEADERS.token]: request.token } : {}),
    ...request.headers,
  };
  return app.inject({
    method: request.method,
    url: request.url,
    headers,
    ...(request.query ? { query: request.query } : {}),
    ...(hasBody ? { payload: request.body ?? {} } : {}),
  });
}

const publicKeys = new WeakMap<FastifyInstance, string>();

// Encrypts a field value with the key the app serves, as the web client does (§7).
export async function encryptFor(app: FastifyInstance, plaintext: string): Promise<string> {
  let spki = publicKeys.get(app);
  if (!spki) {
    const response = await app.inject({ method: 'GET', url: '/api/security/public-key' });
    spki = (response.json() as { data: { publicKey: string } }).data.publicKey;
    publicKeys.set(app, spki);
  }
  const key = createPublicKey({ key: Buffer.from(spki, 'base64'), format: 'der', type: 'spki' });
  return publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(plaintext, 'utf8')).toString(
    'base64',
  );
}
