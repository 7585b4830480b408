import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const CHILD = fileURLToPath(new URL('../test/support/search-garbage-child.ts', import.meta.url));

// MB the old generation grew by over 5,000 uncached searches, in a fresh process.
async function oldGenerationGrowth(tuned: boolean): Promise<number> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--expose-gc', CHILD, ...(tuned ? ['--tuned'] : [])]);
  return Number(stdout.trim());
}

describe('garbage collection tuning', () => {
  it("keeps a search's garbage in the young generation once the index and the short answers are built", async () => {
    // Without the tuning V8 puts the answers' objects straight into the old generation (tens of MB here); the
    // first figure shows the test still provokes what the tuning is for.
    expect(await oldGenerationGrowth(false)).toBeGreaterThan(20);
    expect(await oldGenerationGrowth(true)).toBeLessThan(5);
  }, 60_000);
});
