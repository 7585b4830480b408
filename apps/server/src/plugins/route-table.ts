import type { FastifyContextConfig, FastifyInstance, FastifySchema } from 'fastify';
import type { FieldReference } from './ownership.ts';

export interface RouteEntry {
  method: string;
  url: string;
  config: FastifyContextConfig;
  schema: FastifySchema | undefined;
  preHandlers: readonly unknown[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    // What each id-like input field refers to (ownership.ts); the authorisation suite attacks every declared reference.
    owns?: Readonly<Record<string, FieldReference>>;
  }
  interface FastifyInstance {
    // Every route as registered, with its declarations: the suites that must cover every route read it.
    routeTable: readonly RouteEntry[];
  }
}

// Registered first, so the routes of every plugin registered after it are recorded.
export function registerRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const preHandlers = [route.preHandler ?? []].flat();
      table.push({ method, url: route.url, config: (route.config ?? {}) as FastifyContextConfig, schema: route.schema, preHandlers });
    }
  });
}
