import { SUCCESS_CODE, type Envelope } from '@fund-direct/domain/errors';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z, type ZodType } from 'zod';
import { serialisedOnce } from './zod-validation.ts';

export const SUCCESS_MSG = '成功';

// What a successful call answers; the literal code matches okEnvelope's schema, so the type provider checks replies.
export type OkEnvelope<T> = Envelope<T> & { code: typeof SUCCESS_CODE; data: T };

export function ok<T>(data: T, msg: string = SUCCESS_MSG): OkEnvelope<T> {
  return { code: SUCCESS_CODE, msg, data };
}

// Response schema of a successful call, for `schema.response[200]`: only the declared fields are sent.
export function okEnvelope<T extends ZodType>(data: T) {
  return z.object({ code: z.literal(SUCCESS_CODE), msg: z.string(), data });
}

// The same, for a hot read path: serialised by fast-json-stringify compiled from the contract (zod-validation.ts).
export function okEnvelopeSerialisedOnce<T extends ZodType>(data: T) {
  return serialisedOnce(okEnvelope(data));
}

// The success envelope around data already written as JSON text (the same bytes as okEnvelope's serialiser writes).
const OK_PREFIX = `{"code":${JSON.stringify(SUCCESS_CODE)},"msg":${JSON.stringify(SUCCESS_MSG)},"data":`;
const OK_SUFFIX = '}';
export function okJsonText(dataJson: string): string {
  return `${OK_PREFIX}${dataJson}${OK_SUFFIX}`;
}
// What comes before and after the data, for an answer put together from bytes written beforehand.
export const OK_JSON_AROUND = { prefix: OK_PREFIX, suffix: OK_SUFFIX } as const;

// Sends JSON text as it is: the route's serialiser is not run again on it. Whoever writes the text answers for its
// matching the route's response contract (a test of the route compares it with the contract's own serialisation).
export function sendJsonText(reply: FastifyReply, text: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}

declare module 'fastify' {
  interface FastifyReply {
    ok<T>(data: T, msg?: string): FastifyReply;
  }
}

export function registerEnvelope(app: FastifyInstance): void {
  app.decorateReply('ok', function replyOk<T>(this: FastifyReply, data: T, msg?: string) {
    return this.send({ code: SUCCESS_CODE, msg: msg ?? SUCCESS_MSG, data });
  });
}
