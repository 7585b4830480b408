import { ERRORS, SUCCESS_CODE } from '@fund-direct/domain/errors';
import { COMMON_PARAMS, SIGN_HEADERS, SIGNATURE_MAX_AGE_MS, signRequest } from '@fund-direct/domain/signing';
import type { LightMyRequestResponse } from 'fastify';
import { EMPTY_JSON_MSG, INVALID_JSON_MSG } from '../../src/plugins/errors.ts';
import { nativeSha256Hex } from '../../src/plugins/signing.ts';
import type { FuzzApp, LogLine, RouteContract } from './fuzz-app.ts';
import type { FuzzInput } from './fuzz-cases.ts';
import { fieldNamesOf } from './zod-walk.ts';

export type SignMode = 'ok' | 'missing' | 'wrong' | 'stale' | 'future' | 'not-a-number';

export interface Transport {
  sign: SignMode;
  token?: string;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const ERROR_LEVEL = 50;

// Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD, as any client would send it).
function encode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

// The query string, and the object the server parses from it (what it signs: every key own, repeats as arrays).
export function queryOf(query: Record<string, unknown>): { search: string; parsed: Record<string, unknown> } {
  const pairs: [string, string][] = [];
  for (const key of Object.keys(query)) {
    const value = query[key];
    if (value === undefined) continue;
    for (const item of Array.isArray(value) && value.length > 0 ? value : [value]) pairs.push([key, asText(item)]);
  }
  const parsed: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of pairs) {
    const sent = Buffer.from(key, 'utf8').toString('utf8');
    const text = Buffer.from(value, 'utf8').toString('utf8');
    const current = parsed[sent];
    parsed[sent] = current === undefined ? text : Array.isArray(current) ? [...current, text] : [current, text];
  }
  return { search: pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&'), parsed };
}

export function pathOf(route: RouteContract, params: Record<string, unknown>): string {
  return route.url.replace(/:([A-Za-z0-9_]+)|\*/g, (_match, name: string | undefined) => encode(asText(params[name ?? '*'])));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function timestampFor(mode: SignMode, now: number): string {
  if (mode === 'stale') return String(now - SIGNATURE_MAX_AGE_MS - 60_000);
  if (mode === 'future') return String(now + SIGNATURE_MAX_AGE_MS + 60_000);
  if (mode === 'not-a-number') return '1e12';
  return String(now);
}

// Sends one case the way the web client would (JSON body, common headers, §9 signature), with the transport's flaws.
export async function sendCase(f: FuzzApp, route: RouteContract, input: FuzzInput, transport: Transport): Promise<LightMyRequestResponse> {
  const hasBody = BODY_METHODS.has(route.method);
  const path = pathOf(route, input.params);
  const { search, parsed } = queryOf(input.query);
  const payload = input.rawBody ?? (hasBody ? JSON.stringify(input.body ?? {}) : undefined);
  let signedParams: Record<string, unknown> | undefined = parsed;
  if (hasBody) {
    let sentBody: unknown;
    try {
      sentBody = typeof payload === 'string' ? JSON.parse(payload) : undefined;
    } catch {
      sentBody = undefined;
    }
    signedParams = isPlainObject(sentBody) ? sentBody : undefined;
  }
  const now = f.app.now().getTime();
  const timestamp = timestampFor(transport.sign, now);
  let sign = signRequest({ method: route.method, path: path.replace(/^\/api/, ''), params: signedParams, timestamp }, nativeSha256Hex);
  if (transport.sign === 'wrong') sign = sign === 'ABCDEF' ? 'ABCDE0' : 'ABCDEF';
  const headers: Record<string, string> = {
    [SIGN_HEADERS.channel]: COMMON_PARAMS.channel,
    [SIGN_HEADERS.version]: COMMON_PARAMS.version,
    [SIGN_HEADERS.timestamp]: timestamp,
    ...(transport.sign === 'missing' ? {} : { [SIGN_HEADERS.sign]: sign }),
    ...(transport.token !== undefined ? { [SIGN_HEADERS.token]: transport.token } : {}),
    ...(payload !== undefined ? { 'content-type': input.contentType ?? 'application/json' } : {}),
  };
  f.logs.length = 0;
  return f.app.inject({
    method: route.method as 'GET',
    url: search ? `${path}?${search}` : path,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
}

export interface Outcome {
  status: number;
  code: string | undefined;
  problems: string[];
}

function parseJson(response: LightMyRequestResponse): unknown {
  if (!String(response.headers['content-type'] ?? '').includes('json')) return undefined;
  try {
    return JSON.parse(response.body);
  } catch {
    return undefined;
  }
}

const namesCache = new WeakMap<RouteContract, Set<string>>();

function namesOf(route: RouteContract): Set<string> {
  let names = namesCache.get(route);
  if (!names) {
    names = new Set<string>();
    for (const schema of [route.body, route.querystring, route.params])
      if (schema) for (const name of fieldNamesOf(schema)) names.add(name);
    namesCache.set(route, names);
  }
  return names;
}

// A 1001 message names what was wrong: a field of the contract (key, path, Chinese label or the field's own message),
// an unknown parameter, or, for a change to the request as a whole, the request or its JSON.
function namesTheField(route: RouteContract, input: FuzzInput, msg: string): boolean {
  if (msg === ERRORS.VALIDATION.msg) return false;
  if (msg.startsWith('不支持的参数')) return true;
  if (input.wholeRequest && (msg === INVALID_JSON_MSG || msg === EMPTY_JSON_MSG || msg.startsWith('请求参数'))) return true;
  if (msg.startsWith('请求参数') || msg === INVALID_JSON_MSG || msg === EMPTY_JSON_MSG) return false;
  // The contracts' own messages are Chinese and name their field (validate/schemas.ts); the fallback label is the path.
  if (/[\u4e00-\u9fff]/.test(msg)) return true;
  const names = namesOf(route);
  for (const name of names) if (msg.includes(name)) return true;
  return names.size === 0;
}

function errorLines(logs: readonly LogLine[]): string[] {
  return logs
    .filter((line) => line.level >= ERROR_LEVEL)
    .map((line) => `${line.msg ?? ''} ${line.err?.type ?? ''}: ${line.err?.message ?? ''}`.trim());
}

// What every answer must be: below 500, an envelope whenever it is an error, a 1001 that names the field,
// no error-level log line for the client's mistake; and no success for a request without a live session on a signed-in route.
export function check(
  route: RouteContract,
  input: FuzzInput,
  transport: Transport,
  response: LightMyRequestResponse,
  logs: readonly LogLine[],
  liveSession: boolean,
): Outcome {
  const problems: string[] = [];
  const status = response.statusCode;
  const json = parseJson(response) as { code?: unknown; msg?: unknown } | undefined;
  const code = typeof json?.code === 'string' ? json.code : undefined;
  if (status >= 500) problems.push(`HTTP ${status}: ${response.body.slice(0, 300)}`);
  const isError = status >= 400 || (code !== undefined && code !== SUCCESS_CODE);
  if (isError && (typeof json?.code !== 'string' || typeof json.msg !== 'string' || json.code === SUCCESS_CODE)) {
    problems.push(`HTTP ${status} without the error envelope: ${response.body.slice(0, 300)}`);
  }
  if (code === ERRORS.VALIDATION.code && typeof json?.msg === 'string' && !namesTheField(route, input, json.msg)) {
    problems.push(`1001 does not name the field: ${json.msg}`);
  }
  for (const line of errorLines(logs)) problems.push(`error logged: ${line}`);
  if (route.needsSession && !liveSession && code === SUCCESS_CODE) problems.push('answered success without a live session');
  if (route.signed && transport.sign !== 'ok' && code === SUCCESS_CODE) problems.push(`answered success with signature ${transport.sign}`);
  return { status, code, problems };
}
