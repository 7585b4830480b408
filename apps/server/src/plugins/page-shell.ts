import { deferModuleScripts } from './deferred-scripts.ts';
import type { RenderResult } from './ssr-types.ts';

type RenderedPage = Extract<RenderResult, { kind: 'page' }>;

// The server's HTML in index.html (with the route's preloads): its head tags replace the default title and
// description, the page's styles go before </head>, the page into #root and the data scripts after it.
export function assemblePage(template: string, page: Pick<RenderedPage, 'head' | 'styles' | 'body' | 'scripts'>): string {
  const head = template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?>\s*/, '')
    .replace('</head>', () => `${page.head}\n${page.styles}\n</head>`);
  return head.replace(
    /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/,
    (_match, end: string) => `<div id="root">${page.body}</div>${page.scripts}${end}`,
  );
}

// Where each rendered page puts its own parts and nonce: marks of a private-use character, which index.html never holds.
type Slot = 'head' | 'styles' | 'body' | 'scripts' | 'nonce';
const slotMark = (slot: Slot) => `\uE000${slot}\uE000`;
const SLOT_MARK = /\uE000(head|styles|body|scripts|nonce)\uE000/;

// The template with the page's parts assembled and its module scripts deferred (deferred-scripts.ts), cut where each
// page's parts go: odd items name a slot. The template is the same for every page of a route, so this work is done
// once per template instead of on every page (the page's own parts hold no module script for the deferral to move).
export type PageShell = readonly string[];

const shells = new Map<string, PageShell>();
// One template per route's preloads (web-html.ts); a new build brings new ones.
const KEPT_SHELLS = 200;

export function pageShell(template: string): PageShell {
  let shell = shells.get(template);
  if (shell) return shell;
  const marked = assemblePage(template, {
    head: slotMark('head'),
    styles: slotMark('styles'),
    body: slotMark('body'),
    scripts: slotMark('scripts'),
  });
  shell = deferModuleScripts(marked, slotMark('nonce')).split(SLOT_MARK);
  if (shells.size >= KEPT_SHELLS) shells.clear();
  shells.set(template, shell);
  return shell;
}

// The page in its template: what deferModuleScripts(assemblePage(template, page), nonce) gives.
export function fillShell(shell: PageShell, page: Pick<RenderedPage, Exclude<Slot, 'nonce'>>, nonce: string): string {
  let html = '';
  for (let i = 0; i < shell.length; i += 1) {
    const item = shell[i] ?? '';
    html += i % 2 === 0 ? item : item === 'nonce' ? nonce : page[item as Exclude<Slot, 'nonce'>];
  }
  return html;
}
