import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { ROUTE_MODULES } from './src/app/route-modules.ts';

// dist/route-preloads.json: for each client route of src/app/route-modules.ts, the JS chunks
// (page chunk and its static imports) and CSS files it needs beyond what index.html already loads.
// The server adds them to index.html for that route, so a phone fetches the page code alongside
// the shell instead of discovering it only after the shell has run.
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

function routePreloads(routeModules: Readonly<Record<string, readonly string[]>>): Plugin {
  let root = '';
  return {
    name: 'fd-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    // After Vite's own hooks, which drop pure-CSS chunks from the bundle and from `imports`.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        // Walks static imports; `seen` keeps each file once.
        const collect = (fileName: string, seen: Set<string>, css: Set<string>) => {
          const chunk = byFile.get(fileName);
          if (!chunk || seen.has(fileName)) return;
          seen.add(fileName);
          for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
          for (const imported of chunk.imports) collect(imported, seen, css);
        };
        const shellJs = new Set<string>();
        const shellCss = new Set<string>();
        for (const entry of chunks.filter((chunk) => chunk.isEntry)) collect(entry.fileName, shellJs, shellCss);

        const preloads: Record<string, { js: string[]; css: string[] }> = {};
        for (const [route, modules] of Object.entries(routeModules)) {
          const js = new Set<string>();
          const css = new Set<string>();
          for (const module of modules) {
            const id = path.resolve(root, module);
            const chunk = chunks.find((item) => item.facadeModuleId === id);
            if (!chunk) throw new Error(`route ${route}: no chunk for ${module}`);
            collect(chunk.fileName, js, css);
          }
          preloads[route] = {
            js: [...js].filter((file) => !shellJs.has(file)).map((file) => `/${file}`),
            css: [...css].filter((file) => !shellCss.has(file)).map((file) => `/${file}`),
          };
        }
        this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
      },
    },
  };
}

// Vendor code of the shell is split by how often it changes: React, then the router.
// Ant Design is not in the shell at all: automatic splitting puts its shared core (config
// provider, theme, CSS-in-JS, App) in one chunk that the first antd page loads. A manual antd
// group would drag rc-util (shared with the shell's icons) and so the whole core into the shell;
// excluding dependencies from the group breaks module execution order.
export default defineConfig({
  plugins: [react(), routePreloads(ROUTE_MODULES)],
  // `@/` is src/: imports across folders name their target from the root (tsconfig.json says the same).
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // A chunk over this size means a page pulled in more than it should.
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 20 },
            // zod and the module that makes it jitless share one chunk, so the flag is set when zod is
            // first evaluated, before any chunk that defines a schema (the CSP forbids eval).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-config\.ts$/, priority: 25 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
});
