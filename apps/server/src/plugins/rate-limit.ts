import rateLimit from '@fastify/rate-limit';
import { AppError } from '@fund-direct/domain/errors';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';

const NAMESPACE = 'fd-rate-limit:';

export function createRedisClient(url: string): Redis {
  // Fail fast: with skipOnError a Redis outage lets requests through instead of hanging them.
  return new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1, enableAutoPipelining: true });
}

// Global per-IP limit for /api (Redis when REDIS_URL is set, so several server processes share counts).
// Register inside the /api scope before the routes.
export async function registerRateLimit(api: FastifyInstance, config: Pick<Config, 'rateLimit' | 'redisUrl'>): Promise<void> {
  const redis = config.redisUrl ? createRedisClient(config.redisUrl) : undefined;
  if (redis) api.addHook('onClose', async () => void (await redis.quit()));
  await api.register(rateLimit, {
    global: true,
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    nameSpace: NAMESPACE,
    skipOnError: true,
    ...(redis ? { redis } : {}),
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
}

export interface AccountLimiterOptions {
  // Distinguishes the counters of different limits (e.g. 'login', 'sms').
  name: string;
  max: number;
  timeWindowMs: number;
  // The account key, e.g. the mobile of the body; undefined skips the limit.
  key(request: FastifyRequest): string | undefined;
}

export interface AccountLimiter {
  // Counts the call and rejects it with 429 / 1429 once the account is over the limit.
  preHandler: preHandlerAsyncHookHandler;
  // Counts one event (e.g. a failed password) and reports whether the account is now over the limit.
  hit(request: FastifyRequest): Promise<boolean>;
  // Whether the account is over the limit, without counting.
  isBlocked(request: FastifyRequest): Promise<boolean>;
}

// Per-account limits keyed by e.g. mobile, sharing the store of the global limit. `api` must be the /api scope.
export function createAccountLimiter(api: FastifyInstance, options: AccountLimiterOptions): AccountLimiter {
  const limiter = api.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindowMs,
    keyGenerator: (request) => `${options.name}:${options.key(request) ?? ''}`,
  });
  const check = async (request: FastifyRequest, increment: boolean) => {
    if (options.key(request) === undefined) return false;
    const result = await limiter(request, { increment });
    if (result.isAllowed) return false;
    // A read does not count this call, so reaching max already blocks the next attempt.
    return increment ? result.isExceeded : result.remaining <= 0;
  };
  return {
    preHandler: async (request) => {
      if (await check(request, true)) throw new AppError('RATE_LIMITED');
    },
    hit: (request) => check(request, true),
    isBlocked: (request) => check(request, false),
  };
}
