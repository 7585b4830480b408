import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { FieldCipher } from '../../security/field-cipher.ts';
import type { SessionStore } from '../session/session.service.ts';
import { codeServicesOf } from '../serve/serve.public.ts';
import type { ImageCodeService } from '../serve/image-code.service.ts';
import type { SmsCodeService } from '../serve/sms-code.service.ts';
import type { SmsSender } from '../serve/serve.public.ts';
import { createPasswordHasher, PRODUCTION_LOG_N, type PasswordHasher } from './password-hasher.ts';

export interface AuthDeps {
  db: Database;
  cipher: FieldCipher;
  hasher: PasswordHasher;
  images: ImageCodeService;
  sms: SmsCodeService;
  // Notices that are not codes (e.g. the lock notice of issue 16).
  sender: SmsSender;
  sessions: SessionStore;
  now: () => Date;
  log: FastifyBaseLogger;
}

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
  // Issue 16: an optional device id (DEVICE_ID_HEADER) makes a source of its own for the login failure counters.
  deviceId?: string | null;
}

export const DEVICE_ID_HEADER = 'x-device-id';
const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;

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
    sender: codes.sender,
    sessions: app.sessionStore,
    now: () => app.now(),
    log: app.log,
  };
}

export function metaOf(request: FastifyRequest): RequestMeta {
  const agent = request.headers['user-agent'];
  const device = request.headers[DEVICE_ID_HEADER];
  return {
    ip: request.ip,
    userAgent: typeof agent === 'string' ? agent.slice(0, 300) : null,
    deviceId: typeof device === 'string' && DEVICE_ID.test(device) ? device : null,
  };
}
