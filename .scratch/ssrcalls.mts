import { loadConfig } from '../apps/server/src/config.ts';
import { startRuntime } from '../apps/server/src/runtime.ts';
const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', NODE_ENV: 'production', LOG_LEVEL: 'warn' });
const runtime = await startRuntime({ config });
const base = runtime.url.replace('localhost', '127.0.0.1');
for (let i = 0; i < 30; i++) {
  const t = performance.now();
  const r = await fetch(`${base}/fund_detail?fundCode=000512&s=${i}`, { headers: { accept: 'text/html' } });
  await r.text();
  if (i % 5 === 0 || i > 25) console.log(i, r.status, (performance.now() - t).toFixed(1), r.headers.get('server-timing'));
}
const m = await fetch(`${base}/metrics`).catch(() => null);
await runtime.close();
