import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// /home is where visitors land (the root redirects there): its lazy chunk and CSS are
// preloaded from index.html so they download alongside the shell instead of after it.
function preloadLandingPage(moduleSuffix: string): Plugin {
  return {
    name: 'fd-preload-landing-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((item) => item.type === 'chunk');
        const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(moduleSuffix));
        if (!page) throw new Error(`landing page chunk not found: ${moduleSuffix}`);
        const files = new Set<string>();
        const css = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName) || html.includes(`/${fileName}"`)) return;
          const chunk = chunks.find((item) => item.fileName === fileName);
          if (!chunk) return;
          files.add(fileName);
          for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
          chunk.imports.forEach(visit);
        };
        visit(page.fileName);
        const tags: HtmlTagDescriptor[] = [
          ...[...files].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
          ...[...css].map((file) => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
        ];
        return { html, tags };
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
  plugins: [react(), preloadLandingPage('/src/features/home/routes/home-page.tsx')],
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
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
});
