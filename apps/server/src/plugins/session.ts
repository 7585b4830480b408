import { AppError } from '@fund-direct/domain/errors';
import { TRADE_ERRORS } from '@fund-direct/domain/contracts';
import { SIGN_HEADERS } from '@fund-direct/domain/signing';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DbExecutor } from '../db/database.ts';
import type { SessionRow } from '../db/schema/session.ts';

export interface SessionMeta {
  ip?: string | null;
  userAgent?: string | null;
}

export interface CreatedSession {
  // The raw access token: returned once to the client, never stored.
  token: string;
  session: SessionRow;
}

export interface SessionStore {
  create(customerId: string, meta?: SessionMeta, db?: DbExecutor): Promise<CreatedSession>;
  // The live session of a token, touched if due; null when unknown, revoked or expired.
  resolve(token: string): Promise<SessionRow | null>;
  revoke(id: string, db?: DbExecutor): Promise<boolean>;
  revokeAllFor(customerId: string, exceptId?: string, db?: DbExecutor): Promise<number>;
  listFor(customerId: string): Promise<SessionRow[]>;
  isInstitution(customerId: string): Promise<boolean>;
  // Stops what the store keeps in memory from listening for revocations.
  close?(): void;
}

// The session module makes the store (modules/session/session.service.ts); the composition root hands it in.
export type SessionStoreFactory = (db: DbExecutor, clock: () => Date) => SessionStore;

declare module 'fastify' {
  interface FastifyContextConfig {
    // §2/§6: the call serves a personal customer only; an institution's token is refused ('trade': with the §8 trade text).
    // false: declared open to institutions too (every /api/account customer call says which, personal-only.test.ts).
    personalOnly?: boolean | 'trade';
  }
  interface FastifyInstance {
    sessionStore: SessionStore;
  }
  interface FastifyRequest {
    session: SessionRow | null;
    customerId: string | null;
  }
}

export function registerSessionStore(app: FastifyInstance, createSessionStore: SessionStoreFactory): void {
  const store = createSessionStore(app.db, () => app.now());
  app.decorate('sessionStore', store);
  app.addHook('onClose', async () => store.close?.());
  app.decorateRequest('session', null);
  app.decorateRequest('customerId', null);
}

// Resolves the `accesstoken` header on every /api call; routes that need a customer add `requireCustomer`. Callback-style
// hooks here: most calls carry no token or need no check, and then go on without a promise.
export function registerSessionLookup(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const raw = request.headers[SIGN_HEADERS.token];
    const token = Array.isArray(raw) ? raw[0] : raw;
    if (!token || request.is404) return done();
    app.sessionStore.resolve(token).then((session) => {
      if (session) {
        request.session = session;
        request.customerId = session.customerId;
      }
      done();
    }, done);
  });
}

// Routes that declare `config.personalOnly` need a customer, and a personal one. Declared in the route table, so a
// test can list every such route and call it with an institution's token. Runs right after the session lookup, before
// the body is validated or decrypted: an institution learns nothing from a personal call but that it is not theirs.
export function registerPersonalOnly(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const audience = request.routeOptions.config.personalOnly;
    if (!audience) return done();
    app.sessionStore.isInstitution(currentCustomerId(request)).then((institution) => {
      if (!institution) return done();
      done(audience === 'trade' ? new AppError(TRADE_ERRORS.INSTITUTION) : new AppError('PERSONAL_ONLY'));
    }, done);
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
