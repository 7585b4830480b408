import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { listMigrationFiles } from '../../db/migrate.ts';
import { notReadyReasons } from './readiness.ts';

// A database that answers, with these migrations recorded as applied.
function databaseWith(applied: string[]): DatabaseHandle {
  return {
    ping: async () => {},
    query: async () => applied.map((name) => ({ name })),
  } as unknown as DatabaseHandle;
}

const down = { ping: () => Promise.reject(new Error('refused')), query: () => Promise.reject(new Error('refused')) };
const serving = { draining: false };

describe('readiness', () => {
  it('is ready with the database answering, every migration applied and Redis answering', async () => {
    const redis = { ping: async () => 'PONG' } as unknown as Redis;
    expect(await notReadyReasons({ database: databaseWith(await listMigrationFiles()), redis, lifecycle: serving })).toEqual([]);
  });

  it('is not ready once the instance is stopping, whatever the database says', async () => {
    const database = databaseWith(await listMigrationFiles());
    expect(await notReadyReasons({ database, redis: null, lifecycle: { draining: true } })).toEqual(['服务正在停止']);
  });

  it('names a database that does not answer', async () => {
    const database = down as unknown as DatabaseHandle;
    expect(await notReadyReasons({ database, redis: null, lifecycle: serving })).toEqual(['数据库无法连接']);
  });

  it('counts the migrations this release ships that the database has not applied', async () => {
    const shipped = await listMigrationFiles();
    const database = databaseWith(shipped.slice(0, -2));
    expect(await notReadyReasons({ database, redis: null, lifecycle: serving })).toEqual(['数据库还有 2 个迁移未执行']);
  });

  it('names Redis when it is configured and does not answer', async () => {
    const redis = down as unknown as Redis;
    const database = databaseWith(await listMigrationFiles());
    expect(await notReadyReasons({ database, redis, lifecycle: serving })).toEqual(['Redis 无法连接']);
  });
});
