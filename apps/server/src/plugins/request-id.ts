import { randomUUID } from 'node:crypto';
import { SUCCESS_CODE } from '@fund-direct/domain/errors';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
// An id from the load balancer is kept only if it is short and plain (UUIDs, hex, nginx's $request_id, AWS trace
// ids): anything else could forge log lines or fill them, so the server makes its own.
export const INCOMING_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:=-]{7,127}$/;

// Fastify's own options: the id every log line of the request carries (as reqId, pino's child logger).
export function requestIdOptions(): Pick<FastifyServerOptions, 'requestIdHeader' | 'genReqId'> {
  return {
    // false: the header is read here, by genReqId, so that it is checked first.
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers[REQUEST_ID_HEADER];
      return typeof incoming === 'string' && INCOMING_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  };
}

function isErrorBody(payload: unknown): payload is { code: string; msg: string; requestId?: string } {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return false;
  const body = payload as Record<string, unknown>;
  return typeof body.code === 'string' && body.code !== SUCCESS_CODE && typeof body.msg === 'string';
}

// The id goes back in a header on every response and in every error envelope, so a customer's report or a
// console toast leads to the log lines of that request. Callback-style hooks: they run on every request and never
// wait, so they spare it a promise each.
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    done(null, isErrorBody(payload) && payload.requestId === undefined ? { ...payload, requestId: request.id } : payload);
  });
}
