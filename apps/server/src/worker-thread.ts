import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

// A worker thread running the module at `moduleUrl` (a file beside the caller). Built, it is the .js file. Under tsx
// (development, tests) it is the TypeScript file, which a worker can only import once tsx's loader is registered in its
// own thread: a short script does that first.
export function startWorker(moduleUrl: URL, workerData?: unknown): Worker {
  if (!moduleUrl.pathname.endsWith('.ts')) return new Worker(moduleUrl, { workerData });
  // tsx's ESM API (require.resolve finds its CommonJS twin beside it).
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/u, '.mjs'),
  ).href;
  const script = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(moduleUrl.href)}); });`;
  return new Worker(script, { eval: true, workerData });
}

// The worker module beside `callerUrl` named `name` (without extension), in the caller's own form (.ts or .js).
export function siblingModule(callerUrl: string, name: string): URL {
  return new URL(`./${name}${callerUrl.endsWith('.ts') ? '.ts' : '.js'}`, callerUrl);
}
