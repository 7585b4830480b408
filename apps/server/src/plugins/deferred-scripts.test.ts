import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferModuleScripts } from './deferred-scripts.ts';

const PAGE = `<!doctype html>
<html lang="zh-CN">
  <head>
    <title>沣泽基金</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="modulepreload" crossorigin href="/assets/router-C.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D.css">
  </head>
  <body>
    <div id="root"><main>净值 1.2345</main></div><script nonce="N0NCE" type="application/json" id="fd-data">{}</script>
  </body>
</html>
`;

interface Element {
  tag: string;
  [key: string]: unknown;
}

// Runs the page's loader in a bare context standing in for the browser; returns what it appended.
function runLoader(html: string, visibilityState: 'visible' | 'hidden') {
  const script = /<script nonce="N0NCE">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('no loader in the page');
  const head: Element[] = [];
  const body: Element[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    visibilityState,
    head: { appendChild: (element: Element) => head.push(element) },
    body: { appendChild: (element: Element) => body.push(element) },
    createElement: (tag: string): Element => ({ tag }),
  };
  const window = { requestAnimationFrame: (callback: () => void) => frames.push(callback) };
  runInNewContext(script, {
    document,
    window,
    requestAnimationFrame: window.requestAnimationFrame,
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  return { head, body, frames, timers };
}

describe('deferModuleScripts', () => {
  const deferred = deferModuleScripts(PAGE, 'N0NCE');
  const head = deferred.slice(0, deferred.indexOf('</head>'));

  it('leaves no module script or module preload in the head, and keeps the stylesheet', () => {
    expect(head).not.toContain('type="module"');
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D.css">');
  });

  it('puts the loader after the page content and data, with the response nonce', () => {
    const loaderAt = deferred.indexOf('<script nonce="N0NCE">');
    expect(loaderAt).toBeGreaterThan(deferred.indexOf('净值 1.2345'));
    expect(loaderAt).toBeGreaterThan(deferred.indexOf('id="fd-data"'));
    expect(loaderAt).toBeLessThan(deferred.indexOf('</body>'));
  });

  it('adds the same preloads and entry script only after the first frame has been painted', () => {
    const run = runLoader(deferred, 'visible');
    expect(run.head).toEqual([]);
    expect(run.body).toEqual([]);
    run.frames.forEach((frame) => frame());
    expect(run.body).toEqual([]);
    run.timers.forEach((timer) => timer());
    expect(run.head.map((link) => [link.tag, link.rel, link.href])).toEqual([
      ['link', 'modulepreload', '/assets/react-B.js'],
      ['link', 'modulepreload', '/assets/router-C.js'],
    ]);
    expect(run.body.map((script) => [script.tag, script.type, script.src])).toEqual([['script', 'module', '/assets/index-A.js']]);
  });

  it('loads at once in a hidden tab, which never paints a frame', () => {
    const run = runLoader(deferred, 'hidden');
    expect(run.frames).toEqual([]);
    expect(run.body.map((script) => script.src)).toEqual(['/assets/index-A.js']);
  });

  it('leaves a page without a module script unchanged', () => {
    const plain = '<html><head><title>x</title></head><body><p>x</p></body></html>';
    expect(deferModuleScripts(plain, 'N0NCE')).toBe(plain);
  });
});
