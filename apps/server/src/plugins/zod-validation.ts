import { SUCCESS_CODE } from '@fund-direct/domain/errors';
import type { FastifySchemaCompiler, FastifySerializerCompiler, FastifyTypeProvider } from 'fastify';
import fastJson from 'fast-json-stringify';
import { z, type core, type ZodType } from 'zod';

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

// Response schemas of hot read paths (marked by serialisedOnce): zod parse then JSON.stringify walks the answer twice and
// copies it once; fast-json-stringify compiled from the same contract writes only the declared fields in one walk, the
// same bytes. What it checks: every required field is present and each value has its declared JSON type (a missing
// field or a non-numeric number throws, so the reply is a 500, never a leak of an undeclared field). What it does not
// check are zod's refinements (patterns, enums, lengths): the routes marked build their answers from typed rows and
// code tables, where the TypeScript type of the contract (the type provider checks the handler's reply) already holds.
const serialisedOnceSchemas = new WeakSet<ZodType>();

export function serialisedOnce<T extends ZodType>(schema: T): T {
  serialisedOnceSchemas.add(schema);
  return schema;
}

type JsonSchemaNode = { [key: string]: unknown };

// zod writes a nullable field as anyOf [X, null]; fast-json-stringify decides an anyOf by running a validator on
// every value, but a list of types ({ type: [X, 'null'] }) by a typeof check, with the same output.
function nullableAsTypeList(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableAsTypeList);
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node as JsonSchemaNode).map(([key, value]) => [key, nullableAsTypeList(value)] as const);
  const copy: JsonSchemaNode = Object.fromEntries(entries);
  const branches = copy.anyOf;
  if (Array.isArray(branches) && branches.length === 2 && Object.keys(copy).length === 1) {
    const [value, nil] = branches as JsonSchemaNode[];
    const isNull = (b: JsonSchemaNode | undefined) => b !== undefined && b.type === 'null' && Object.keys(b).length === 1;
    if (isNull(nil) && value && typeof value.type === 'string') return { ...value, type: [value.type, 'null'] };
  }
  return copy;
}

// The JSON text of a value of the contract, written as the serialised-once routes write theirs (same checks, same
// bytes): for answers that are put together from parts, some of them already JSON text.
export function contractStringify<T extends ZodType>(schema: T): (value: z.input<T>) => string {
  const jsonSchema = nullableAsTypeList(z.toJSONSchema(schema, { io: 'output' }));
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
}

function compiledSerializer(schema: ZodType): (data: unknown) => string {
  const stringify = contractStringify(schema);
  return (data: unknown) => (isNotSuccess(data) ? JSON.stringify(data) : stringify(data));
}

export const zodSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  if (!isZodSchema(schema)) throw new Error('response schema is not a zod schema');
  if (serialisedOnceSchemas.has(schema)) return compiledSerializer(schema);
  // Only a success is shaped by the schema; any other envelope goes out as the handler built it.
  return (data: unknown) => JSON.stringify(isNotSuccess(data) ? data : schema.parse(data));
};

export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends ZodType ? z.input<this['schema']> : unknown;
}
