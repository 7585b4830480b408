import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import type { CommandContext } from '../apps/server/src/cli/command-registry.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { auditVerifyCommand } from '../apps/server/src/modules/audit/audit-verify.command.ts';
import { generateRsaPrivateKeyPem, keyMaterialFromPem } from '../apps/server/src/security/key-material.ts';

// Issue 17: `audit verify` walks 1,000,000 audit rows and names the first broken one. Target: under 10 s on PostgreSQL.
// The rows go in through the insert trigger that chains them (so the chain verified is the one the trigger builds), as
// INSERT … SELECT over generate_series in statements of BATCH rows: within one transaction every row rewrites the one
// chain-head row, and each lookup of that row walks the versions the transaction left behind, so a single statement of
// a million rows would take quadratic time (40,000 rows in one statement: about 70 s; in batches of 1,000: 2.5 s).
const ROWS = 1_000_000;
const PGLITE_ROWS = 100_000;
const TARGET_MS = 10_000;
const TRIALS = 3;
const BATCH = 1_000;
const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/test';

interface VerifyFigure {
  engine: 'postgres' | 'pglite';
  rows: number;
  insertMs: number;
  verifyMs: number[];
  // The same walk with one row tampered in the last slice: the command must fail and name it.
  tamperedMs: number;
}

// A day's mix of what staff do: logins, proposals with before/after, approvals, reveals with a reason.
async function insertBatch(database: DatabaseHandle, first: number, last: number): Promise<void> {
  await database.db.execute(sql`
    insert into audit_log (staff_id, username, role, action, target, ip, user_agent, before, after, reason)
    select null, (array['maker', 'checker', 'service', 'auditor'])[1 + i % 4], (array['fund_ops', 'checker', 'service', 'auditor'])[1 + i % 4],
           (array['auth.login', 'proposal.create', 'proposal.approve', 'customer.reveal'])[1 + i % 4],
           'fund:' || lpad((i % 5000)::text, 6, '0'), '10.0.' || (i % 250) || '.' || (i % 200), 'Mozilla/5.0 (bench) 审计',
           case when i % 4 = 1 then jsonb_build_object('status', '0', 'minBuy', '1000.00') end,
           case when i % 4 = 1 then jsonb_build_object('status', '4', 'minBuy', '10.00', 'n', i) end,
           case when i % 4 = 3 then '客户来电核实身份，第 ' || i || ' 次' end
    from generate_series(${first}::int, ${last}::int) i`);
}

async function insertRows(database: DatabaseHandle, rows: number): Promise<number> {
  const started = performance.now();
  for (let first = 1; first <= rows; first += BATCH) await insertBatch(database, first, Math.min(first + BATCH - 1, rows));
  await database.query('analyze audit_log');
  return performance.now() - started;
}

async function commandContext(database: DatabaseHandle): Promise<CommandContext> {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test' });
  const keys = keyMaterialFromPem(await generateRsaPrivateKeyPem(), randomBytes(32));
  return { config, database, keys, now: () => new Date() };
}

async function timedVerify(database: DatabaseHandle): Promise<number> {
  const context = await commandContext(database);
  const started = performance.now();
  const output = await auditVerifyCommand.run(context, []);
  const ms = performance.now() - started;
  if (!output.includes('完整')) throw new Error(`audit verify did not pass: ${output}`);
  return ms;
}

// Tampers a row near the end (trigger bypassed as the superuser may), checks that verify names it, and puts it back.
async function timedTamperedVerify(database: DatabaseHandle, rows: number): Promise<number> {
  const context = await commandContext(database);
  const victim = rows - 10;
  const tamper = async (target: string) => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update audit_log set target = ${target} where id = ${victim}`);
    });
  };
  const [original] = await database.query<{ target: string }>(sql`select target from audit_log where id = ${victim}`);
  await tamper('fund:tampered');
  const started = performance.now();
  let message = '';
  try {
    await auditVerifyCommand.run(context, []);
  } catch (error) {
    message = (error as Error).message;
  }
  const ms = performance.now() - started;
  await tamper(original?.target ?? '');
  if (!message.includes(`第 ${victim} 行`)) throw new Error(`audit verify did not name row ${victim}: ${message || 'passed'}`);
  return ms;
}

async function measure(database: DatabaseHandle, engine: VerifyFigure['engine'], rows: number, trials: number): Promise<VerifyFigure> {
  await migrate(database);
  const insertMs = await insertRows(database, rows);
  const verifyMs: number[] = [];
  for (let trial = 0; trial < trials; trial += 1) verifyMs.push(await timedVerify(database));
  return { engine, rows, insertMs, verifyMs, tamperedMs: await timedTamperedVerify(database, rows) };
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);

function report(figure: VerifyFigure): void {
  const sorted = [...figure.verifyMs].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const target = figure.engine === 'postgres' ? (median < TARGET_MS ? '  ✓ target < 10 s' : '  ✗ target < 10 s') : '';
  console.log(
    `  ${figure.engine.padEnd(8)} ${figure.rows} rows: verify ${seconds(median)} s (median of ${figure.verifyMs.map(seconds).join(', ')} s)` +
      ` = ${((figure.rows / median) * 1000).toFixed(0)} rows/s${target}`,
  );
  console.log(
    `    inserted through the chaining trigger in ${seconds(figure.insertMs)} s; a tampered row found in ${seconds(figure.tamperedMs)} s`,
  );
}

async function onPostgres(baseUrl: string): Promise<VerifyFigure | undefined> {
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  const name = `fd_audit_bench_${randomBytes(4).toString('hex')}`;
  try {
    await admin.unsafe(`create database ${name}`);
  } catch (error) {
    console.log(`  postgres skipped: ${(error as Error).message}`);
    await admin.end({ timeout: 5 });
    return undefined;
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', inMemory: true });
  try {
    return await measure(database, 'postgres', ROWS, TRIALS);
  } finally {
    await database.close();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end({ timeout: 5 });
  }
}

export async function runAuditBench(): Promise<VerifyFigure[]> {
  console.log(`Audit log verify (${ROWS} rows on PostgreSQL, ${PGLITE_ROWS} on PGlite; hash chain recomputed in SQL)`);
  const figures: VerifyFigure[] = [];
  const pg = await onPostgres(process.env.DATABASE_URL || DEFAULT_PG);
  if (pg) {
    report(pg);
    figures.push(pg);
  }
  const lite = await openDatabase({ dataDir: 'memory://', inMemory: true, databaseUrl: undefined });
  try {
    const figure = await measure(lite, 'pglite', PGLITE_ROWS, 1);
    report(figure);
    figures.push(figure);
  } finally {
    await lite.close();
  }
  return figures;
}
