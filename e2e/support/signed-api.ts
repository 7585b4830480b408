import type { Page } from 'playwright-core';
import { COMMON_PARAMS, SIGN_HEADERS, signRequest } from '@fund-direct/domain/signing';

interface Envelope<T> {
  code: string;
  msg: string;
  data: T;
}

// A signed call as the web client sends it (§7), with the session token the page holds: what the
// journeys compare the screens against.
async function signedCall<T>(
  page: Page,
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, unknown>,
  clock: () => number,
): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  if (!token) throw new Error('the page holds no session token');
  const timestamp = String(clock());
  const headers: Record<string, string> = {
    [SIGN_HEADERS.channel]: COMMON_PARAMS.channel,
    [SIGN_HEADERS.version]: COMMON_PARAMS.version,
    [SIGN_HEADERS.timestamp]: timestamp,
    [SIGN_HEADERS.sign]: signRequest({ method, path, params, timestamp }),
    [SIGN_HEADERS.token]: token,
  };
  const url =
    method === 'GET'
      ? `${baseUrl}/api${path}?${new URLSearchParams(params as Record<string, string>).toString()}`
      : `${baseUrl}/api${path}`;
  const response =
    method === 'GET'
      ? await fetch(url, { headers })
      : await fetch(url, { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(params) });
  const body = (await response.json()) as Envelope<T>;
  if (body.code !== '0000') throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}

// `clock`: the server's time, for journeys that move it (the signature's timestamp must be within its window).
export function apiGet<T>(page: Page, baseUrl: string, path: string, params: Record<string, string> = {}, clock = Date.now): Promise<T> {
  return signedCall<T>(page, baseUrl, 'GET', path, params, clock);
}

export function apiPost<T>(page: Page, baseUrl: string, path: string, body: Record<string, unknown> = {}, clock = Date.now): Promise<T> {
  return signedCall<T>(page, baseUrl, 'POST', path, body, clock);
}
