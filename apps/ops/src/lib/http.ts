import { SUCCESS_CODE } from '@fund-direct/domain/errors';
import { z } from 'zod';
import { handleUnauthorized } from './unauthorized.ts';

// The console talks only to its own API; the staff session is the HttpOnly cookie fd_ops (Path=/api/ops).
export const OPS_API_BASE = '/api/ops';

const NETWORK_MESSAGE = '网络异常，请检查网络连接后重试';
const BAD_RESPONSE_MESSAGE = '服务器返回的数据无法识别，请稍后重试';
const UNAUTHORIZED_MESSAGE = '登录已失效，请重新登录';

// Every /api/ops answer is the {code,msg,data} envelope, errors included.
const envelopeSchema = z.object({ code: z.string(), msg: z.string(), data: z.unknown().optional() });

export type OpsApiErrorKind = 'business' | 'unauthorized' | 'forbidden' | 'network' | 'http';

export class OpsApiError extends Error {
  override readonly name = 'OpsApiError';
  constructor(
    readonly kind: OpsApiErrorKind,
    readonly code: string,
    message: string,
    readonly status?: number,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

type Params = Record<string, unknown>;

export interface OpsRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  // GET/DELETE: the query string; otherwise the JSON body.
  params?: Params;
  body?: unknown;
  // The response contract (zod) that checks and types `data`.
  schema?: { parse: (value: unknown) => T };
  signal?: AbortSignal;
  // Login steps answer 401 for a wrong password or code: the page shows it instead of leaving for the login page.
  authFlow?: boolean;
}

export function queryString(params: Params | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function kindOf(status: number): OpsApiErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  return status >= 500 ? 'http' : 'business';
}

export async function opsRequest<T = unknown>(path: string, options: OpsRequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'DELETE';
  const url = `${OPS_API_BASE}${path}${hasBody ? '' : queryString(options.params)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: hasBody ? { 'content-type': 'application/json', accept: 'application/json' } : { accept: 'application/json' },
      body: hasBody ? JSON.stringify(options.body ?? options.params ?? {}) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new OpsApiError('network', 'NETWORK', NETWORK_MESSAGE);
  }

  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }
  const envelope = envelopeSchema.safeParse(json);

  if (response.status === 401) {
    if (!options.authFlow) handleUnauthorized();
    const code = envelope.success ? envelope.data.code : String(response.status);
    throw new OpsApiError('unauthorized', code, envelope.success ? envelope.data.msg : UNAUTHORIZED_MESSAGE, 401);
  }
  if (!envelope.success) throw new OpsApiError('http', String(response.status), BAD_RESPONSE_MESSAGE, response.status);
  const { code, msg, data } = envelope.data;
  if (!response.ok || code !== SUCCESS_CODE) {
    throw new OpsApiError(response.ok ? 'business' : kindOf(response.status), code, msg, response.status, data);
  }
  if (!options.schema) return data as T;
  const parsed = (() => {
    try {
      return { ok: true as const, value: options.schema.parse(data) };
    } catch {
      return { ok: false as const };
    }
  })();
  if (!parsed.ok) throw new OpsApiError('http', 'CONTRACT', BAD_RESPONSE_MESSAGE, response.status, data);
  return parsed.value;
}
