import { REQUEST_TIMEOUT_MS } from '@fund-direct/domain/constants';
import { CLIENT_MESSAGES, ERRORS, SUCCESS_CODE, isSilentResponse, type Envelope } from '@fund-direct/domain/errors';
import { COMMON_PARAMS, SIGN_HEADERS, isSignedPath, signRequest } from '@fund-direct/domain/signing';
import type { AnswerMemo } from './answer-memo.ts';
import { encryptFields } from './field-encryption.ts';
import { toast } from './feedback.ts';
import { startLoading, stopLoading } from './loading.ts';
import { tokenStore } from './session-storage.ts';
import { handleUnauthorized } from './unauthorized.ts';

export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';

// How a request reaches the API: the browser's fetch; the server's renderer answers in-process instead (no HTTP to itself).
export type HttpTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: HttpTransport = (url, init) => fetch(url, init);

export function setHttpTransport(next: HttpTransport): void {
  transport = next;
}

// The server's renderer keeps the answers it parsed for the next pages (answer-memo.ts); the browser keeps none.
let answerMemo: AnswerMemo | undefined;

export function setAnswerMemo(memo: AnswerMemo | undefined): void {
  answerMemo = memo;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Params = Record<string, unknown>;

export interface RequestOptions<T> {
  method?: HttpMethod;
  // GET/DELETE: the query; POST/PUT/PATCH: the JSON body or a multipart form.
  params?: Params;
  body?: Params | FormData;
  // §7: suppresses the loading overlay.
  noLoading?: boolean;
  // §8: search and start-up preloads fail without a toast.
  silent?: boolean;
  signal?: AbortSignal;
  // The response contract (a zod schema) that checks and types `data`.
  schema?: { parse: (value: unknown) => T };
}

export type ApiErrorKind = 'business' | 'unauthorized' | 'network' | 'timeout' | 'http' | 'aborted';

export class ApiError extends Error {
  readonly code: string;
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly data: unknown;

  constructor(kind: ApiErrorKind, code: string, msg: string, status?: number, data?: unknown) {
    super(msg);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.status = status;
    this.data = data;
  }

  get msg(): string {
    return this.message;
  }
}

export type ApiEnvelope<T> = Envelope<T> & { results?: unknown };

function queryString(params: Params | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

// Multipart uploads sign only their text fields (platform contract).
function formFields(form: FormData): Params {
  const fields: Params = {};
  form.forEach((value, key) => {
    if (typeof value === 'string') fields[key] = value;
  });
  return fields;
}

async function loadPublicKey(): Promise<string> {
  const envelope = await send<{ alg: string; publicKey: string }>('/security/public-key', { noLoading: true, silent: true });
  if (!envelope.data?.publicKey) throw new ApiError('http', ERRORS.INTERNAL.code, CLIENT_MESSAGES.other);
  return envelope.data.publicKey;
}

function isJsonEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.code === 'string' && typeof v.msg === 'string';
}

// How long a kept answer had already been kept (HTTP Age, seconds).
function ageOf(response: Response): number {
  const seconds = Number(response.headers.get('age') ?? 0);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}

// Failures are reported once, here, unless the caller asked for silence.
function reported(error: ApiError, silent: boolean | undefined): ApiError {
  // The server's renderer has nobody to show a toast to: the page it renders shows the failure itself.
  const quiet = silent || error.kind === 'aborted' || error.kind === 'unauthorized' || import.meta.env.SSR;
  if (!quiet) toast.error(error.message);
  return error;
}

function classify(error: unknown, timedOut: boolean, callerAborted: boolean): ApiError {
  if (error instanceof ApiError) return error;
  if (timedOut) return new ApiError('timeout', 'TIMEOUT', CLIENT_MESSAGES.timeout);
  if (callerAborted) return new ApiError('aborted', 'ABORTED', 'aborted');
  // fetch rejects with a TypeError when the network is unreachable.
  if (error instanceof TypeError) return new ApiError('network', 'NETWORK', CLIENT_MESSAGES.network);
  return new ApiError('http', 'HTTP', CLIENT_MESSAGES.other);
}

// The full envelope: use when a silent non-success code (§8) matters to the caller.
export async function send<T>(path: string, options: RequestOptions<T> = {}): Promise<ApiEnvelope<T>> {
  const method = options.method ?? 'GET';
  const hasBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
  const ticket = options.noLoading ? 0 : startLoading();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort();
  options.signal?.addEventListener('abort', abortFromCaller, { once: true });

  try {
    let body: BodyInit | undefined;
    let signed: Params | undefined;
    const headers: Record<string, string> = {};
    const payloadIn = options.body ?? options.params;
    if (!hasBody) {
      signed = options.params;
    } else if (payloadIn instanceof FormData) {
      body = payloadIn;
      signed = formFields(payloadIn);
    } else {
      // §7: the signature covers the body as sent, i.e. after field encryption.
      signed = await encryptFields(payloadIn ?? {}, loadPublicKey);
      body = JSON.stringify(signed);
      headers['content-type'] = 'application/json';
    }

    const url = `${API_BASE}${path}${hasBody ? '' : queryString(options.params)}`;
    const token = tokenStore.get();
    // Only logged-out answers are the same for every page (the renderer never has a session).
    const memoKey = !token && (body === undefined || typeof body === 'string') ? answerMemo?.keyOf(method, url, body) : undefined;
    const kept = memoKey === undefined ? undefined : answerMemo?.get(memoKey, options.schema);
    if (kept) return kept as ApiEnvelope<T>;

    const pathname = path.split('?')[0] ?? path;
    const timestamp = String(Date.now());
    headers[SIGN_HEADERS.channel] = COMMON_PARAMS.channel;
    headers[SIGN_HEADERS.version] = COMMON_PARAMS.version;
    headers[SIGN_HEADERS.timestamp] = timestamp;
    if (isSignedPath(pathname)) {
      headers[SIGN_HEADERS.sign] = signRequest({ method, path: pathname, params: signed, timestamp });
    }
    // §7: no token on the token calls themselves.
    if (token && !pathname.includes('token')) headers[SIGN_HEADERS.token] = token;

    const response = await transport(url, { method, headers, body, signal: controller.signal });

    if (response.status === 401) {
      handleUnauthorized();
      throw new ApiError('unauthorized', ERRORS.UNAUTHORIZED.code, CLIENT_MESSAGES.unauthorized, 401);
    }
    const payload: unknown = await response.json().catch(() => undefined);
    if (!isJsonEnvelope(payload)) {
      throw new ApiError('http', ERRORS.INTERNAL.code, CLIENT_MESSAGES.other, response.status);
    }
    // §8: success and the silent codes resolve; any other code shows its msg.
    if (payload.code !== SUCCESS_CODE && !isSilentResponse(payload)) {
      throw new ApiError('business', payload.code, payload.msg, response.status, payload.data);
    }
    const envelope = options.schema && payload.code === SUCCESS_CODE ? { ...payload, data: options.schema.parse(payload.data) } : payload;
    if (memoKey !== undefined && response.status === 200 && payload.code === SUCCESS_CODE) {
      answerMemo?.set(memoKey, options.schema, envelope, ageOf(response));
    }
    return envelope as ApiEnvelope<T>;
  } catch (error) {
    throw reported(classify(error, timedOut, options.signal?.aborted ?? false), options.silent);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
    if (ticket) stopLoading(ticket);
  }
}

// The usual call: resolves with `data`.
export async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const envelope = await send<T>(path, options);
  return envelope.data as T;
}

type Shortcut = <T>(path: string, payload?: Params, options?: Omit<RequestOptions<T>, 'method' | 'params' | 'body'>) => Promise<T>;

export const http: {
  get: Shortcut;
  delete: Shortcut;
  post: Shortcut;
  put: Shortcut;
  upload: <T>(path: string, form: FormData, options?: Omit<RequestOptions<T>, 'method' | 'params' | 'body'>) => Promise<T>;
} = {
  get: (path, params, options) => request(path, { ...options, method: 'GET', params }),
  delete: (path, params, options) => request(path, { ...options, method: 'DELETE', params }),
  post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
  put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
  upload: (path, form, options) => request(path, { ...options, method: 'POST', body: form }),
};
