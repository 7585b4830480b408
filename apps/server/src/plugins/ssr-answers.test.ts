import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerCache } from './ssr-answers.ts';
import { siteDataChanged, siteVersion } from './site-version.ts';

const answer = (status = 200) => ({
  status,
  headers: [
    ['content-type', 'application/json'],
    ['x-request-id', 'r-1'],
  ] as [string, string][],
  body: new TextEncoder().encode('{"code":"0000"}'),
});
const KEY = AnswerCache.key('POST', '/api/content/fund/detail', '{"fundCode":"000512"}');

describe('AnswerCache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives a later page the answer an earlier one read, without the per-response headers, with its age', () => {
    const cache = new AnswerCache(10);
    cache.set(KEY, answer(), siteVersion());
    expect(cache.get(KEY)?.headers).toEqual([
      ['content-type', 'application/json'],
      ['age', '0'],
    ]);
    expect(cache.get(AnswerCache.key('POST', '/api/content/fund/detail', '{"fundCode":"000001"}'))).toBeUndefined();
  });

  it('forgets every answer when the site data changes, here or on another instance', () => {
    const cache = new AnswerCache(10);
    cache.set(KEY, answer(), siteVersion());
    siteDataChanged('remote');
    expect(cache.get(KEY)).toBeUndefined();
  });

  it('does not keep an answer read before a change that happened while it was being read', () => {
    const cache = new AnswerCache(10);
    const readAt = siteVersion();
    siteDataChanged();
    cache.set(KEY, answer(), readAt);
    expect(cache.get(KEY)).toBeUndefined();
  });

  it('keeps no error answer, so a rate limit or a missing fund is asked again', () => {
    const cache = new AnswerCache(10);
    cache.set(KEY, answer(429), siteVersion());
    cache.set(KEY, answer(404), siteVersion());
    expect(cache.get(KEY)).toBeUndefined();
  });

  it('lets an answer expire after a minute, for those that depend on the day', () => {
    vi.useFakeTimers();
    const cache = new AnswerCache(10);
    cache.set(KEY, answer(), siteVersion());
    vi.advanceTimersByTime(59_000);
    // The renderer's parsed copy (apps/web/src/lib/answer-memo.ts) expires with it: it counts from this age.
    expect(cache.get(KEY)?.headers).toContainEqual(['age', '59']);
    vi.advanceTimersByTime(2_000);
    expect(cache.get(KEY)).toBeUndefined();
  });

  it('drops the least recently used answer beyond its size', () => {
    const cache = new AnswerCache(2);
    const keys = ['a', 'b', 'c'].map((code) => AnswerCache.key('GET', `/api/x?c=${code}`, undefined));
    cache.set(keys[0]!, answer(), siteVersion());
    cache.set(keys[1]!, answer(), siteVersion());
    cache.get(keys[0]!);
    cache.set(keys[2]!, answer(), siteVersion());
    expect(keys.map((key) => cache.get(key) !== undefined)).toEqual([true, false, true]);
  });
});
