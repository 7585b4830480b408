import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { OpsApiError, opsRequest, queryString } from './http.ts';
import { setUnauthorizedHandler } from './unauthorized.ts';

type Answer = { status: number; body: unknown };
function answer({ status, body }: Answer) {
  const fetchMock = vi.fn(
    async (_input: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(null);
});

describe('console http client', () => {
  it('calls /api/ops with the session cookie and JSON, and answers the checked data', async () => {
    const fetchMock = answer({ status: 200, body: { code: '0000', msg: '成功', data: { stage: 'totp' } } });
    const data = await opsRequest('/auth/login', { method: 'POST', body: { username: 'maker' }, schema: z.object({ stage: z.string() }) });
    expect(data).toEqual({ stage: 'totp' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/ops/auth/login');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"username":"maker"}');
    expect((init?.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('puts GET parameters in the query, leaving out empty ones', () => {
    expect(queryString({ status: 'pending', kind: undefined, page: 2, note: '' })).toBe('?status=pending&page=2');
  });

  it('turns a business error into an OpsApiError with the server message', async () => {
    answer({ status: 403, body: { code: '2409', msg: '不能复核本人提交的申请' } });
    const error = await opsRequest('/proposals/x/approve', { method: 'POST' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OpsApiError);
    expect(error).toMatchObject({ kind: 'forbidden', code: '2409', message: '不能复核本人提交的申请' });
  });

  it('sends a lapsed session to the login page, except during the login steps', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    answer({ status: 401, body: { code: '2401', msg: '请先登录运营管理平台' } });
    await expect(opsRequest('/dashboard')).rejects.toMatchObject({ kind: 'unauthorized', code: '2401' });
    expect(handler).toHaveBeenCalledTimes(1);
    await expect(opsRequest('/auth/me', { authFlow: true })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('refuses an answer that breaks the contract or is no envelope', async () => {
    answer({ status: 200, body: { code: '0000', msg: '成功', data: { amount: 1.5 } } });
    await expect(opsRequest('/dashboard', { schema: z.object({ amount: z.string() }) })).rejects.toMatchObject({ code: 'CONTRACT' });
    answer({ status: 502, body: '<html>bad gateway</html>' });
    await expect(opsRequest('/dashboard')).rejects.toMatchObject({ kind: 'http', message: '服务器返回的数据无法识别，请稍后重试' });
  });

  it('says a network failure in Chinese', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(opsRequest('/dashboard')).rejects.toMatchObject({ kind: 'network', message: '网络异常，请检查网络连接后重试' });
  });
});
