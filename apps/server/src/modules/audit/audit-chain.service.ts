import type { DatabaseHandle } from '../../db/database.ts';
import { chainExtent, firstFaultInSlice, type ChainExtent, type ChainFault } from './audit-chain.repository.ts';

// 100k ids per statement keeps each one short (about a third of a second on PostgreSQL) and the memory flat.
const SLICE_IDS = 100_000n;
// Slices checked side by side (PostgreSQL computes each on its own connection; PGlite queues them).
const CONCURRENCY = 2;

export type ChainBreakKind = 'hash' | 'link' | 'gap' | 'tail';

export interface ChainBreak {
  kind: ChainBreakKind;
  // The first broken row (for 'tail', the first row missing at the end).
  id: string;
  // Chinese, naming the row and what is wrong with it.
  message: string;
  fault?: ChainFault;
}

export type ChainVerification =
  { ok: true; rows: number; firstId: string | null; lastId: string | null } | { ok: false; rows: number; broken: ChainBreak };

const GENESIS_HEX = '00'.repeat(32);
const short = (hex: string | null) => (hex ? `${hex.slice(0, 16)}…` : '无');

// The first defect of a faulty row in the order a reader meets it: rows missing before it, then its link to the row
// before, then its own content.
export function describeFault(fault: ChainFault): ChainBreak {
  const { id, previousId } = fault;
  if (previousId !== null && BigInt(id) !== BigInt(previousId) + 1n) {
    const missingFrom = BigInt(previousId) + 1n;
    const missingTo = BigInt(id) - 1n;
    const missing = missingFrom === missingTo ? `第 ${missingFrom} 行` : `第 ${missingFrom}–${missingTo} 行`;
    return { id, fault, kind: 'gap', message: `第 ${id} 行之前编号不连续：上一行是第 ${previousId} 行，缺少${missing}（已被删除）` };
  }
  if (previousId === null && fault.prevHash !== GENESIS_HEX) {
    return {
      id,
      fault,
      kind: 'link',
      message: `第 ${id} 行是现存的第一行，但其 prev_hash（${short(fault.prevHash)}）不是全零：之前的行已被删除`,
    };
  }
  if (previousId !== null && fault.prevHash !== fault.previousHash) {
    return {
      id,
      fault,
      kind: 'link',
      message: `第 ${id} 行的 prev_hash（${short(fault.prevHash)}）不是上一行（第 ${previousId} 行）的哈希（${short(fault.previousHash)}）`,
    };
  }
  return {
    id,
    fault,
    kind: 'hash',
    message: `第 ${id} 行的内容与其哈希不符（行已被改动）：存储的哈希 ${short(fault.storedHash)}，按内容重算为 ${short(fault.computedHash)}`,
  };
}

// The chain alone cannot show rows cut off its end; the head the trigger keeps can.
export function describeTail(extent: ChainExtent): ChainBreak | undefined {
  const last = extent.lastId === null ? 0n : BigInt(extent.lastId);
  const head = BigInt(extent.headId);
  if (head > last) {
    const from = last + 1n;
    const missing = from === head ? `第 ${head} 行` : `第 ${from}–${head} 行`;
    return { kind: 'tail', id: String(from), message: `链头记录的最后一行是第 ${head} 行，但${missing}已不存在（最新的行被删除）` };
  }
  // An empty log's head still holds the genesis hash.
  if (head < last || (extent.lastHash ?? GENESIS_HEX) !== extent.headHash) {
    return {
      kind: 'tail',
      id: String(last),
      message: `最后一行（第 ${last} 行）与链头记录（第 ${head} 行，哈希 ${short(extent.headHash)}）不符：链头或末尾的行被改动`,
    };
  }
  return undefined;
}

// Walks the whole chain in id slices and names the first broken row. Rows appended while it runs are past the last
// id read at the start and are left for the next run.
export async function verifyAuditChain(
  database: DatabaseHandle,
  options: { sliceIds?: bigint; concurrency?: number } = {},
): Promise<ChainVerification> {
  const sliceIds = options.sliceIds ?? SLICE_IDS;
  const concurrency = options.concurrency ?? CONCURRENCY;
  const extent = await chainExtent(database);
  if (extent.firstId === null || extent.lastId === null) {
    const tail = describeTail(extent);
    return tail ? { ok: false, rows: 0, broken: tail } : { ok: true, rows: 0, firstId: null, lastId: null };
  }
  const first = BigInt(extent.firstId);
  const last = BigInt(extent.lastId);
  const slices: [bigint, bigint][] = [];
  for (let from = first; from <= last; from += sliceIds) slices.push([from, from + sliceIds - 1n > last ? last : from + sliceIds - 1n]);
  // A window of slices at a time; the first fault of the earliest faulty slice is the chain's first break.
  for (let i = 0; i < slices.length; i += concurrency) {
    const faults = await Promise.all(
      slices.slice(i, i + concurrency).map(([from, to]) => firstFaultInSlice(database, String(from), String(to))),
    );
    const fault = faults.find((f) => f !== undefined);
    if (fault) return { ok: false, rows: extent.rows, broken: describeFault(fault) };
  }
  const tail = describeTail(extent);
  if (tail) return { ok: false, rows: extent.rows, broken: tail };
  return { ok: true, rows: extent.rows, firstId: extent.firstId, lastId: extent.lastId };
}
