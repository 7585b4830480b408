import { SUCCESS_CODE } from '@fund-direct/domain/errors';
import type { FastifySchemaCompiler, FastifySerializerCompiler, FastifyTypeProvider } from 'fastify';
import type { core, z, ZodType } from 'zod';

export type ZodIssueList = core.$ZodIssue[];

// Carries the zod issues to the error handler, which turns them into 400 / 1001 naming the field.
export class RequestValidationError extends Error {
  override readonly name = 'RequestValidationError';
  readonly statusCode = 400;
  readonly code = 'FST_ERR_VALIDATION';
  constructor(
    readonly issues: ZodIssueList,
    readonly part: string,
  ) {
    super(`invalid ${part}`);
  }
}

export function isRequestValidationError(error: unknown): error is RequestValidationError {
  return error instanceof RequestValidationError;
}

function isZodSchema(schema: unknown): schema is ZodType {
  return typeof schema === 'object' && schema !== null && typeof (schema as ZodType).safeParse === 'function';
}

// Routes declare `schema: { body, querystring, params }` as zod schemas; the parsed (and transformed) value replaces the input.
export const zodValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (!isZodSchema(schema)) throw new Error(`schema for ${httpPart ?? 'request'} is not a zod schema`);
  return (data: unknown) => {
    // Fastify hands a missing body over as null; a POST without a body is validated as {}.
    const input = httpPart === 'body' && (data === null || data === undefined) ? {} : data;
    const result = schema.safeParse(input);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues, httpPart ?? 'body') };
  };
};

// Response schemas strip undeclared fields; error envelopes answered with the same status pass through as they are.
// An envelope with a code other than success: an error, or one of §8's silent codes (OCR-1111) answered on purpose.
function isNotSuccess(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'code' in data && 'msg' in data && data.code !== SUCCESS_CODE;
}

export const zodSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  if (!isZodSchema(schema)) throw new Error('response schema is not a zod schema');
  // Only a success is shaped by the schema; any other envelope goes out as the handler built it.
  return (data: unknown) => JSON.stringify(isNotSuccess(data) ? data : schema.parse(data));
};

export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends ZodType ? z.input<this['schema']> : unknown;
}
