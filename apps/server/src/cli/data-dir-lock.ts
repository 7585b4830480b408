import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'server.lock';
export const ADMIN_SOCKET = 'admin.sock';

export function lockPath(dataDir: string): string {
  return path.join(dataDir, LOCK_FILE);
}

export function adminSocketPath(dataDir: string): string {
  return path.join(dataDir, ADMIN_SOCKET);
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function lockPid(dataDir: string): number | null {
  let text: string;
  try {
    text = readFileSync(lockPath(dataDir), 'utf8');
  } catch {
    return null;
  }
  const pid = Number.parseInt(text.trim(), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

// The pid of another live process holding DATA_DIR, or null.
export function lockHolder(dataDir: string): number | null {
  const pid = lockPid(dataDir);
  return pid !== null && pid !== process.pid && isProcessAlive(pid) ? pid : null;
}

export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`数据目录 ${dataDir} 正被进程 ${pid} 使用（PGlite 只允许一个进程打开同一数据目录）`);
  }
}

export interface DataDirLock {
  release(): void;
}

// PGlite lets one process open a data directory: whoever opens it holds DATA_DIR/server.lock with its pid.
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = lockPath(dataDir);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      const release = () => {
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
        } catch {
          // already gone
        }
      };
      // Any way out of the process (a forced exit on shutdown, a failing cleanup) frees the directory too.
      process.once('exit', release);
      return {
        release() {
          process.removeListener('exit', release);
          release();
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = lockPid(dataDir);
      if (holder !== null && (holder === process.pid || isProcessAlive(holder))) throw new DataDirLockedError(dataDir, holder);
      // A stale lock of a process that died: take it over.
      unlinkSync(file);
    }
  }
  throw new Error(`无法获取数据目录锁 ${file}`);
}
