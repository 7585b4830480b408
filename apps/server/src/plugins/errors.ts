import { AppError, describeZodIssues, ERRORS, type Envelope, type ErrorKey } from '@fund-direct/domain/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isRequestValidationError } from './zod-validation.ts';

export const INVALID_JSON_MSG = '请求体不是合法的 JSON';
export const EMPTY_JSON_MSG = '请求体不能为空';

interface Mapped {
  status: number;
  body: Envelope;
}

function fromKey(key: ErrorKey, msg?: string): Mapped {
  const def = ERRORS[key];
  return { status: def.http, body: { code: def.code, msg: msg ?? def.msg } };
}

// The duck check also accepts an AppError thrown by a second copy of the domain package.
function isAppError(error: unknown): error is AppError {
  return (
    error instanceof AppError ||
    (error instanceof Error &&
      error.name === 'AppError' &&
      typeof (error as AppError).code === 'string' &&
      typeof (error as AppError).http === 'number')
  );
}

// Fastify's own request errors that are the client's fault.
const FASTIFY_CODES: Record<string, () => Mapped> = {
  FST_ERR_CTP_BODY_TOO_LARGE: () => fromKey('PAYLOAD_TOO_LARGE'),
  FST_ERR_CTP_INVALID_JSON_BODY: () => fromKey('VALIDATION', INVALID_JSON_MSG),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => fromKey('VALIDATION', EMPTY_JSON_MSG),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => fromKey('UNSUPPORTED_MEDIA'),
};

export function mapError(error: unknown): Mapped | null {
  if (isAppError(error)) {
    const body: Envelope = { code: error.code, msg: error.message };
    if (error.details !== undefined) body.data = error.details;
    return { status: error.http, body };
  }
  if (isRequestValidationError(error)) return fromKey('VALIDATION', describeZodIssues(error.issues));
  // Next year's trading calendar not loaded yet: say so (and log it for the operators) rather than 9999.
  if (error instanceof Error && error.name === 'CalendarCoverageError') return fromKey('CALENDAR_NOT_COVERED');
  const fastifyError = error as Partial<FastifyError>;
  const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (known) return known();
  // Body parsing failures surface as SyntaxError with status 400 in some Fastify paths.
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) return fromKey('VALIDATION', INVALID_JSON_MSG);
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 404) return fromKey('NOT_FOUND');
    if (status === 405) return fromKey('METHOD_NOT_ALLOWED');
    if (status === 413) return fromKey('PAYLOAD_TOO_LARGE');
    if (status === 415) return fromKey('UNSUPPORTED_MEDIA');
    return { status, body: { code: ERRORS.VALIDATION.code, msg: ERRORS.VALIDATION.msg } };
  }
  return null;
}

// One error handler: AppError → its envelope; client errors → 4xx envelopes; anything else is logged and hidden.
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const mapped = mapError(error);
    if (mapped) {
      if (mapped.status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ code: mapped.body.code }, mapped.body.msg);
      return reply.code(mapped.status).type('application/json; charset=utf-8').send(mapped.body);
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply
      .code(ERRORS.INTERNAL.http)
      .type('application/json; charset=utf-8')
      .send({ code: ERRORS.INTERNAL.code, msg: ERRORS.INTERNAL.msg });
  });
}
