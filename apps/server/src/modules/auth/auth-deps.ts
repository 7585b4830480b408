import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { FieldCipher } from '../../security/field-cipher.ts';
import type { SessionStore } from '../session/session.service.ts';
import { codeServicesOf } from '../serve/serve-context.ts';
import type { ImageCodeService } from '../serve/image-code.service.ts';
import type { SmsCodeService } from '../serve/sms-code.service.ts';
import { createPasswordHasher, PRODUCTION_LOG_N, type PasswordHasher } from './password-hasher.ts';

export interface AuthDeps {
  db: Database;
  cipher: FieldCipher;
  hasher: PasswordHasher;
  images: ImageCodeService;
  sms: SmsCodeService;
  sessions: SessionStore;
  now: () => Date;
  log: FastifyBaseLogger;
}

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

// Tests run scrypt at 2^14 so that a suite of logins stays quick; every other environment uses 2^17.
// Stored hashes carry their cost, so either kind verifies anywhere.
export const TEST_LOG_N = 14;

// One hasher per process: its concurrency cap is what protects the memory of the machine.
const hashers = new Map<number, PasswordHasher>();

export function passwordHasherFor(nodeEnv: string): PasswordHasher {
  const logN = nodeEnv === 'test' ? TEST_LOG_N : PRODUCTION_LOG_N;
  let hasher = hashers.get(logN);
  if (!hasher) {
    hasher = createPasswordHasher({ logN });
    hashers.set(logN, hasher);
  }
  return hasher;
}

export function authDepsOf(app: FastifyInstance): AuthDeps {
  const codes = codeServicesOf(app);
  return {
    db: app.db,
    cipher: app.fieldCipher,
    hasher: passwordHasherFor(app.config.nodeEnv),
    images: codes.images,
    sms: codes.sms,
    sessions: app.sessionStore,
    now: () => app.now(),
    log: app.log,
  };
}

export function metaOf(request: FastifyRequest): RequestMeta {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent.slice(0, 300) : null };
}
