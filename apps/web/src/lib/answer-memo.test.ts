import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerMemo, type AnswerValidity } from './answer-memo.ts';

const contract = { parse: (value: unknown) => value };
const keyOf = (method: string, url: string, body: string | undefined) => `${method} ${url}\n${body ?? ''}`;
const KEY = keyOf('POST', '/api/content/fund/detail', '{"fundCode":"000512"}');
const envelope = () => ({ code: '0000', msg: '成功', data: { fund: { fundcode: '000512', yields: [{ period: '1m', rate: '0.0123' }] } } });

function memoAt(validity: AnswerValidity) {
  return new AnswerMemo(10, () => validity);
}

describe('AnswerMemo', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives a later page of the same site version the envelope an earlier one parsed', () => {
    const memo = memoAt({ siteVersion: 3, maxAgeMs: 60_000 });
    const kept = envelope();
    memo.set(KEY, contract, kept);
    expect(memo.get(KEY, contract)).toBe(kept);
    expect(memo.get(keyOf('POST', '/api/content/fund/detail', '{"fundCode":"000001"}'), contract)).toBeUndefined();
  });

  it('answers nothing to a page of another site version (a NAV, a fund or content changed)', () => {
    const validity = { siteVersion: 3, maxAgeMs: 60_000 };
    const memo = memoAt(validity);
    memo.set(KEY, contract, envelope());
    validity.siteVersion = 4;
    expect(memo.get(KEY, contract)).toBeUndefined();
    validity.siteVersion = 3;
    expect(memo.get(KEY, contract)).toBeUndefined();
  });

  it('expires an answer when the server would have read it again, counting the age it arrived with', () => {
    vi.useFakeTimers();
    const memo = memoAt({ siteVersion: 3, maxAgeMs: 60_000 });
    memo.set(KEY, contract, envelope(), 45_000);
    vi.advanceTimersByTime(14_000);
    expect(memo.get(KEY, contract)).toBeDefined();
    vi.advanceTimersByTime(1_000);
    expect(memo.get(KEY, contract)).toBeUndefined();
  });

  it('answers nothing to a call checked by another contract', () => {
    const memo = memoAt({ siteVersion: 3, maxAgeMs: 60_000 });
    memo.set(KEY, contract, envelope());
    expect(memo.get(KEY, { parse: (value: unknown) => value })).toBeUndefined();
  });

  it('freezes what it keeps, so no page can change what the next one shows', () => {
    const memo = memoAt({ siteVersion: 3, maxAgeMs: 60_000 });
    const kept = envelope();
    memo.set(KEY, contract, kept);
    expect(() => {
      kept.data.fund.yields[0]!.rate = '1';
    }).toThrow(TypeError);
    expect(() => kept.data.fund.yields.push({ period: '3m', rate: '0' })).toThrow(TypeError);
  });

  it('drops the least recently used beyond its size', () => {
    const memo = new AnswerMemo(2, () => ({ siteVersion: 1, maxAgeMs: 60_000 }));
    const keys = ['a', 'b', 'c'].map((code) => keyOf('GET', `/api/x?c=${code}`, undefined));
    memo.set(keys[0]!, contract, envelope());
    memo.set(keys[1]!, contract, envelope());
    memo.get(keys[0]!, contract);
    memo.set(keys[2]!, contract, envelope());
    expect(keys.map((key) => memo.get(key, contract) !== undefined)).toEqual([true, false, true]);
  });
});
