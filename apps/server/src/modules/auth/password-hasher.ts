import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { AppError } from '@fund-direct/domain/errors';
import { AUTH_TEXT } from '@fund-direct/domain/contracts';
import { QueueFullError, Semaphore } from './semaphore.ts';

// Issue 3: scrypt with OWASP's N=2^17, r=8, p=1. One hash needs 128·N·r bytes (128 MiB),
// so maxmem is raised and a semaphore caps how many run at once: a login flood queues,
// then is refused, instead of exhausting memory.
export const PRODUCTION_LOG_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

export interface PasswordHasherOptions {
  logN?: number;
  maxConcurrent?: number;
  maxQueue?: number;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string | null | undefined): Promise<boolean>;
  readonly limiter: Semaphore;
}

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** logN;
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r * p + 32 * 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

// Stored form: scrypt$<logN>$<r>$<p>$<salt b64>$<key b64>; verification reads the cost from it.
export function parseHash(stored: string): { logN: number; r: number; p: number; salt: Buffer; key: Buffer } | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [logN, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (![logN, r, p].every(Number.isInteger) || logN < 10 || logN > 20 || r < 1 || r > 32 || p < 1 || p > 4) return null;
  return { logN, r, p, salt: Buffer.from(parts[4]!, 'base64'), key: Buffer.from(parts[5]!, 'base64') };
}

export function createPasswordHasher(options: PasswordHasherOptions = {}): PasswordHasher {
  const logN = options.logN ?? PRODUCTION_LOG_N;
  const limiter = new Semaphore(options.maxConcurrent ?? 2, options.maxQueue ?? 32);
  // A fixed hash to verify against when the account does not exist, so that timing does not tell.
  let decoy: Promise<string> | undefined;

  async function capped<T>(task: () => Promise<T>): Promise<T> {
    try {
      return await limiter.run(task);
    } catch (error) {
      if (error instanceof QueueFullError) throw new AppError('RATE_LIMITED', AUTH_TEXT.busy);
      throw error;
    }
  }

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await capped(() => derive(password, salt, logN, R, P));
    return ['scrypt', logN, R, P, salt.toString('base64'), key.toString('base64')].join('$');
  }

  async function verify(password: string, stored: string | null | undefined): Promise<boolean> {
    const parsed = stored ? parseHash(stored) : null;
    if (!parsed) {
      decoy ??= hash('decoy-password-1');
      const fallback = parseHash(await decoy)!;
      await capped(() => derive(password, fallback.salt, fallback.logN, fallback.r, fallback.p));
      return false;
    }
    const key = await capped(() => derive(password, parsed.salt, parsed.logN, parsed.r, parsed.p));
    return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
  }

  return { hash, verify, limiter };
}
