// Run by exchange-memory.test.ts in a fresh process (node --import tsx --expose-gc): writes then reads a
// 05 file of argv[2] records and prints the largest heap seen after a collection, in MB.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toShareBalanceRecord, type ExchangeRecord } from '@fund-direct/domain/exchange';
import { writeDataFile } from '../../../src/modules/exchange/protocol/data-file-writer.ts';
import { readDataFile } from '../../../src/modules/exchange/protocol/data-file-reader.ts';

const count = Number(process.argv[2]);
const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('run with --expose-gc');
let peak = 0;
function sample(): void {
  collect?.();
  peak = Math.max(peak, process.memoryUsage().heapUsed);
}

function* balances(): Generator<ExchangeRecord> {
  for (let index = 0; index < count; index += 1) {
    if (index % 10_000 === 0) sample();
    yield toShareBalanceRecord({
      date: '2026-11-26',
      fundCode: '000001',
      distributorCode: '888',
      fundAccount: '880000000001',
      transactionAccountId: String(index).padStart(17, '0'),
      totalShares: `${index}.25`,
      frozenShares: '0.25',
    });
  }
}

const directory = await mkdtemp(join(tmpdir(), 'fund-exchange-memory-'));
try {
  const date = '2026-11-26';
  sample();
  const written = await writeDataFile(directory, {
    version: '22',
    fileType: '05',
    sender: '888',
    receiver: '98',
    date,
    records: balances(),
  });
  sample();
  const file = await readDataFile(written.path, { fileType: '05', sender: '888', receiver: '98', date });
  let read = 0;
  for await (const record of file.records()) {
    if (read % 10_000 === 0) sample();
    if (record['TransactionAccountID'] !== String(read).padStart(17, '0')) throw new Error(`record ${read} out of order`);
    read += 1;
  }
  if (read !== count) throw new Error(`read ${read} of ${count}`);
  process.stdout.write(String(peak / 1024 / 1024));
} finally {
  await rm(directory, { recursive: true, force: true });
}
