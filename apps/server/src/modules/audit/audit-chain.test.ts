import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/support/test-database.ts';
import { migrate } from '../../db/migrate.ts';
import type { CommandContext } from '../../cli/command-registry.ts';
import { verifyAuditChain, type ChainVerification } from './audit-chain.service.ts';
import { recordAudit, type AuditEntry } from './audit.service.ts';
import { AuditChainBrokenError, auditVerifyCommand } from './audit-verify.command.ts';

let test: TestDatabase;

beforeEach(async () => {
  test = await openTestDatabase(async (database) => void (await migrate(database)), 'audit-chain:migrated');
}, 120_000);

afterEach(async () => {
  await test.drop();
});

const MAKER = { id: randomUUID(), username: 'maker', role: 'fund_ops' };

function entry(i: number): AuditEntry {
  return {
    actor: MAKER,
    action: 'proposal.create',
    target: `fund:${String(i).padStart(6, '0')}`,
    before: { status: '0', minBuy: '1000.00', name: '稳健增利' },
    after: { status: '4', minBuy: '10.00', n: i },
    reason: i % 2 === 0 ? `第 ${i} 次，含 "引号", 逗号` : null,
    meta: { ip: '10.0.0.7', userAgent: 'Mozilla/5.0 审计' },
    at: new Date(Date.UTC(2026, 10, 23, 3, 0, i, 123)),
  };
}

async function writeRows(count: number): Promise<void> {
  for (let i = 1; i <= count; i += 1) await recordAudit(test.database.db, entry(i));
}

// Rewrites a row behind the append-only trigger, as only a superuser with direct database access could.
async function behindTheTrigger(statement: ReturnType<typeof sql>): Promise<void> {
  await test.database.db.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_log disable trigger audit_log_no_update`);
    await tx.execute(statement);
    await tx.execute(sql`alter table audit_log enable trigger audit_log_no_update`);
  });
}

const brokenOf = (result: ChainVerification) => (result.ok ? undefined : result.broken);

function context(): CommandContext {
  return { database: test.database } as CommandContext;
}

async function verifyMessage(): Promise<string> {
  const error: unknown = await auditVerifyCommand.run(context(), []).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AuditChainBrokenError);
  return (error as Error).message;
}

describe('audit verify', () => {
  it('passes a clean chain and says how many rows it checked', async () => {
    await writeRows(7);
    expect(await verifyAuditChain(test.database)).toEqual({ ok: true, rows: 7, firstId: '1', lastId: '7' });
    expect(await auditVerifyCommand.run(context(), [])).toMatch(/^审计日志哈希链完整：共 7 行（第 1–7 行）/);
  });

  it('passes an empty log', async () => {
    expect(await auditVerifyCommand.run(context(), [])).toBe('审计日志为空，无需校验');
  });

  it('names a row whose content was changed behind the trigger', async () => {
    await writeRows(6);
    await behindTheTrigger(sql`update audit_log set target = 'fund:999999' where id = 4`);
    expect(brokenOf(await verifyAuditChain(test.database))).toMatchObject({ id: '4', kind: 'hash' });
    expect(await verifyMessage()).toContain('第 4 行的内容与其哈希不符');
  });

  it('names the next row when a changed row was also given a fresh hash', async () => {
    await writeRows(6);
    await behindTheTrigger(sql`update audit_log set target = 'fund:999999' where id = 3`);
    await behindTheTrigger(sql`update audit_log a set hash = sha256(a.prev_hash || convert_to(audit_canonical(a), 'UTF8')) where id = 3`);
    const result = await verifyAuditChain(test.database);
    expect(brokenOf(result)).toMatchObject({ id: '4', kind: 'link' });
    expect(await verifyMessage()).toContain('第 4 行的 prev_hash');
  });

  it('names the gap a deleted row leaves', async () => {
    await writeRows(6);
    await behindTheTrigger(sql`delete from audit_log where id = 3`);
    const result = await verifyAuditChain(test.database);
    expect(brokenOf(result)).toMatchObject({ id: '4', kind: 'gap', fault: { previousId: '2' } });
    expect(await verifyMessage()).toContain('缺少第 3 行');
  });

  it('names a gap of several rows by its range', async () => {
    await writeRows(8);
    await behindTheTrigger(sql`delete from audit_log where id between 3 and 5`);
    expect(await verifyMessage()).toContain('缺少第 3–5 行');
  });

  it('notices that the first rows were deleted (the first row left does not start the chain)', async () => {
    await writeRows(4);
    await behindTheTrigger(sql`delete from audit_log where id = 1`);
    const result = await verifyAuditChain(test.database);
    expect(brokenOf(result)).toMatchObject({ id: '2', kind: 'link', fault: { previousId: null } });
  });

  it('notices that the newest rows were deleted (the chain head remembers the last row)', async () => {
    await writeRows(6);
    await behindTheTrigger(sql`delete from audit_log where id >= 5`);
    expect(brokenOf(await verifyAuditChain(test.database))).toMatchObject({ id: '5', kind: 'tail' });
    expect(await verifyMessage()).toContain('链头记录的最后一行是第 6 行，但第 5–6 行已不存在');
  });

  it('notices that every row was deleted', async () => {
    await writeRows(2);
    await behindTheTrigger(sql`delete from audit_log`);
    expect(brokenOf(await verifyAuditChain(test.database))).toMatchObject({ id: '1', kind: 'tail' });
  });

  it('notices a last row rewritten with a fresh hash (it no longer matches the head)', async () => {
    await writeRows(3);
    await behindTheTrigger(sql`update audit_log set reason = '改过' where id = 3`);
    await behindTheTrigger(sql`update audit_log a set hash = sha256(a.prev_hash || convert_to(audit_canonical(a), 'UTF8')) where id = 3`);
    expect(brokenOf(await verifyAuditChain(test.database))).toMatchObject({ id: '3', kind: 'tail' });
  });

  it('checks the link across slices, reporting the earliest break of slices checked side by side', async () => {
    await writeRows(10);
    // Slices of 3 ids: [1–3] [4–6] [7–9] [10]. Row 4 opens a slice; row 8 is broken too, later.
    await behindTheTrigger(sql`update audit_log set prev_hash = sha256('forged'::bytea) where id = 4`);
    await behindTheTrigger(sql`update audit_log set reason = 'changed' where id = 8`);
    const result = await verifyAuditChain(test.database, { sliceIds: 3n, concurrency: 3 });
    expect(brokenOf(result)).toMatchObject({ id: '4', kind: 'link', fault: { previousId: '3' } });
  });

  it('finds a gap at a slice boundary', async () => {
    await writeRows(10);
    await behindTheTrigger(sql`delete from audit_log where id = 4`);
    const result = await verifyAuditChain(test.database, { sliceIds: 3n, concurrency: 1 });
    expect(brokenOf(result)).toMatchObject({ id: '5', kind: 'gap', fault: { previousId: '3' } });
  });

  it('refuses arguments', async () => {
    await expect(auditVerifyCommand.run(context(), ['--fast'])).rejects.toThrow('不接受参数');
  });
});

describe('the append-only triggers', () => {
  it.each([
    ['UPDATE', sql`update audit_log set target = 'x' where id = 1`],
    ['DELETE', sql`delete from audit_log where id = 1`],
    ['TRUNCATE', sql`truncate audit_log`],
  ])('refuse %s', async (operation, statement) => {
    await writeRows(2);
    const failure: unknown = await test.database.db.execute(statement).then(
      () => undefined,
      (error: unknown) => error,
    );
    // Drizzle wraps the database's error; the trigger's message is its cause.
    const cause = (failure as { cause?: Error } | undefined)?.cause;
    expect(cause?.message).toBe(`audit_log is append-only: ${operation} refused`);
    expect(await verifyAuditChain(test.database)).toMatchObject({ ok: true, rows: 2 });
  });
});

// jsonb's text form (PostgreSQL jsonb_out): object keys shortest first, then bytewise; ", " and ": " between items.
function jsonbText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(jsonbText).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record).sort(
      (a, b) => Buffer.byteLength(a) - Buffer.byteLength(b) || Buffer.compare(Buffer.from(a), Buffer.from(b)),
    );
    return `{${keys.map((key) => `${JSON.stringify(key)}: ${jsonbText(record[key])}`).join(', ')}}`;
  }
  return JSON.stringify(value);
}

// The documented canonical text, written again here: id, occurred_at in UTC to the microsecond, staff id, username,
// role, action, target, ip, user agent, before, after, reason; NULLs as '', joined by the unit separator.
function canonicalText(id: number, e: AuditEntry): string {
  const at = e.at.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
  const json = (v: unknown) => (v === undefined || v === null ? '' : jsonbText(v));
  return [
    String(id),
    at,
    e.actor?.id ?? '',
    e.actor?.username ?? e.username ?? '',
    e.actor?.role ?? '',
    e.action,
    e.target ?? '',
    e.meta?.ip ?? '',
    e.meta?.userAgent ?? '',
    json(e.before),
    json(e.after),
    e.reason ?? '',
  ].join('\u001f');
}

describe('the chain hash', () => {
  it('is sha256(previous hash || canonical text), recomputed in Node from what was recorded', async () => {
    await writeRows(3);
    const rows = await test.database.query<{ id: string; prev_hash: string; hash: string }>(
      sql`select id::text, encode(prev_hash, 'hex') as prev_hash, encode(hash, 'hex') as hash from audit_log order by id`,
    );
    let previous = '00'.repeat(32);
    for (const row of rows) {
      const id = Number(row.id);
      expect(row.prev_hash).toBe(previous);
      const expected = createHash('sha256')
        .update(Buffer.from(previous, 'hex'))
        .update(Buffer.from(canonicalText(id, entry(id)), 'utf8'))
        .digest('hex');
      expect(row.hash).toBe(expected);
      previous = row.hash;
    }
  });
});
