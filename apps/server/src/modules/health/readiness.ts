import type { Redis } from 'ioredis';
import type { DatabaseHandle } from '../../db/database.ts';
import { listMigrationFiles } from '../../db/migrate.ts';
import type { Lifecycle } from '../../plugins/lifecycle.ts';

// A check that does not answer within this time counts as down: the load balancer's probe must not hang.
const CHECK_TIMEOUT_MS = 1500;

export interface ReadinessDeps {
  database: DatabaseHandle;
  redis: Redis | null;
  lifecycle: Lifecycle;
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

// The migrations this release ships, read once: readiness compares them with what the database has applied.
let shippedMigrations: Promise<string[]> | undefined;

async function pendingMigrations(database: DatabaseHandle): Promise<number> {
  shippedMigrations ??= listMigrationFiles();
  const applied = new Set((await database.query<{ name: string }>('select name from schema_migrations')).map((row) => row.name));
  return (await shippedMigrations).filter((name) => !applied.has(name)).length;
}

// Why this instance should not take requests (Chinese, shown in the 503 envelope), or an empty list when it is ready:
// not stopping, the database answering with every migration applied, Redis answering when configured.
export async function notReadyReasons({ database, redis, lifecycle }: ReadinessDeps): Promise<string[]> {
  if (lifecycle.draining) return ['服务正在停止'];
  const reasons: string[] = [];
  const checks: Promise<void>[] = [
    withTimeout(database.ping()).then(
      async () => {
        const pending = await withTimeout(pendingMigrations(database)).catch(() => -1);
        if (pending < 0) reasons.push('无法读取数据库迁移记录');
        else if (pending > 0) reasons.push(`数据库还有 ${pending} 个迁移未执行`);
      },
      () => void reasons.push('数据库无法连接'),
    ),
  ];
  if (redis) {
    checks.push(
      withTimeout(redis.ping()).then(
        () => undefined,
        () => void reasons.push('Redis 无法连接'),
      ),
    );
  }
  await Promise.all(checks);
  return reasons;
}
