import { rename, rm, stat } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDirectory } from './database.ts';

// A backup file: one header line naming the format, one JSON line of facts, then PGlite's gzipped tar of the data
// directory. The header lets restore refuse any other file before it touches the data directory.
const MAGIC = 'FUND-DIRECT-PGLITE-BACKUP 1';

export interface BackupMeta {
  createdAt: string;
  // The migrations the database had: what a restore brings back (the next start applies newer ones).
  migrations: string[];
}

export class NotABackupError extends Error {
  override readonly name = 'NotABackupError';
}

export function encodeBackup(meta: BackupMeta, data: Uint8Array): Buffer {
  return Buffer.concat([Buffer.from(`${MAGIC}\n${JSON.stringify(meta)}\n`, 'utf8'), data]);
}

export function decodeBackup(file: Buffer, name: string): { meta: BackupMeta; data: Uint8Array } {
  const refuse = () => new NotABackupError(`文件 ${name} 不是 Fund Direct 的数据库备份（请使用 npm run cli -- backup 生成的文件）`);
  const first = file.indexOf(0x0a);
  if (first < 0 || file.subarray(0, first).toString('utf8') !== MAGIC) throw refuse();
  const second = file.indexOf(0x0a, first + 1);
  if (second < 0) throw refuse();
  let meta: BackupMeta;
  try {
    meta = JSON.parse(file.subarray(first + 1, second).toString('utf8')) as BackupMeta;
  } catch {
    throw refuse();
  }
  const data = file.subarray(second + 1);
  // gzip's magic number: the tar that follows must at least be compressed the way dumpDataDir wrote it.
  if (typeof meta?.createdAt !== 'string' || !Array.isArray(meta.migrations) || data[0] !== 0x1f || data[1] !== 0x8b) throw refuse();
  return { meta, data };
}

async function exists(target: string): Promise<boolean> {
  return stat(target).then(
    () => true,
    () => false,
  );
}

// Replaces DATA_DIR's database with the backup's; the database it replaces is kept beside it (returned) until the
// operator removes it. The caller holds the data directory lock and has closed its own connection.
export async function restorePgliteDataDir(dataDir: string, data: Uint8Array, stamp: string): Promise<string | null> {
  const directory = pgliteDirectory(dataDir);
  const kept = (await exists(directory)) ? `${directory}.before-restore-${stamp}` : null;
  if (kept) await rename(directory, kept);
  try {
    const restored = new PGlite(directory, { loadDataDir: new Blob([Uint8Array.from(data)]) });
    await restored.waitReady;
    await restored.query('select count(*) from schema_migrations');
    await restored.close();
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    if (kept) await rename(kept, directory);
    throw new Error(`备份无法恢复，原数据库未改动：${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return kept;
}
