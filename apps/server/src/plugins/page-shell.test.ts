import { describe, expect, it } from 'vitest';
import { deferModuleScripts } from './deferred-scripts.ts';
import { assemblePage, fillShell, pageShell } from './page-shell.ts';

// index.html as the build writes it, with a route's preloads.
const TEMPLATE = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <title>沣泽基金</title>
    <meta name="description" content="沣泽基金直销" />
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D.css">
    <link rel="modulepreload" crossorigin href="/assets/fund-detail-page-E.js">
  </head>
  <body>
    <div id="root"><div class="fd-shell-fallback"></div></div>
  </body>
</html>
`;

const PAGE = {
  head: '<title>沣泽价值精选 (000512)</title>\n<script type="application/ld+json" nonce="PH">{"a":"\\u003c/script>"}</script>',
  styles: '<style>:root{--fd-primary:#1D4E89}</style>\n',
  body: '<div class="fd-shell"><main>净值 1.2345 $& $1</main></div>',
  scripts: '<script nonce="PH">window.__FD_QUERY_STATE__ = {};</script>',
};

describe('page shell', () => {
  it('assembles a page as the template and the deferral of its module scripts would, page after page', () => {
    const shell = pageShell(TEMPLATE);
    expect(pageShell(TEMPLATE)).toBe(shell);
    for (const page of [PAGE, { ...PAGE, body: '<p>另一页</p>', head: '<title>基金经理</title>' }]) {
      expect(fillShell(shell, page, 'PH')).toBe(deferModuleScripts(assemblePage(TEMPLATE, page), 'PH'));
    }
    const html = fillShell(shell, PAGE, 'PH');
    expect(html).not.toContain('<title>沣泽基金</title>');
    expect(html.indexOf('<script type="module"')).toBe(-1);
    expect(html).toContain('<script nonce="PH">(function(d)');
  });

  it('keeps a template without module scripts as it is, around the page', () => {
    const plain = TEMPLATE.replace(/\s*<script type="module"[^>]*><\/script>/, '');
    expect(fillShell(pageShell(plain), PAGE, 'PH')).toBe(assemblePage(plain, PAGE));
  });
});
