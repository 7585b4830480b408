import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { openDatabase } from './database.ts';

const KEY = 7_700_123;

// A run that holds the key until the test lets it end.
function heldRun() {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let started: () => void = () => {};
  const running = new Promise<void>((resolve) => (started = resolve));
  const work = async () => {
    started();
    await gate;
    return 'done';
  };
  return { work, release, running };
}

describe('jobs that run once (runExclusive)', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase();
  });
  afterAll(async () => {
    await test.drop();
  });

  it('declines a second run of the same key while the first runs, and runs it once the first has ended', async () => {
    const first = heldRun();
    const firstResult = test.database.runExclusive(KEY, first.work);
    await first.running;
    expect(await test.database.runExclusive(KEY, async () => 'second')).toEqual({ ran: false });
    // Another key is another job.
    expect(await test.database.runExclusive(KEY + 1, async () => 'other')).toEqual({ ran: true, value: 'other' });
    first.release();
    expect(await firstResult).toEqual({ ran: true, value: 'done' });
    expect(await test.database.runExclusive(KEY, async () => 'again')).toEqual({ ran: true, value: 'again' });
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'declines on another instance sharing PostgreSQL, and frees the key when the holding instance dies',
    async () => {
      const other = await openDatabase({ databaseUrl: test.url, dataDir: 'memory://', inMemory: true });
      const dying = await openDatabase({ databaseUrl: test.url, dataDir: 'memory://', inMemory: true });
      try {
        const first = heldRun();
        const held = test.database.runExclusive(KEY, first.work);
        await first.running;
        expect(await other.runExclusive(KEY, async () => 'second instance')).toEqual({ ran: false });
        first.release();
        await held;

        // An instance killed mid-run: its connections drop, and PostgreSQL frees its session lock with them.
        const stuck = heldRun();
        void dying.runExclusive(KEY, stuck.work).catch(() => undefined);
        await stuck.running;
        expect(await other.runExclusive(KEY, async () => 'while held')).toEqual({ ran: false });
        await dying.close();
        expect(await other.runExclusive(KEY, async () => 'after the crash')).toEqual({ ran: true, value: 'after the crash' });
        stuck.release();
      } finally {
        await other.close();
      }
    },
  );
});
