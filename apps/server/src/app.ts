import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import { ERRORS } from '@fund-direct/domain/errors';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { loggerOptions } from './logger.ts';
import { API_ROUTE_PLUGINS } from './modules/api-routes.ts';
import { RESOURCES_PREFIX, resourceRoutes } from './modules/files/files.routes.ts';
import { registerDatabase } from './plugins/database.ts';
import { registerFieldDecryption, registerKeyMaterial } from './plugins/encryption.ts';
import { registerEnvelope } from './plugins/envelope.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSessionLookup, registerSessionStore } from './plugins/session.ts';
import { registerSigning } from './plugins/signing.ts';
import { registerWeb } from './plugins/web.ts';
import { zodSerializerCompiler, zodValidatorCompiler } from './plugins/zod-validation.ts';
import { loadKeyMaterial, type KeyMaterial } from './security/key-material.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyBaseLogger;
  // Loaded from the config when absent (DATA_DIR/keys or generated in memory).
  keys?: KeyMaterial;
  now?: () => Date;
  // Extra plugins registered in the /api scope after API_ROUTE_PLUGINS (tests use it for test-only routes).
  apiPlugins?: readonly FastifyPluginAsync[];
}

const REQUEST_ID_HEADER = 'x-request-id';

// Builds the app without listening: request id → logging → security headers → compression → errors → 404 → /api → static site.
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const now = options.now ?? (() => new Date());
  const keys = options.keys ?? (await loadKeyMaterial(config));
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: loggerOptions(config) }),
    requestIdHeader: REQUEST_ID_HEADER,
    genReqId: () => randomUUID(),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  app.decorate('config', config);
  registerDatabase(app, database, now);
  registerKeyMaterial(app, keys);
  registerEnvelope(app);
  registerSessionStore(app);

  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  registerSecurityHeaders(app, config.nodeEnv === 'production');
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    // Brotli's default quality 11 is meant for static files; dynamic JSON needs a fast level.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerErrorHandler(app);

  await app.register(
    async (api) => {
      await registerRateLimit(api, config);
      // DESIGN: signing → session → decryption, all before zod validation.
      registerSigning(api, now);
      registerSessionLookup(api);
      registerFieldDecryption(api);
      api.setNotFoundHandler(async (_request, reply) =>
        reply.code(404).send({ code: ERRORS.NOT_FOUND.code, msg: ERRORS.NOT_FOUND.msg }),
      );
      for (const plugin of [...API_ROUTE_PLUGINS, ...(options.apiPlugins ?? [])]) await api.register(plugin);
    },
    { prefix: '/api' },
  );

  // Plain links (PDFs, media) outside /api: not signed.
  await app.register(resourceRoutes, { prefix: RESOURCES_PREFIX });
  await registerWeb(app, config.webRoot);
  return app;
}
