// A server for a bench in a process of its own, as `npm start` runs it: the built server (apps/server/dist, rebuilt when
// the sources changed) on plain node. Code run by the bench's own loader (tsx) is not the code production runs.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const READY_TIMEOUT_MS = 120_000;

export interface ServerProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

// CPU seconds a process has used (every thread, user and system), from /proc: the work a request costs, which other
// processes on the machine do not change as they change throughput. NaN where there is no /proc.
export function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks (USER_HZ, 100 on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export function buildServer(): void {
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('server build failed');
}

// `env`: the server's whole configuration (bench-server.ts benchEnv), nothing inherited from the bench's environment (its
// DATABASE_URL would turn a PGlite run into a PostgreSQL one); PORT is chosen here.
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  buildServer();
  const port = await freePort();
  const child = spawn(process.execPath, ['--conditions=fund-direct-built', path.join(ROOT, 'apps/server/dist/server.js')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = once(child, 'exit');
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/api/health/ready`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready within ${READY_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
