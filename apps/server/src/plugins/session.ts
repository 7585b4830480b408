import { AppError } from '@fund-direct/domain/errors';
import { SIGN_HEADERS } from '@fund-direct/domain/signing';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionRow } from '../db/schema/session.ts';
import { createSessionStore, type SessionStore } from '../modules/session/session.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessionStore: SessionStore;
  }
  interface FastifyRequest {
    session: SessionRow | null;
    customerId: string | null;
  }
}

export function registerSessionStore(app: FastifyInstance): void {
  app.decorate('sessionStore', createSessionStore(app.db, () => app.now()));
  app.decorateRequest('session', null);
  app.decorateRequest('customerId', null);
}

// Resolves the `accesstoken` header on every /api call; routes that need a customer add `requireCustomer`.
export function registerSessionLookup(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const raw = request.headers[SIGN_HEADERS.token];
    const token = Array.isArray(raw) ? raw[0] : raw;
    if (!token || request.is404) return;
    const session = await app.sessionStore.resolve(token);
    if (!session) return;
    request.session = session;
    request.customerId = session.customerId;
  });
}

// §6/§8: HTTP 401 + 1401 when the session is missing, expired or revoked; the client then asks to log in again.
export async function requireCustomer(request: FastifyRequest): Promise<void> {
  if (!request.customerId) throw new AppError('UNAUTHORIZED');
}

export function currentCustomerId(request: FastifyRequest): string {
  if (!request.customerId) throw new AppError('UNAUTHORIZED');
  return request.customerId;
}
