import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { fileStamp } from './file-stamp.ts';
import { pageRenderDuration } from './metrics-registry.ts';
import { ANSWER_MAX_AGE_MS, AnswerCache } from './ssr-answers.ts';
import { createRenderPool } from './ssr-pool.ts';
import { siteVersion } from './site-version.ts';
import { answerTransport, rendererLoader } from './ssr-thread.ts';
import type { AnswerSource, RenderResult } from './ssr-types.ts';

export const SSR_ENTRY = path.join('dist-server', 'entry-server.js');
// API answers kept for the renderer: a few per public page (a fund's detail, NAVs, reports, managers, notices).
const ANSWER_CACHE_SIZE = 5000;

function headersOf(raw: Record<string, string | string[] | number | undefined>): [string, string][] {
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.push([name, String(item)]);
  }
  return headers;
}

// The page's API calls go straight into the app (no socket, no HTTP to itself), as the visitor's address so the
// rate limits count them for that visitor. No cookie or token is passed: the server renders logged out, so the answers
// are kept for other pages (ssr-answers.ts).
export function inProcessAnswers(app: FastifyInstance): AnswerSource {
  const answers = new AnswerCache(ANSWER_CACHE_SIZE);
  return async ({ method, url, headers, body }, remoteAddress) => {
    const key = AnswerCache.key(method, url, body);
    const stored = answers.get(key);
    if (stored) return stored;
    const readAt = siteVersion();
    const response = await app.inject({
      method: method as 'GET' | 'POST',
      url,
      headers: Object.fromEntries(headers),
      remoteAddress,
      ...(body === undefined ? {} : { payload: body }),
    });
    const empty = response.statusCode === 204 || response.statusCode === 304;
    const answer = { status: response.statusCode, headers: headersOf(response.headers), body: new Uint8Array(response.rawPayload) };
    if (!empty) answers.set(key, answer, readAt);
    return { ...answer, body: empty ? null : answer.body };
  };
}

export interface PageRenderer {
  // Null when the renderer has not been built.
  render(url: URL, nonce: string, remoteAddress: string): Promise<RenderResult | null>;
  close(): Promise<void>;
}

// Renders on the server's own thread, or on a pool of worker threads (ssr-pool.ts) when `workers` > 0. Loads the built
// renderer, again when a new build replaces it.
export function createPageRenderer(app: FastifyInstance, webRoot: string, origin: string, workers = 0): PageRenderer {
  const entryPath = path.join(path.dirname(webRoot), SSR_ENTRY);
  const stamp = fileStamp(entryPath);
  const answers = inProcessAnswers(app);
  const load = rendererLoader(entryPath);
  const pool =
    workers > 0 ? createRenderPool(workers, entryPath, answers, (error) => app.log.error({ err: error }, 'render worker stopped')) : null;
  return {
    async render(url, nonce, remoteAddress) {
      const mtime = await stamp();
      if (!mtime) return null;
      const request = { url: url.href, nonce, origin, answers: { siteVersion: siteVersion(), maxAgeMs: ANSWER_MAX_AGE_MS } };
      const pooled = pool?.render(request, mtime, remoteAddress);
      if (pooled) {
        const timer = pageRenderDuration.startTimer({ thread: 'worker' });
        return pooled.finally(() => timer());
      }
      const timer = pageRenderDuration.startTimer({ thread: 'server' });
      const render = await load(mtime);
      return render({ ...request, transport: answerTransport((call) => answers(call, remoteAddress)) }).finally(() => timer());
    },
    async close() {
      await pool?.close();
    },
  };
}
