import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The server's renderer (src/entry-server.tsx) for Node, into dist-server/. Every dependency is bundled, not left to Node's
// resolver: the style cache the renderer extracts must be the one instance antd registers into, CommonJS packages get the
// bundler's interop (Node's default import of @emotion/hash is its exports object), and React is its production build
// whatever NODE_ENV the server runs under.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    // CSS is served from the browser build (dist/); the renderer only needs the markup.
    cssCodeSplit: false,
    // Everything but the entry goes into one hashed chunk. The server imports the entry with a version query to pick up a
    // new build; a chunk importing shared code from `../entry-server.js` (no query) would load a second copy of it, with
    // React contexts of its own. Chunks importing `./renderer-<hash>.js` all get the entry's one copy.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'renderer', test: /^(?!.*entry-server\.tsx$)/ }] } } },
  },
});
