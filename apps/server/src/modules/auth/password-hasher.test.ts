import { describe, expect, it } from 'vitest';
import { AppError } from '@fund-direct/domain/errors';
import { commonPasswordCount, isCommonPassword } from './common-passwords.ts';
import { createPasswordHasher, parseHash } from './password-hasher.ts';
import { Semaphore } from './semaphore.ts';

describe('password hashing', () => {
  it('uses scrypt N=2^17, r=8, p=1 with a random salt, and verifies', async () => {
    const hasher = createPasswordHasher();
    const [a, b] = await Promise.all([hasher.hash('Demo12345'), hasher.hash('Demo12345')]);
    expect(a).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(parseHash(a)?.key).toHaveLength(32);
    expect(await hasher.verify('Demo12345', a)).toBe(true);
    expect(await hasher.verify('Demo12346', a)).toBe(false);
  });

  it('verifies against the cost stored in the hash and refuses a missing or broken hash', async () => {
    const cheap = createPasswordHasher({ logN: 12 });
    const hash = await cheap.hash('Abc123456');
    expect(await createPasswordHasher({ logN: 14 }).verify('Abc123456', hash)).toBe(true);
    expect(await cheap.verify('Abc123456', null)).toBe(false);
    expect(await cheap.verify('Abc123456', 'scrypt$99$8$1$x$y')).toBe(false);
  });

  it('runs at most the cap at once and refuses callers beyond the queue with RATE_LIMITED', async () => {
    const hasher = createPasswordHasher({ logN: 12, maxConcurrent: 2, maxQueue: 3 });
    let peak = 0;
    const watch = setInterval(() => (peak = Math.max(peak, hasher.limiter.running)), 0);
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => hasher.hash(`Abc12345${i}`)));
    clearInterval(watch);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(refused).toHaveLength(3);
    const error = (refused[0] as PromiseRejectedResult).reason as AppError;
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('1429');
    expect(peak).toBeLessThanOrEqual(2);
    expect(hasher.limiter.running).toBe(0);
  });
});

describe('semaphore', () => {
  it('hands slots over in order and frees them after failures', async () => {
    const semaphore = new Semaphore(1, 10);
    const order: number[] = [];
    let release!: () => void;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const first = semaphore.run(() => {
      started();
      return new Promise<void>((resolve) => (release = resolve)).then(() => order.push(1));
    });
    const second = semaphore.run(async () => order.push(2));
    const third = semaphore.run(async () => {
      throw new Error('boom');
    });
    await running;
    expect(semaphore.queued).toBe(2);
    release();
    await first;
    await second;
    await expect(third).rejects.toThrow('boom');
    expect(order).toEqual([1, 2]);
    expect(semaphore.running).toBe(0);
  });
});

describe('common passwords', () => {
  it('ships a few thousand and matches without regard to case', () => {
    expect(commonPasswordCount()).toBeGreaterThan(5000);
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword('a123456789')).toBe(true);
    expect(isCommonPassword('QQ123456')).toBe(true);
    expect(isCommonPassword('Demo12345')).toBe(false);
    expect(isCommonPassword('Lotus2025x')).toBe(false);
  });
});
