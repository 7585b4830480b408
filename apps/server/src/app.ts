import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import { ERRORS } from '@fund-direct/domain/errors';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyPluginAsync, type FastifyReply } from 'fastify';
import { API_ROUTE_PLUGINS, OPS_ROUTE_PLUGINS, PROPOSAL_HANDLERS, SITE_ROUTE_PLUGINS } from './app-modules.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { loggerOptions, requestChildLogger } from './logger.ts';
import { RESOURCES_PREFIX, resourceRoutes } from './modules/files/files.routes.ts';
import { createSessionStore } from './modules/session/session.service.ts';
import type { ProposalHandler } from './modules/approval/proposal-handler.public.ts';
import { createStaffSessionResolver } from './modules/staff/staff-session.service.ts';
import { OPS_PREFIX, registerOpsAccess } from './plugins/ops-session.ts';
import { cardUsageChecks } from './modules/bank-card/card-usage.ts';
import { tradingCardUsageCheck } from './modules/trading/card-usage-check.ts';
import { registerDatabase } from './plugins/database.ts';
import { registerFieldDecryption, registerKeyMaterial } from './plugins/encryption.ts';
import { registerEnvelope } from './plugins/envelope.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerJsonBodyParser } from './plugins/json-body.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerLifecycle } from './plugins/lifecycle.ts';
import { registerOpsWeb } from './plugins/ops-web.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerRequestId, requestIdOptions } from './plugins/request-id.ts';
import { registerRouteTable } from './plugins/route-table.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerPersonalOnly, registerSessionLookup, registerSessionStore } from './plugins/session.ts';
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
  // The /api modules; every one unless given (tests assemble an app of a few modules).
  routePlugins?: readonly FastifyPluginAsync[];
  // Extra plugins registered in the /api scope after the route plugins (tests use it for test-only routes).
  apiPlugins?: readonly FastifyPluginAsync[];
  // The /api/ops modules and proposal handlers; every one unless given.
  opsRoutePlugins?: readonly FastifyPluginAsync[];
  proposalHandlers?: readonly ProposalHandler[];
}

// Issue 6: what keeps a card from being unbound or changed, whichever route modules the app carries.
const CARD_USAGE_CHECKS = [tradingCardUsageCheck];

// Builds the app without listening: request id → logging → security headers → compression → errors → 404 → /api → static site.
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const now = options.now ?? (() => new Date());
  const keys = options.keys ?? (await loadKeyMaterial(config));
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: loggerOptions(config) }),
    ...requestIdOptions(),
    childLoggerFactory: requestChildLogger,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // The router's own refusals answer the envelope too: a path parameter past maxParamLength (e.g. a 1 MB id) names
    // nothing that exists; a malformed URL names no route.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const { code, msg, http } = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? ERRORS.RESOURCE_NOT_FOUND : ERRORS.NOT_FOUND;
      void reply.code(http).send({ code, msg, requestId: request.id });
    },
  });

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  // JSON bodies nested deeper than MAX_JSON_DEPTH are refused (400) before signing walks them.
  registerJsonBodyParser(app);
  app.decorate('config', config);
  registerRouteTable(app);
  registerLifecycle(app);
  registerDatabase(app, database, now);
  registerKeyMaterial(app, keys);
  registerEnvelope(app);
  registerSessionStore(app, createSessionStore);
  app.decorate('cardUsageChecks', cardUsageChecks(CARD_USAGE_CHECKS));

  registerRequestId(app);
  registerMetrics(app);
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
      registerPersonalOnly(api);
      registerFieldDecryption(api);
      api.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ code: ERRORS.NOT_FOUND.code, msg: ERRORS.NOT_FOUND.msg }));
      for (const plugin of [...(options.routePlugins ?? API_ROUTE_PLUGINS), ...(options.apiPlugins ?? [])]) await api.register(plugin);
    },
    { prefix: '/api' },
  );

  // Issue 17: the operations console's API. Its own scope: none of the customer hooks (signing, customer session,
  // field decryption) and the customer's token means nothing here; staff sessions and permissions instead.
  app.decorate('proposalHandlers', new Map((options.proposalHandlers ?? PROPOSAL_HANDLERS).map((handler) => [handler.kind, handler])));
  await app.register(
    async (ops) => {
      await registerRateLimit(ops, config);
      registerOpsAccess(
        ops,
        createStaffSessionResolver(app.db, () => app.now()),
      );
      ops.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ code: ERRORS.NOT_FOUND.code, msg: ERRORS.NOT_FOUND.msg }));
      for (const plugin of options.opsRoutePlugins ?? OPS_ROUTE_PLUGINS) await ops.register(plugin);
    },
    { prefix: OPS_PREFIX },
  );

  // Plain links (PDFs, media) outside /api: not signed.
  await app.register(resourceRoutes, { prefix: RESOURCES_PREFIX });
  // /sitemap.xml and /robots.txt: real routes, not the customer site's fallback.
  for (const plugin of SITE_ROUTE_PLUGINS) await app.register(plugin);
  // The operations console under /ops/ before the customer site, whose 404 handler covers everything else.
  await registerOpsWeb(app, config.opsWebRoot);
  await registerWeb(app, config.webRoot, { siteOrigin: config.siteOrigin, renderWorkers: config.renderWorkers });
  return app;
}
