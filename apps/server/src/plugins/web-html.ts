import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileStamp } from './file-stamp.ts';

export const INDEX_FILE = 'index.html';
// Written by apps/web's build (vite.config.ts): client route -> { js, css } files of its lazy page.
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export interface RoutePreload {
  js: string[];
  css: string[];
}
export type RoutePreloads = Record<string, RoutePreload>;

export interface RenderedHtml {
  html: string;
  etag: string;
}

// An exact key wins; otherwise `/x/*` covers every path below /x.
export function findRoutePreload(preloads: RoutePreloads, pathname: string): RoutePreload | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = preloads[clean];
  if (exact) return exact;
  const segments = clean.split('/');
  for (let end = segments.length - 1; end > 0; end -= 1) {
    const wildcard = preloads[`${segments.slice(0, end).join('/')}/*`];
    if (wildcard) return wildcard;
  }
  return undefined;
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

// The page's own CSS is a stylesheet link like Vite's loader would add (it skips ones already present).
export function injectPreloads(html: string, preload: RoutePreload | undefined): string {
  if (!preload || (preload.js.length === 0 && preload.css.length === 0)) return html;
  const tags = [
    ...preload.js.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttr(href)}">`),
    ...preload.css.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttr(href)}">`),
  ].join('\n    ');
  const at = html.indexOf('</head>');
  return at === -1 ? html : `${html.slice(0, at)}  ${tags}\n  ${html.slice(at)}`;
}

const etagOf = (html: string) => `"${createHash('sha1').update(html).digest('base64url')}"`;

function parsePreloads(text: string): RoutePreloads {
  const value: unknown = JSON.parse(text);
  return value !== null && typeof value === 'object' ? (value as RoutePreloads) : {};
}

// index.html per client route, kept in memory until the build's files change.
export function createIndexRenderer(webRoot: string) {
  const indexPath = path.join(webRoot, INDEX_FILE);
  const preloadsPath = path.join(webRoot, ROUTE_PRELOADS_FILE);
  let builtAt = '';
  let base: { html: string; preloads: RoutePreloads } | undefined;
  const cache = new Map<RoutePreload | undefined, RenderedHtml>();

  const indexStamp = fileStamp(indexPath);
  const preloadsStamp = fileStamp(preloadsPath);

  // Null when the web app has not been built.
  return async function render(pathname: string): Promise<RenderedHtml | null> {
    const [indexMtime, preloadsMtime] = await Promise.all([indexStamp(), preloadsStamp()]);
    if (!indexMtime) return null;
    const mtime = `${indexMtime}:${preloadsMtime}`;
    if (mtime !== builtAt || !base) {
      const html = await readFile(indexPath, 'utf8');
      const preloads = await readFile(preloadsPath, 'utf8').then(parsePreloads, () => ({}));
      base = { html, preloads };
      builtAt = mtime;
      cache.clear();
    }
    // Keyed by the matched entry, so the cache stays as small as the route table.
    const preload = findRoutePreload(base.preloads, pathname);
    let rendered = cache.get(preload);
    if (!rendered) {
      const html = injectPreloads(base.html, preload);
      rendered = { html, etag: etagOf(html) };
      cache.set(preload, rendered);
    }
    return rendered;
  };
}
