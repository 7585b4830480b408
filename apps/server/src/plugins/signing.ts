import { hash } from 'node:crypto';
import { AppError, ERRORS } from '@fund-direct/domain/errors';
import { isSignedPath, SIGN_HEADERS, SIGNATURE_MAX_AGE_MS, signRequest } from '@fund-direct/domain/signing';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    // `signed: false` exempts a route from the §7 common parameters and signature.
    signed?: boolean;
  }
}

const API_PREFIX = '/api';
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

export function apiPathOf(url: string): string {
  const pathname = url.split('?', 1)[0] ?? '';
  return pathname.startsWith(API_PREFIX) ? pathname.slice(API_PREFIX.length) : pathname;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}

// §7: POST/PUT bodies (as sent, i.e. still encrypted) and GET/DELETE params are signed.
export function signedParamsOf(request: FastifyRequest): Record<string, unknown> | undefined {
  const source = BODY_METHODS.has(request.method) ? request.body : request.query;
  return isPlainObject(source) ? source : undefined;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === '' ? undefined : first;
}

// One call into the native hash: no Hash object per request.
export const nativeSha256Hex = (message: string) => hash('sha256', message, 'hex');

const missingHeaders = (present: Record<string, string | undefined>) =>
  Object.entries(present)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);

interface SignHeaders {
  timestamp: string;
  channel: string;
  version: string;
}

function signatureOf(request: FastifyRequest, path: string, params: Record<string, unknown> | undefined, headers: SignHeaders): string {
  return signRequest({ method: request.method, path, params, ...headers }, nativeSha256Hex);
}

export function verifySignature(request: FastifyRequest, now: number): void {
  const channel = header(request, SIGN_HEADERS.channel);
  const version = header(request, SIGN_HEADERS.version);
  const timestamp = header(request, SIGN_HEADERS.timestamp);
  const sign = header(request, SIGN_HEADERS.sign);
  if (!channel || !version || !timestamp || !sign) {
    const missing = missingHeaders({
      [SIGN_HEADERS.channel]: channel,
      [SIGN_HEADERS.version]: version,
      [SIGN_HEADERS.timestamp]: timestamp,
      [SIGN_HEADERS.sign]: sign,
    });
    throw new AppError('COMMON_PARAMS', `${ERRORS.COMMON_PARAMS.msg}：${missing.join('、')}`);
  }
  const sentAt = Number(timestamp);
  if (!/^\d+$/.test(timestamp) || Math.abs(now - sentAt) > SIGNATURE_MAX_AGE_MS) throw new AppError('TIMESTAMP_EXPIRED');
  const params = signedParamsOf(request);
  const rawPath = apiPathOf(request.url);
  const headers = { timestamp, channel, version };
  if (sign === signatureOf(request, rawPath, params, headers)) return;
  // A client may sign the decoded path (e.g. Chinese characters) or the encoded one; both are the same call.
  let decoded = rawPath;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    // keep the raw path
  }
  if (decoded !== rawPath && sign === signatureOf(request, decoded, params, headers)) return;
  throw new AppError('SIGNATURE_INVALID');
}

// §7/§9: every /api call carries channel, version, timestamp and signature; health, the public key,
// routes with `config.signed === false` and the paths isSignedPath excludes are exempt. Register inside the /api scope.
// A callback-style hook (Fastify passes what it throws on as the request's error): every call runs it, and it never waits.
export function registerSigning(app: FastifyInstance, now: () => Date): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (!request.is404 && request.routeOptions.config.signed !== false && isSignedPath(apiPathOf(request.url))) {
      verifySignature(request, now().getTime());
    }
    done();
  });
}
