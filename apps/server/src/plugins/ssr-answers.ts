import { cacheMetrics } from './metrics-registry.ts';
import { SiteVersionedCache } from './ssr-cache.ts';

// The public API's answers to the server renderer, kept per site version. A page missing from the page cache (a new
// URL, a fund not rendered yet, the first visit after a NAV) is then rendered from answers other pages already read:
// the renderer asks for the same fund, its NAVs and its managers whatever the query string. The renderer is always
// logged out, so an answer depends only on the method, path and body it was asked with. Like the page cache, a change
// of the site's data (site-version.ts, relayed from other instances) empties it; an answer also expires after
// ANSWER_MAX_AGE_MS, as some depend on the clock (today's trading day).
export interface StoredAnswer {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
}

export const ANSWER_MAX_AGE_MS = 60_000;
// Headers that belong to one response only.
const PER_RESPONSE = new Set(['set-cookie', 'x-request-id', 'date', 'content-length', 'connection', 'keep-alive']);

export class AnswerCache {
  private readonly entries: SiteVersionedCache<{ at: number; answer: StoredAnswer }>;
  private readonly metrics = cacheMetrics('ssr_answers');

  constructor(max: number) {
    this.entries = new SiteVersionedCache(max);
  }

  static key(method: string, url: string, body: string | undefined): string {
    return `${method} ${url}\n${body ?? ''}`;
  }

  get(key: string): StoredAnswer | undefined {
    const entry = this.entries.get(key);
    const age = entry ? Date.now() - entry.at : 0;
    if (!entry || age >= ANSWER_MAX_AGE_MS) {
      if (entry) this.entries.delete(key);
      this.metrics.miss();
      return undefined;
    }
    this.metrics.hit();
    // Its age (HTTP Age, seconds), so the renderer keeping what it parsed of it stops at the same time (answer-memo.ts).
    const { answer } = entry;
    return { ...answer, headers: [...answer.headers, ['age', String(Math.floor(age / 1000))]] };
  }

  // readAt: the site version when the request was made; an answer read across a change is not kept. Only successful
  // answers are kept: an error (a rate limit, a fund not found) is asked again.
  set(key: string, answer: StoredAnswer, readAt: number): void {
    if (answer.status !== 200) return;
    const headers = answer.headers.filter(([name]) => !PER_RESPONSE.has(name.toLowerCase()));
    this.entries.set(key, { at: Date.now(), answer: { ...answer, headers } }, readAt);
  }

  get size(): number {
    return this.entries.size;
  }
}
