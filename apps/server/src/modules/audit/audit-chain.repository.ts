import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/database.ts';

// The chain as the insert trigger builds it (migration 0020_ops.sql): hash = sha256(prev_hash || canonical text),
// prev_hash = the previous row's hash, 32 zero bytes for the first row.
const GENESIS = sql`decode(repeat('00', 32), 'hex')`;

export interface ChainExtent {
  // bigint ids as decimal strings (both drivers agree on text).
  firstId: string | null;
  lastId: string | null;
  lastHash: string | null;
  rows: number;
  // What the chain head (audit_chain_head, moved only by the insert trigger) says the newest row is.
  headId: string;
  headHash: string;
}

// One statement, so the rows and the head are read in one snapshot: an insert committing meanwhile moves neither.
export async function chainExtent(database: DatabaseHandle): Promise<ChainExtent> {
  const [row] = await database.query<{
    first_id: string | null;
    last_id: string | null;
    last_hash: string | null;
    rows: string | number;
    head_id: string;
    head_hash: string;
  }>(sql`
    select (select min(id) from audit_log)::text as first_id, tail.id::text as last_id, encode(tail.hash, 'hex') as last_hash,
           (select count(*) from audit_log) as rows, head.last_id::text as head_id, encode(head.last_hash, 'hex') as head_hash
    from audit_chain_head head
    left join lateral (select id, hash from audit_log order by id desc limit 1) tail on true
    where head.id = 1`);
  if (!row) throw new Error('audit_chain_head has no row: the audit log is not migrated');
  return {
    firstId: row.first_id,
    lastId: row.last_id,
    lastHash: row.last_hash,
    rows: Number(row.rows),
    headId: row.head_id,
    headHash: row.head_hash,
  };
}

// One row that does not hold: its own hash, its link to the row before it, or the id sequence.
export interface ChainFault {
  id: string;
  storedHash: string;
  computedHash: string;
  prevHash: string;
  // The row before it in id order (null for the first row of the table).
  previousId: string | null;
  previousHash: string | null;
}

// The first faulty row with id in [from, to], checked set-based: each row's hash recomputed with audit_canonical and
// sha256, its prev_hash against lag(hash), its id against lag(id) + 1. The row just before `from` is read too, so a
// slice checks its first link; slices can run side by side on separate connections.
export async function firstFaultInSlice(database: DatabaseHandle, from: string, to: string): Promise<ChainFault | undefined> {
  const [row] = await database.query<{
    id: string;
    stored_hash: string;
    computed_hash: string;
    prev_hash: string;
    previous_id: string | null;
    previous_hash: string | null;
  }>(sql`
    with slice as (
      select a.id, a.hash, a.prev_hash,
             sha256(a.prev_hash || convert_to(audit_canonical(a), 'UTF8')) as computed,
             lag(a.id) over w as previous_id, lag(a.hash) over w as previous_hash
      from audit_log a
      where a.id >= coalesce((select max(p.id) from audit_log p where p.id < ${from}::bigint), ${from}::bigint)
        and a.id <= ${to}::bigint
      window w as (order by a.id))
    select id::text, encode(hash, 'hex') as stored_hash, encode(computed, 'hex') as computed_hash,
           encode(prev_hash, 'hex') as prev_hash, previous_id::text, encode(previous_hash, 'hex') as previous_hash
    from slice
    where id >= ${from}::bigint
      and (computed is distinct from hash
           or prev_hash is distinct from coalesce(previous_hash, ${GENESIS})
           or (previous_id is not null and id <> previous_id + 1))
    order by id
    limit 1`);
  if (!row) return undefined;
  return {
    id: row.id,
    storedHash: row.stored_hash,
    computedHash: row.computed_hash,
    prevHash: row.prev_hash,
    previousId: row.previous_id,
    previousHash: row.previous_hash,
  };
}
