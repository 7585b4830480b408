// The server's renderer asks the same public API calls for page after page (a fund's detail, NAVs and reports whatever
// the query string). The server keeps their bytes per site version (apps/server/src/plugins/ssr-answers.ts); this keeps
// what the renderer made of them, the envelope parsed and checked by its contract, so a page missing from the page
// cache does not parse, validate and convert the same JSON again, nor reach the server's thread for it.
// The renderer is always logged out: an answer depends only on the method, URL and body it was asked with.

// When an answer the server read may still be used: the site version the page is rendered for (a change of funds,
// NAVs or content moves it) and the age after which an answer is read again (some depend on the clock).
export interface AnswerValidity {
  siteVersion: number;
  maxAgeMs: number;
}

type Contract = { parse: (value: unknown) => unknown } | undefined;

interface Kept {
  siteVersion: number;
  at: number;
  contract: Contract;
  envelope: unknown;
}

// Pages share the kept values: nothing may change them.
function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const item of Object.values(value)) deepFreeze(item);
  return value;
}

export class AnswerMemo {
  private readonly entries = new Map<string, Kept>();

  // validity: that of the page being rendered.
  constructor(
    private readonly max: number,
    private readonly validity: () => AnswerValidity,
  ) {}

  keyOf(method: string, url: string, body: string | undefined): string {
    return `${method} ${url}\n${body ?? ''}`;
  }

  // The envelope kept for this call if it was parsed with the same contract for the page's site version and is not too old.
  get(key: string, contract: Contract): unknown {
    const kept = this.entries.get(key);
    if (!kept) return undefined;
    const { siteVersion, maxAgeMs } = this.validity();
    if (kept.siteVersion !== siteVersion || Date.now() - kept.at >= maxAgeMs) {
      this.entries.delete(key);
      return undefined;
    }
    if (kept.contract !== contract) return undefined;
    this.entries.delete(key);
    this.entries.set(key, kept);
    return kept.envelope;
  }

  // Only successful answers are kept (the caller decides); the least recently used go beyond `max`.
  // ageMs: how old the answer already was when it arrived (the server may have kept it a while: its Age header).
  set(key: string, contract: Contract, envelope: unknown, ageMs = 0): void {
    this.entries.delete(key);
    const at = Date.now() - ageMs;
    this.entries.set(key, { siteVersion: this.validity().siteVersion, at, contract, envelope: deepFreeze(envelope) });
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
