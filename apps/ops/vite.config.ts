import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The operations console: served by the same server under /ops/ (plugins/ops-web.ts), so every asset URL
// starts with /ops/. Its own bundle: nothing of apps/web is imported.
export default defineConfig({
  base: '/ops/',
  plugins: [react()],
  // `@/` is src/: imports across folders name their target from the root (tsconfig.json says the same).
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 20 },
            // zod and the module that makes it jitless share one chunk, so the flag is set before any schema
            // is defined (the console's CSP forbids eval too).
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
