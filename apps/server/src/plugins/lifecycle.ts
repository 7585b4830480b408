import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export interface Lifecycle {
  // Set when the process has been told to stop: readiness answers 503 so that the load balancer sends no new requests.
  draining: boolean;
}

export function registerLifecycle(app: FastifyInstance): void {
  app.decorate('lifecycle', { draining: false });
}
