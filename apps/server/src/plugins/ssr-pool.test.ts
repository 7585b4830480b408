import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRenderPool, type RenderPool } from './ssr-pool.ts';
import type { AnswerRequest, AnswerSource, RenderResult } from './ssr-types.ts';

// A renderer with the built one's interface: it asks the API through the transport it is given and renders what it got,
// with the thread it ran on. `/boom` fails; `/slow` waits for its answer before rendering.
const RENDERER = `
import { threadId } from 'node:worker_threads';
export function createRenderer(scope) {
  return async (request) => {
    if (request.url.endsWith('/boom')) throw new Error('渲染失败');
    let text;
    try {
      const response = await request.transport('/api/content/fund/detail', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url: request.url }),
      });
      text = response.status + ':' + (await response.text());
    } catch (error) {
      text = 'fetch failed: ' + error.message;
    }
    return { kind: 'page', status: 200, head: request.nonce, styles: request.origin, body: text, scripts: String(threadId),
      timing: { dataMs: 1, renderMs: 2, assembleMs: 3 } };
  };
}`;

let dir: string;
let entryPath: string;
let pool: RenderPool | undefined;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fd-ssr-pool-'));
  entryPath = path.join(dir, 'entry-server.mjs');
  await writeFile(entryPath, RENDERER);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

type Page = Extract<RenderResult, { kind: 'page' }>;
const request = (url: string) => ({ url, nonce: 'n0nce', origin: 'https://www.example.cn', answers: { siteVersion: 1, maxAgeMs: 60_000 } });

function recordingAnswers(answer: (request: AnswerRequest) => Promise<string> | string) {
  const seen: { request: AnswerRequest; remoteAddress: string }[] = [];
  const source: AnswerSource = async (call, remoteAddress) => {
    seen.push({ request: call, remoteAddress });
    const body = new TextEncoder().encode(await answer(call));
    return { status: 200, headers: [['content-type', 'application/json']], body };
  };
  return { seen, source };
}

describe('render pool', () => {
  it('renders on a worker thread with the API answered by the server thread, as the visitor', async () => {
    const answers = recordingAnswers((call) => `{"asked":${call.body}}`);
    pool = createRenderPool(1, entryPath, answers.source, () => undefined);
    const page = (await pool.render(request('https://www.example.cn/fund_detail?fundCode=000512'), 1, '10.1.2.3')) as Page;
    expect(page.kind).toBe('page');
    expect(page.body).toBe('200:{"asked":{"url":"https://www.example.cn/fund_detail?fundCode=000512"}}');
    expect([page.head, page.styles]).toEqual(['n0nce', 'https://www.example.cn']);
    expect(Number(page.scripts)).not.toBe(threadId);
    expect(page.timing).toEqual({ dataMs: 1, renderMs: 2, assembleMs: 3 });
    expect(answers.seen).toHaveLength(1);
    expect(answers.seen[0]!.remoteAddress).toBe('10.1.2.3');
    expect(answers.seen[0]!.request.method).toBe('POST');
    expect(answers.seen[0]!.request.headers).toContainEqual(['content-type', 'application/json']);
  });

  it('spreads pages rendered at once over its workers', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const answers = recordingAnswers(async () => {
      await held;
      return '{}';
    });
    pool = createRenderPool(2, entryPath, answers.source, () => undefined);
    const pages = ['a', 'b'].map((name) => pool!.render(request(`https://x/${name}`), 1, '::1')!);
    while (answers.seen.length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    const threads = (await Promise.all(pages)).map((page) => (page as Page).scripts);
    expect(new Set(threads).size).toBe(2);
  });

  it('rejects with the renderer error, and gives the renderer the error of an answer that failed', async () => {
    const answers: AnswerSource = () => Promise.reject(new Error('接口不可用'));
    pool = createRenderPool(1, entryPath, answers, () => undefined);
    await expect(pool.render(request('https://x/boom'), 1, '::1')).rejects.toThrow('渲染失败');
    const page = (await pool.render(request('https://x/fund'), 1, '::1')) as Page;
    expect(page.body).toBe('fetch failed: 接口不可用');
  });

  it('rejects the page when the build cannot be loaded, and loads the next build', async () => {
    const broken = path.join(dir, 'broken.mjs');
    await writeFile(broken, 'export const createRenderer = 1;');
    pool = createRenderPool(1, broken, recordingAnswers(() => '{}').source, () => undefined);
    await expect(pool.render(request('https://x/a'), 1, '::1')).rejects.toThrow();
    await writeFile(broken, RENDERER);
    expect(((await pool.render(request('https://x/a'), 2, '::1')) as Page).body).toBe('200:{}');
  });

  it('answers null once no worker is alive, so the server renders on its own thread', async () => {
    pool = createRenderPool(1, entryPath, recordingAnswers(() => '{}').source, () => undefined);
    expect(await pool.render(request('https://x/a'), 1, '::1')).not.toBeNull();
    await pool.close();
    expect(pool.render(request('https://x/a'), 1, '::1')).toBeNull();
  });
});
