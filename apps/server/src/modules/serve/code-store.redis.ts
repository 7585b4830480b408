import type { Redis } from 'ioredis';
import { generateOpaqueId } from './code-rules.ts';
import type { CodeKey, CodeStore, IssueOutcome, LastCode, LiveCode, NewCode, SendLimits } from './code-store.ts';

const HOUR_MS = 60 * 60 * 1000;
const KEEP_MS = 48 * HOUR_MS;
// Redis drops a code a little after its own expiry; expiry itself is judged against the app clock.
const TTL_MARGIN_MS = 60 * 1000;

// One script so that the limit checks and the write happen as one step (several processes share Redis).
const ISSUE = `
if ARGV[2] == '1' then
  local last = redis.call('ZREVRANGE', KEYS[2], 0, 0, 'WITHSCORES')
  if last[2] then
    local wait = tonumber(last[2]) + tonumber(ARGV[3]) - tonumber(ARGV[1])
    if wait > 0 then return {'cooldown', tostring(wait)} end
  end
  if redis.call('ZCOUNT', KEYS[2], ARGV[5], '+inf') >= tonumber(ARGV[4]) then return {'day'} end
  if redis.call('ZCOUNT', KEYS[3], ARGV[7], '+inf') >= tonumber(ARGV[6]) then return {'ip'} end
  redis.call('ZADD', KEYS[2], ARGV[1], ARGV[8])
  redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', tonumber(ARGV[1]) - ${KEEP_MS})
  redis.call('PEXPIRE', KEYS[2], ${KEEP_MS})
  redis.call('ZADD', KEYS[3], ARGV[1], ARGV[8])
  redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', ARGV[7])
  redis.call('PEXPIRE', KEYS[3], ${HOUR_MS})
end
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'id', ARGV[8], 'codeHash', ARGV[9], 'payload', ARGV[10], 'tries', 0, 'expiresAt', ARGV[11])
redis.call('PEXPIRE', KEYS[1], ARGV[12])
return {'ok'}
`;

const ADD_TRY = `
if redis.call('HGET', KEYS[1], 'id') == ARGV[1] and not redis.call('HGET', KEYS[1], 'usedAt') then return redis.call('HINCRBY', KEYS[1], 'tries', 1) end
return 0
`;

const CONSUME = `
if redis.call('HGET', KEYS[1], 'id') == ARGV[1] and not redis.call('HGET', KEYS[1], 'usedAt')
  and tonumber(redis.call('HGET', KEYS[1], 'expiresAt')) > tonumber(ARGV[2]) then
  redis.call('HSET', KEYS[1], 'usedAt', ARGV[2])
  return 1
end
return 0
`;

export interface RedisCodeStoreOptions {
  // Namespaces the keys (tests use a random prefix).
  prefix?: string;
  // Quit the connection on close (when the store owns it).
  ownsConnection?: boolean;
}

export function createRedisCodeStore(redis: Redis, options: RedisCodeStoreOptions = {}): CodeStore {
  const prefix = options.prefix ?? 'fd-code:';
  const codeKey = (key: CodeKey) => `${prefix}code:${key.kind}:${key.purpose}:${key.subject}`;

  return {
    async issue(key: CodeKey, code: NewCode, now: Date, limits?: SendLimits): Promise<IssueOutcome> {
      const at = now.getTime();
      const id = generateOpaqueId();
      const expiresAt = at + code.ttlSeconds * 1000;
      const result = (await redis.eval(
        ISSUE,
        3,
        codeKey(key),
        `${prefix}sends:${key.kind}:${key.subject}`,
        `${prefix}ip-sends:${key.kind}:${limits?.ipHash ?? ''}`,
        String(at),
        limits ? '1' : '0',
        String((limits?.cooldownSeconds ?? 0) * 1000),
        String(limits?.perDay ?? 0),
        String(limits?.dayStart.getTime() ?? 0),
        String(limits?.perIpHour ?? 0),
        String(at - HOUR_MS),
        id,
        code.codeHash,
        code.payload === undefined || code.payload === null ? '' : `=${code.payload}`,
        String(expiresAt),
        String(code.ttlSeconds * 1000 + TTL_MARGIN_MS),
      )) as string[];
      const [outcome, wait] = result;
      if (outcome === 'cooldown') return { ok: false, reason: 'cooldown', retryAfterSeconds: Math.ceil(Number(wait) / 1000) };
      if (outcome === 'day' || outcome === 'ip') return { ok: false, reason: outcome };
      return { ok: true };
    },

    async find(key: CodeKey, now: Date): Promise<LiveCode | null> {
      const hash = await redis.hgetall(codeKey(key));
      if (!hash.id || !hash.codeHash || hash.usedAt || Number(hash.expiresAt) <= now.getTime()) return null;
      const payload = hash.payload?.startsWith('=') ? hash.payload.slice(1) : null;
      return { id: hash.id, codeHash: hash.codeHash, payload, tries: Number(hash.tries ?? 0) };
    },

    async latest(key: CodeKey): Promise<LastCode | null> {
      const hash = await redis.hgetall(codeKey(key));
      if (!hash.id) return null;
      return {
        tries: Number(hash.tries ?? 0),
        usedAt: hash.usedAt ? new Date(Number(hash.usedAt)) : null,
        expiresAt: new Date(Number(hash.expiresAt)),
      };
    },

    async addTry(key: CodeKey, id: string): Promise<number> {
      return Number(await redis.eval(ADD_TRY, 1, codeKey(key), id));
    },

    async consume(key: CodeKey, id: string, now: Date): Promise<boolean> {
      return Number(await redis.eval(CONSUME, 1, codeKey(key), id, String(now.getTime()))) === 1;
    },

    async close() {
      if (options.ownsConnection) await redis.quit();
    },
  };
}
