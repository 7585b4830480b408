import { measureFirstLoad } from '../bench/web-bench.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { startRuntime } from '../apps/server/src/runtime.ts';
const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', NODE_ENV: 'production', LOG_LEVEL: 'warn' });
const runtime = await startRuntime({ config });
const base = runtime.url.replace('localhost', '127.0.0.1');
for (const p of process.argv.slice(2)) {
  const f = await measureFirstLoad(base, p, '/usr/bin/chromium');
  console.log(p, 'JS', f.jsGzipKb);
  for (const a of f.assets.sort((x, y) => y.gzipBytes - x.gzipBytes)) console.log('  ', a.type, (a.gzipBytes / 1024).toFixed(1), a.url);
}
await runtime.close();
