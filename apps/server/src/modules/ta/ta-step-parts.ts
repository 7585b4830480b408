import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import type { TaStep, TaStepContext } from './ta-step.ts';

// A step of a large day is one statement that PostgreSQL runs on one core. A step marked byCustomer runs instead as
// `parts` transactions at once, each over its share of the customers (ofCustomerPart), which never touch the same row.
//
// They commit as one as far as anybody taking the batch's lock can see:
// - the lead transaction takes the lock before the others start and keeps it until they have all committed;
// - each part runs its statement, then waits; the lead logs the step with the parts' total only when all succeeded;
// - if any part (or the lead's logging, or beforeCommit) fails, every part rolls back.
// The parts then commit before the lead. Readers that take no lock (a customer's pages) read one customer, whose rows
// are all in one part. A process dying between those commits leaves the lead's part not done: like any step
// interrupted, the next run does it (every step is guarded by order status and unique keys).

export interface StepTransactions {
  // Sets a part's transaction up for the step; the lead's also takes the batch's lock.
  begin(tx: Transaction, lead: boolean): Promise<void>;
  // In the lead's transaction once every part has run and before any commits: what closes the step.
  finish(tx: Transaction, count: number): Promise<void>;
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(reason: unknown): void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  // Awaited later, or not at all when the step fails first.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

// The parts never wait for each other's rows, only briefly for a customer's request; a part waiting longer would be
// waiting for another part (which waits for it to finish): an error, not a batch that hangs.
const PART_LOCK_TIMEOUT = '60s';

const partOf = (context: TaStepContext, index: number, count: number): TaStepContext => ({ ...context, customers: { index, count } });

export async function runStepInParts(
  db: Database,
  step: TaStep,
  context: TaStepContext,
  parts: number,
  hooks: StepTransactions,
): Promise<number> {
  const leadLocked = deferred<void>();
  const commit = deferred<void>();
  const ran = Array.from({ length: parts }, () => deferred<number>());
  const runPart = async (tx: Transaction, index: number) => {
    const count = await step.run(tx, partOf(context, index, parts));
    ran[index]!.resolve(count);
  };
  const others = ran.slice(1).map((part, offset) => {
    const done = leadLocked.promise
      .then(() =>
        db.transaction(async (tx) => {
          await hooks.begin(tx, false);
          await tx.execute(sql.raw(`set local lock_timeout = '${PART_LOCK_TIMEOUT}'`));
          await runPart(tx, offset + 1);
          await commit.promise;
        }),
      )
      .catch((error: unknown) => {
        part.reject(error);
        throw error;
      });
    // Awaited by the lead; a part failing meanwhile must not count as an unhandled rejection.
    done.catch(() => undefined);
    return done;
  });
  try {
    return await db.transaction(async (tx) => {
      await hooks.begin(tx, true);
      await tx.execute(sql.raw(`set local lock_timeout = '${PART_LOCK_TIMEOUT}'`));
      leadLocked.resolve();
      try {
        await runPart(tx, 0);
        const counts = await Promise.all(ran.map((part) => part.promise));
        const count = counts.reduce((sum, n) => sum + n, 0);
        await hooks.finish(tx, count);
        commit.resolve();
        await Promise.all(others);
        return count;
      } catch (error) {
        // The lock is kept until every part has rolled back: no other run starts the step over rows a part still holds.
        commit.reject(error);
        await Promise.allSettled(others);
        throw error;
      }
    });
  } catch (error) {
    leadLocked.reject(error);
    commit.reject(error);
    await Promise.allSettled(others);
    throw error;
  }
}
