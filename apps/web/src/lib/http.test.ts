import { REQUEST_TIMEOUT_MS } from '@fund-direct/domain/constants';
import { registerStateResponse } from '@fund-direct/domain/contracts';
import { CLIENT_MESSAGES } from '@fund-direct/domain/errors';
import { signRequest } from '@fund-direct/domain/signing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnswerMemo } from './answer-memo.ts';
import { clearSession, getAuth, setToken } from './auth-state.ts';
import type { Feedback } from './feedback-kind.ts';
import { setFeedback } from './feedback.ts';
import { resetPublicKey } from './field-encryption.ts';
import { ApiError, http, send, setAnswerMemo } from './http.ts';
import { isLoading } from './loading.ts';
import { setNavigator } from './navigation.ts';
import { tokenStore } from './session-storage.ts';
import { resetUnauthorizedDialog } from './unauthorized.ts';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

const calls: Call[] = [];
let feedback: {
  message: { success: ReturnType<typeof vi.fn>; error: ReturnType<typeof vi.fn> };
  modal: { confirm: ReturnType<typeof vi.fn> };
};

function reply(status: number, payload: unknown): Response {
  return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
}

function stubFetch(answer: (call: Call, init: RequestInit) => Promise<Response> | Response): void {
  vi.stubGlobal('fetch', (input: string, init: RequestInit) => {
    const call: Call = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: typeof init.body === 'string' ? init.body : undefined,
    };
    calls.push(call);
    return Promise.resolve(answer(call, init));
  });
}

beforeEach(() => {
  calls.length = 0;
  feedback = { message: { success: vi.fn(), error: vi.fn() }, modal: { confirm: vi.fn() } };
  setFeedback(feedback as unknown as Feedback);
  setNavigator(vi.fn());
  resetUnauthorizedDialog();
  resetPublicKey();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('http client: signing and headers', () => {
  it('signs a GET over its query and sends the common headers and the token', async () => {
    setToken('tok-1');
    stubFetch(() => reply(200, { code: '0000', msg: '成功', data: { date: '2026-01-05' } }));
    const data = await http.get<{ date: string }>('/system/date', { fundCode: '000001', page: 2 });

    expect(data).toEqual({ date: '2026-01-05' });
    const call = calls[0] as Call;
    expect(call.url).toBe('/api/system/date?fundCode=000001&page=2');
    expect(call.headers['x-channel']).toBe('h5');
    expect(call.headers['x-version']).toBe('1.0.0');
    expect(call.headers.accesstoken).toBe('tok-1');
    const timestamp = call.headers['x-timestamp'] as string;
    expect(call.headers['x-sign']).toBe(
      signRequest({ method: 'GET', path: '/system/date', params: { fundCode: '000001', page: 2 }, timestamp }),
    );
  });

  it('signs a POST over the body as sent', async () => {
    stubFetch(() => reply(200, { code: '0000', msg: '成功', data: null }));
    await http.post('/content/article/list', { pageNum: 1, columnId: 'c1' });

    const call = calls[0] as Call;
    expect(call.method).toBe('POST');
    expect(call.headers['content-type']).toBe('application/json');
    const body = JSON.parse(call.body ?? '{}') as Record<string, unknown>;
    expect(call.headers['x-sign']).toBe(
      signRequest({ method: 'POST', path: '/content/article/list', params: body, timestamp: call.headers['x-timestamp'] as string }),
    );
  });

  it('sends no token on token paths and no signature on unsigned paths', async () => {
    setToken('tok-2');
    stubFetch(() => reply(200, { code: '0000', msg: '成功' }));
    await http.post('/account/token/login', { mobile: '13800000001' });
    await http.get('/query/aggregation/assets');

    expect(calls[0]?.headers.accesstoken).toBeUndefined();
    expect(calls[1]?.headers['x-sign']).toBeUndefined();
    expect(calls[1]?.headers['x-timestamp']).toMatch(/^\d+$/);
  });

  it('encrypts the named fields with the server key, fetched once', async () => {
    const pair = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
    const publicKey = btoa(String.fromCharCode(...spki));
    stubFetch((call) =>
      call.url.endsWith('/security/public-key')
        ? reply(200, { code: '0000', msg: '成功', data: { alg: 'RSA-OAEP-256', publicKey } })
        : reply(200, { code: '0000', msg: '成功' }),
    );
    await http.post('/account/check-password', { password: 'Demo12345', mobile: '13800000001' });
    await http.post('/account/check-password', { password: 'Other1234' });

    expect(calls.filter((call) => call.url.endsWith('/security/public-key'))).toHaveLength(1);
    const sent = JSON.parse(calls[1]?.body ?? '{}') as { password: string; mobile: string };
    expect(sent.mobile).toBe('13800000001');
    expect(sent.password).not.toBe('Demo12345');
    const cipher = Uint8Array.from(atob(sent.password), (c) => c.charCodeAt(0));
    const plain = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, cipher);
    expect(new TextDecoder().decode(plain)).toBe('Demo12345');
  });
});

describe('http client: answers and failures (§8)', () => {
  it('shows the msg of a non-silent code and rejects with its code', async () => {
    stubFetch(() => reply(200, { code: '2001', msg: '交易密码错误' }));
    const error = await http.post('/trade/purchase', { amount: '100.00' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('2001');
    expect((error as ApiError).msg).toBe('交易密码错误');
    expect(feedback.message.error).toHaveBeenCalledWith('交易密码错误', undefined);
  });

  it('resolves the silent codes and a results field without a toast', async () => {
    stubFetch((call) =>
      call.url.includes('ocr')
        ? reply(200, { code: 'OCR-1111', msg: '识别失败' })
        : reply(200, { code: '3005', msg: '部分成功', results: [] }),
    );
    const ocr = await send('/account/ocr-upload', { method: 'POST', body: {} });
    await http.post('/query/batch', {});

    expect(ocr.code).toBe('OCR-1111');
    expect(feedback.message.error).not.toHaveBeenCalled();
  });

  it('keeps quiet when the caller asks for silence', async () => {
    stubFetch(() => reply(200, { code: '2002', msg: '无结果' }));
    await expect(http.post('/content/search', { keyWord: 'x' }, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(feedback.message.error).not.toHaveBeenCalled();
  });

  it('reports a network failure', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(http.get('/system/date')).rejects.toMatchObject({ kind: 'network' });
    expect(feedback.message.error).toHaveBeenCalledWith(CLIENT_MESSAGES.network, undefined);
  });

  it('gives up after the request timeout with the timeout message', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      (_input: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = http.get('/system/date').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);

    expect(await pending).toMatchObject({ kind: 'timeout' });
    expect(feedback.message.error).toHaveBeenCalledWith(CLIENT_MESSAGES.timeout, undefined);
  });

  it('shows the generic message for an answer that is not an envelope', async () => {
    stubFetch(() => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(http.get('/system/date')).rejects.toMatchObject({ kind: 'http' });
    expect(feedback.message.error).toHaveBeenCalledWith(CLIENT_MESSAGES.other, undefined);
  });

  it('parses data with the response contract, keeping only its fields', async () => {
    stubFetch(() => reply(200, { code: '0000', msg: '成功', data: { registered: true, internalId: 7 } }));
    const state = await http.get('/account/register-state', { mobile: '13800000001' }, { schema: registerStateResponse });

    expect(state).toEqual({ registered: true });
  });

  it('rejects an answer that does not match its contract, with the generic message', async () => {
    stubFetch(() => reply(200, { code: '0000', msg: '成功', data: { registered: 'yes' } }));
    const error = await http
      .get('/account/register-state', { mobile: '13800000001' }, { schema: registerStateResponse })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', msg: CLIENT_MESSAGES.other });
    expect(feedback.message.error).toHaveBeenCalledWith(CLIENT_MESSAGES.other, undefined);
  });

  it('on 401 clears the session and opens one login dialog for calls failing together', async () => {
    setToken('expired');
    stubFetch(() => reply(401, { code: '1401', msg: '登录已失效，请重新登录' }));
    const results = await Promise.allSettled([http.get('/account/user-info'), http.get('/query/share-info')]);

    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(tokenStore.get()).toBeNull();
    expect(getAuth()).toMatchObject({ token: null, user: null });
    expect(feedback.modal.confirm).toHaveBeenCalledTimes(1);
    expect(feedback.modal.confirm.mock.calls[0]?.[0]).toMatchObject({
      title: CLIENT_MESSAGES.unauthorizedTitle,
      content: CLIENT_MESSAGES.unauthorized,
    });
    expect(feedback.message.error).not.toHaveBeenCalled();
  });

  it('after the 401 dialog, confirm goes to login keeping the page, cancel goes home', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    window.history.pushState({}, '', '/fund_detail?fundCode=000001');
    stubFetch(() => reply(401, { code: '1401', msg: '登录已失效，请重新登录' }));
    await http.get('/account/user-info').catch(() => undefined);
    const props = feedback.modal.confirm.mock.calls[0]?.[0] as { onOk: () => void; onCancel: () => void };
    props.onOk();

    expect(navigate).toHaveBeenCalledWith('/login', undefined);
    expect(JSON.parse(sessionStorage.getItem('toPage') ?? 'null')).toEqual({ name: '/fund_detail', query: { fundCode: '000001' } });

    await http.get('/account/user-info').catch(() => undefined);
    (feedback.modal.confirm.mock.calls[1]?.[0] as { onCancel: () => void }).onCancel();
    expect(navigate).toHaveBeenLastCalledWith('/home', undefined);
  });

  it('holds the loading overlay during a call unless noLoading is set', async () => {
    const seen: boolean[] = [];
    stubFetch(() => {
      seen.push(isLoading());
      return reply(200, { code: '0000', msg: '成功' });
    });
    await http.get('/system/date');
    await http.get('/system/date', undefined, { noLoading: true });

    expect(seen).toEqual([true, false]);
    expect(isLoading()).toBe(false);
  });
});

describe('http client: the server renderer keeping parsed answers', () => {
  afterEach(() => {
    setAnswerMemo(undefined);
  });

  function installMemo() {
    setAnswerMemo(new AnswerMemo(10, () => ({ siteVersion: 1, maxAgeMs: 60_000 })));
  }

  it('answers a logged-out call a page already made from what it parsed, without asking the API again', async () => {
    clearSession();
    installMemo();
    stubFetch(() => reply(200, { code: '0000', msg: '成功', data: { registered: true, internalId: 7 } }));
    const first = await http.get('/account/register-state', { mobile: '13800000001' }, { schema: registerStateResponse });
    const second = await http.get('/account/register-state', { mobile: '13800000001' }, { schema: registerStateResponse });
    const other = await http.get('/account/register-state', { mobile: '13800000002' }, { schema: registerStateResponse });

    expect(second).toBe(first);
    expect(other).toEqual({ registered: true });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/account/register-state?mobile=13800000001',
      '/api/account/register-state?mobile=13800000002',
    ]);
  });

  it('asks again after a failure, and keeps nothing for a session', async () => {
    clearSession();
    installMemo();
    stubFetch(() => reply(200, { code: '2001', msg: '基金不存在' }));
    await http.post('/content/fund/detail', { fundCode: '999999' }).catch(() => undefined);
    await http.post('/content/fund/detail', { fundCode: '999999' }).catch(() => undefined);
    expect(calls).toHaveLength(2);

    setToken('tok-3');
    stubFetch(() => reply(200, { code: '0000', msg: '成功', data: { date: '2026-01-05' } }));
    await http.get('/system/date');
    await http.get('/system/date');
    expect(calls).toHaveLength(4);
    clearSession();
  });

  it('keeps nothing without a memo (the browser)', async () => {
    clearSession();
    stubFetch(() => reply(200, { code: '0000', msg: '成功', data: { date: '2026-01-05' } }));
    await http.get('/system/date');
    await http.get('/system/date');
    expect(calls).toHaveLength(2);
  });
});
