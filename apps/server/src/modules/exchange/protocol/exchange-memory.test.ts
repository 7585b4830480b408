import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const CHILD = fileURLToPath(new URL('../../../../test/modules/exchange/exchange-memory-child.ts', import.meta.url));

// Largest heap (MB, after a collection) while writing then reading a file of `count` records, in a fresh process.
async function peakHeap(count: number): Promise<number> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--expose-gc', CHILD, String(count)]);
  return Number(stdout.trim());
}

describe('exchange files in constant memory', () => {
  it('writes and reads 20 times more records without a larger heap', async () => {
    const small = await peakHeap(10_000);
    const large = await peakHeap(200_000);
    // Holding 200,000 records (or their lines) would take tens of MB more.
    expect(large - small).toBeLessThan(5);
  }, 120_000);
});
