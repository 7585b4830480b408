// The answers of the shortest keywords are computed at each refresh, off the request path. Those keywords match the
// most records (a letter, two pinyin initials, one character: thousands of hits, ranked and highlighted), so
// computing one per request made a burst of them queue behind each other on the one thread (p99 34–92 ms at
// 1,000 req/s with the answer cache off); looked up, they cost what a cached answer costs.

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
// Work done between two turns of the event loop while precomputing, so that requests keep being served.
const SLICE_MS = 8;

// Every letter, every two letters, and every character that occurs in the texts (as normalised keywords: lower case,
// no white space).
export function shortKeywords(texts: Iterable<string>): string[] {
  const keywords = new Set<string>();
  for (const a of LETTERS) {
    keywords.add(a);
    for (const b of LETTERS) keywords.add(a + b);
  }
  for (const text of texts) for (const char of text.toLowerCase()) if (char.trim() !== '') keywords.add(char);
  return [...keywords];
}

// Computes `answerOf` for each keyword in slices of SLICE_MS, stopping (null) as soon as `current()` says a newer
// refresh has started.
export async function precompute<A>(
  keywords: readonly string[],
  answerOf: (keyword: string) => A,
  current: () => boolean,
): Promise<Map<string, A> | null> {
  const answers = new Map<string, A>();
  let at = 0;
  while (at < keywords.length) {
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (!current()) return null;
    const until = performance.now() + SLICE_MS;
    while (at < keywords.length && performance.now() < until) {
      const keyword = keywords[at]!;
      answers.set(keyword, answerOf(keyword));
      at += 1;
    }
  }
  return current() ? answers : null;
}
