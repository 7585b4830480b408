import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { FieldCipher } from '../../security/field-cipher.ts';
import { passwordHasherFor, type PasswordHasher } from '../auth/auth.public.ts';

export interface StaffDeps {
  db: Database;
  cipher: FieldCipher;
  hasher: PasswordHasher;
  now: () => Date;
  // Secure cookies outside development and tests (plain http on localhost).
  secureCookie: boolean;
}

export function staffDepsOf(app: FastifyInstance): StaffDeps {
  return {
    db: app.db,
    cipher: app.fieldCipher,
    hasher: passwordHasherFor(app.config.nodeEnv),
    now: () => app.now(),
    secureCookie: app.config.nodeEnv === 'production',
  };
}
