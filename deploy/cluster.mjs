// npm run cluster [-- start | stop | status | start-instance N]: three server instances behind HAProxy on one machine, sharing one
// PostgreSQL database, Redis and one set of keys. See deploy/README.md.
import { spawn, spawnSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const INSTANCES = Number(env.CLUSTER_INSTANCES ?? 3);
const PORT_BASE = Number(env.CLUSTER_PORT_BASE ?? 3301);
const LB_PORT = Number(env.CLUSTER_LB_PORT ?? 3350);
const LB_HOST = env.CLUSTER_LB_HOST ?? '127.0.0.1';
const DIR = env.CLUSTER_DIR ?? join(root, 'data/cluster');
const DATABASE_URL = env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/fund_cluster';
const REDIS_URL = env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
const READY_TIMEOUT_MS = 180_000;
const STATE = join(DIR, 'state.json');

const log = (text) => console.log(`[cluster] ${text}`);

function readState() {
  return existsSync(STATE) ? JSON.parse(readFileSync(STATE, 'utf8')) : { lb: null, instances: {} };
}
function writeState(state) {
  writeFileSync(STATE, `${JSON.stringify(state, null, 2)}\n`);
}
function alive(pid) {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// The LB binary comes from Debian's packages; installed on first use (as root, or through sudo).
function ensureHaproxy() {
  if (spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0) return;
  log('HAProxy 未安装，正在通过 apt-get 安装…');
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args) => spawnSync(asRoot[0] ?? args[0], asRoot.length ? args : args.slice(1), { stdio: 'inherit' }).status === 0;
  if (!run(['apt-get', 'install', '-y', 'haproxy']) && !(run(['apt-get', 'update']) && run(['apt-get', 'install', '-y', 'haproxy']))) {
    throw new Error('无法安装 HAProxy（apt-get install -y haproxy 失败）');
  }
}

// One RSA key and one data key for every instance: a password encrypted for one instance's public key is read by any
// other, and fields encrypted by one are decrypted by all. Generated once, kept in the deploy data directory (0600).
function sharedKeys() {
  const file = join(DIR, 'keys.json');
  if (!existsSync(file)) {
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicExponent: 0x10001,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    writeFileSync(file, JSON.stringify({ RSA_PRIVATE_KEY: privateKey, DATA_KEY: randomBytes(32).toString('base64') }), { mode: 0o600 });
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

// The cluster's own database on the PostgreSQL server; CLUSTER_FRESH=1 starts it empty (benchmarks and tests).
async function ensureDatabase() {
  const url = new URL(DATABASE_URL);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^\w+$/.test(name)) throw new Error(`数据库名 ${name} 只能包含字母、数字和下划线`);
  url.pathname = '/postgres';
  const admin = postgres(url.toString(), { max: 1, onnotice: () => {} });
  try {
    if (env.CLUSTER_FRESH === '1') await admin.unsafe(`drop database if exists ${name} with (force)`);
    const [found] = await admin`select 1 from pg_database where datname = ${name}`;
    if (!found) {
      await admin.unsafe(`create database ${name}`);
      log(`已创建数据库 ${name}`);
    }
  } finally {
    await admin.end({ timeout: 5 });
  }
}

function instanceEnv(n, keys) {
  return {
    ...env,
    // production unless asked otherwise (the failover bench and test run 'test': demo data, cheap password hashing).
    NODE_ENV: ['development', 'production', 'test'].includes(env.CLUSTER_NODE_ENV) ? env.CLUSTER_NODE_ENV : 'production',
    PORT: String(PORT_BASE + n - 1),
    HOST: '127.0.0.1',
    DATABASE_URL,
    REDIS_URL,
    ...keys,
    // Shared by the instances: private files (ID-card images) must be seen by whichever instance serves the request.
    DATA_DIR: join(DIR, 'shared'),
    // Production refuses to start without an https:// address; on one machine the load balancer's stands in.
    SITE_ORIGIN: env.SITE_ORIGIN ?? `https://localhost:${LB_PORT}`,
    // The client's address comes from HAProxy's X-Forwarded-For (per-IP limits).
    TRUST_PROXY: 'true',
    // Readiness fails this long before the instance stops accepting: two of HAProxy's 1 s checks.
    SHUTDOWN_DRAIN_MS: env.SHUTDOWN_DRAIN_MS ?? '2500',
    SHUTDOWN_TIMEOUT_MS: env.SHUTDOWN_TIMEOUT_MS ?? '10000',
  };
}

async function waitReady(url, pid, logFile) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (pid && !alive(pid)) throw new Error(`进程 ${pid} 已退出，见日志 ${logFile}：\n${tail(logFile)}`);
    try {
      const response = await fetch(`${url}/api/health/ready`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  throw new Error(`${url} 在 ${READY_TIMEOUT_MS / 1000} 秒内未就绪，见日志 ${logFile}`);
}

function tail(file) {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-20).join('\n') : '';
}

export async function startInstance(n) {
  const state = readState();
  const current = state.instances[n];
  if (current && alive(current.pid)) return current;
  const port = PORT_BASE + n - 1;
  const logFile = join(DIR, 'logs', `instance-${n}.log`);
  const out = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--conditions=fund-direct-built', join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: instanceEnv(n, sharedKeys()),
    detached: true,
    stdio: ['ignore', out, out],
  });
  child.unref();
  const record = { pid: child.pid, port, log: logFile };
  writeState({ ...readState(), instances: { ...readState().instances, [n]: record } });
  await waitReady(`http://127.0.0.1:${port}`, child.pid, logFile);
  log(`实例 ${n} 已就绪：http://127.0.0.1:${port}（pid ${child.pid}）`);
  return record;
}

function startLoadBalancer() {
  const servers = Array.from({ length: INSTANCES }, (_, i) => `  server app${i + 1} 127.0.0.1:${PORT_BASE + i} check`).join('\n');
  const config = readFileSync(join(root, 'deploy/haproxy.cfg.template'), 'utf8')
    .replaceAll('{{LB_HOST}}', LB_HOST)
    .replaceAll('{{LB_PORT}}', String(LB_PORT))
    .replace('{{SERVERS}}', servers);
  const file = join(DIR, 'haproxy.cfg');
  writeFileSync(file, config);
  const check = spawnSync('haproxy', ['-c', '-q', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`HAProxy 配置无效：\n${check.stderr}`);
  const out = openSync(join(DIR, 'logs', 'haproxy.log'), 'a');
  // -db: stays in the foreground (this script keeps its pid); SIGUSR1 stops it softly, SIGTERM at once.
  const child = spawn('haproxy', ['-db', '-f', file], { detached: true, stdio: ['ignore', out, out] });
  child.unref();
  writeState({ ...readState(), lb: { pid: child.pid, port: LB_PORT } });
  return child.pid;
}

async function start() {
  mkdirSync(join(DIR, 'logs'), { recursive: true });
  mkdirSync(join(DIR, 'shared'), { recursive: true, mode: 0o700 });
  const state = readState();
  if (state.lb && alive(state.lb.pid)) {
    log(`集群已在运行：http://localhost:${state.lb.port}（先执行 npm run cluster -- stop）`);
    return;
  }
  ensureHaproxy();
  log('构建网页、运营管理平台与服务端…');
  const build = spawnSync(process.execPath, [join(root, 'scripts/start.mjs')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('构建失败');
  await ensureDatabase();
  // The first instance migrates and seeds the database; the others start once it is ready and find it current.
  await startInstance(1);
  await Promise.all(Array.from({ length: INSTANCES - 1 }, (_, i) => startInstance(i + 2)));
  const lbPid = startLoadBalancer();
  await waitReady(`http://127.0.0.1:${LB_PORT}`, lbPid, join(DIR, 'logs', 'haproxy.log'));
  log(`负载均衡已就绪（HAProxy pid ${lbPid}）`);
  console.log(
    `\nFund Direct 集群已启动：http://localhost:${LB_PORT}（${INSTANCES} 个实例，端口 ${PORT_BASE}–${PORT_BASE + INSTANCES - 1}）`,
  );
  console.log(`停止：npm run cluster -- stop    日志：${join(DIR, 'logs')}`);
}

async function waitExit(pids, ms) {
  const deadline = Date.now() + ms;
  while (pids.some(alive) && Date.now() < deadline) await sleep(200);
  return pids.filter(alive);
}

async function stop() {
  const state = readState();
  const pids = [];
  if (state.lb && alive(state.lb.pid)) {
    process.kill(state.lb.pid, 'SIGUSR1');
    pids.push(state.lb.pid);
  }
  for (const [n, instance] of Object.entries(state.instances)) {
    if (!alive(instance.pid)) continue;
    process.kill(instance.pid, 'SIGTERM');
    pids.push(instance.pid);
    log(`已通知实例 ${n} 停止（pid ${instance.pid}）`);
  }
  const left = await waitExit(pids, 30_000);
  for (const pid of left) process.kill(pid, 'SIGKILL');
  rmSync(STATE, { force: true });
  log(pids.length ? '集群已停止' : '集群没有在运行');
}

function status() {
  const state = readState();
  const line = (name, entry) => `${name.padEnd(10)} ${entry && alive(entry.pid) ? `运行中 pid ${entry.pid} 端口 ${entry.port}` : '未运行'}`;
  console.log(line('HAProxy', state.lb));
  for (let n = 1; n <= INSTANCES; n += 1) console.log(line(`实例 ${n}`, state.instances[n]));
}

const [command = 'start', arg] = process.argv.slice(2);
const commands = {
  start,
  stop,
  status,
  'start-instance': () => startInstance(Number(arg)),
};
if (!commands[command]) {
  console.error(`未知命令：${command}（可用：start、stop、status、start-instance N）`);
  process.exit(2);
}
Promise.resolve(commands[command]()).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
