import { describe, expect, it } from 'vitest';
import { canonicalString, COMMON_PARAMS, isSignedPath, sha256Hex, signRequest, type SignInput } from './index.ts';

const BASE: SignInput = {
  method: 'POST',
  path: '/trade/purchase',
  params: { fundCode: '000001', amount: '1000.00', pageParam: { pageNum: 1, pageSize: 10 } },
  timestamp: '1718416800000',
};

describe('sha256Hex', () => {
  it('matches the FIPS 180-2 vector for "abc"', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('matches the empty-string vector', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('matches the two-block vector', () => {
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('hashes UTF-8 bytes of Chinese text', () => {
    // echo -n '基金' | sha256sum
    expect(sha256Hex('基金')).toBe('d6c2c44f956c97f5a02b9a0e50e729101ca831f617951767fe920a0ee6939683');
  });
});

describe('signRequest', () => {
  const sign = signRequest(BASE);

  it('is a 6-character upper-case hex code', () => {
    expect(sign).toMatch(/^[0-9A-F]{6}$/);
  });

  it('is the first 6 hex digits of the canonical string hash', () => {
    expect(sign).toBe(sha256Hex(canonicalString(BASE)).slice(0, 6).toUpperCase());
  });

  it('does not depend on key order, nested keys included', () => {
    const reordered: SignInput = {
      ...BASE,
      params: { pageParam: { pageSize: 10, pageNum: 1 }, amount: '1000.00', fundCode: '000001' },
    };
    expect(signRequest(reordered)).toBe(sign);
  });

  it('changes when a parameter value changes', () => {
    expect(signRequest({ ...BASE, params: { ...BASE.params, amount: '1000.01' } })).not.toBe(sign);
  });

  it('changes when a parameter is added', () => {
    expect(signRequest({ ...BASE, params: { ...BASE.params, extra: '1' } })).not.toBe(sign);
  });

  it('changes when a nested value changes', () => {
    expect(signRequest({ ...BASE, params: { ...BASE.params, pageParam: { pageNum: 2, pageSize: 10 } } })).not.toBe(sign);
  });

  it('changes with the path', () => {
    expect(signRequest({ ...BASE, path: '/trade/redemption' })).not.toBe(sign);
  });

  it('changes with the method', () => {
    expect(signRequest({ ...BASE, method: 'PUT' })).not.toBe(sign);
  });

  it('ignores the case of the method', () => {
    expect(signRequest({ ...BASE, method: 'post' })).toBe(sign);
  });

  it('changes with the timestamp', () => {
    expect(signRequest({ ...BASE, timestamp: '1718416800001' })).not.toBe(sign);
  });

  it('changes with channel or version', () => {
    expect(signRequest({ ...BASE, channel: 'pc' })).not.toBe(sign);
    expect(signRequest({ ...BASE, version: '2.0.0' })).not.toBe(sign);
  });

  it('uses the common parameters by default', () => {
    expect(signRequest({ ...BASE, ...COMMON_PARAMS })).toBe(sign);
  });

  it('treats missing params as empty and skips undefined values', () => {
    const empty = { ...BASE, params: undefined };
    expect(signRequest(empty)).toBe(signRequest({ ...BASE, params: {} }));
    expect(signRequest({ ...BASE, params: { ...BASE.params, skipped: undefined } })).toBe(sign);
  });
});

describe('isSignedPath', () => {
  it('signs ordinary paths', () => {
    expect(isSignedPath('/system/date')).toBe(true);
  });

  it('excludes paths containing dl-mid or aggregation', () => {
    expect(isSignedPath('/dl-mid/file/1')).toBe(false);
    expect(isSignedPath('/query/aggregation')).toBe(false);
  });
});

describe('canonicalString of nested values', () => {
  it('writes arrays and objects with sorted keys, empty nulls and no undefined keys', () => {
    const params = { list: [1, null, { z: 'x', b: [], u: undefined, n: null, t: true }], o: {}, s: '长城' };
    expect(canonicalString({ method: 'post', path: '/p', params, timestamp: '1' })).toBe(
      'POST /p\nchannel=h5&list=[1,,{b:[],n:,t:true,z:x}]&o={}&s=长城&timestamp=1&version=1.0.0',
    );
  });

  it('writes a value nested 100,000 levels deep without overflowing the stack', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = i % 2 === 0 ? [deep] : { k: deep };
    const text = canonicalString({ method: 'POST', path: '/p', params: { deep }, timestamp: '1' });
    expect(text.length).toBeGreaterThan(300_000);
    expect(text.includes('deep={k:[{k:[')).toBe(true);
    expect(text.includes('[{k:[x]}]')).toBe(true);
    expect(text.endsWith(']}]}&timestamp=1&version=1.0.0')).toBe(true);
  });
});
