import fc from 'fast-check';
import type { ZodType } from 'zod';
import type { RouteContract } from './fuzz-app.ts';
import { fieldsOf, validArbitrary, type FieldPath, type JsonKind } from './zod-walk.ts';

export type Part = 'body' | 'querystring' | 'params';

// One request of the suite: the input parts and what was done to them.
export interface FuzzInput {
  label: string;
  body?: unknown;
  // Sent as it is instead of the JSON of `body` (bad JSON, oversize bodies, other media types).
  rawBody?: string | Buffer;
  contentType?: string;
  query: Record<string, unknown>;
  params: Record<string, unknown>;
  // The change was to the request as a whole, so a message naming the request (not a field) is right.
  wholeRequest: boolean;
}

export const DEPTH = 50;
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

// Strings that have broken parsers, databases and encoders before: emoji and joiners, right-to-left overrides,
// NUL and other controls, lone surrogates, byte-order marks, injection-shaped text.
const NASTY_STRINGS = [
  '😀👨‍👩‍👧‍👦',
  '\u202Eabc\u202C',
  'مرحبا بالعالم',
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDFFFy',
  '\uD83D',
  '\uFEFF13800000001',
  '\u200B\u200D',
  '𠮷野家',
  'ｆｕｌｌｗｉｄｔｈ１２３',
  ' \t\n\r ',
  "' OR '1'='1' --",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '${jndi:ldap://x}',
  '-1',
  '1e309',
  '0x1F',
  'NaN',
  '9'.repeat(40),
];

// Wrong JSON values by kind; the suite picks those whose kind differs from the field's.
const WRONG_VALUES: { kind: JsonKind; value: unknown }[] = [
  { kind: 'number', value: 42 },
  { kind: 'number', value: -1.5 },
  { kind: 'number', value: 1e21 },
  { kind: 'string', value: 'x' },
  { kind: 'string', value: '' },
  { kind: 'array', value: [] },
  { kind: 'array', value: ['a', 1, null] },
  { kind: 'object', value: {} },
  { kind: 'object', value: { a: 1 } },
  { kind: 'null', value: null },
  { kind: 'boolean', value: true },
  { kind: 'boolean', value: false },
];

export const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 24 }) },
);

export function nested(depth: number, kind: 'object' | 'array'): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = kind === 'object' ? { a: value } : [value];
  return value;
}

// An object with an own enumerable key of that name, as JSON.parse makes it (assignment would set the prototype).
export function withOwnKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return target;
}

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Applies `change` to the value at `path`, creating the objects and arrays on the way.
function atPath(root: unknown, path: (string | number)[], change: (parent: Record<string, unknown>, key: string) => void): unknown {
  const top: Record<string, unknown> = isRecord(root) ? root : {};
  let node: Record<string, unknown> = top;
  path.slice(0, -1).forEach((segment, index) => {
    const nextIsIndex = typeof path[index + 1] === 'number';
    const key = String(segment);
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = nextIsIndex ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  change(node, String(path[path.length - 1]));
  return top;
}

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  return atPath(root, path, (parent, key) => {
    if (PROTO_KEYS.includes(key as (typeof PROTO_KEYS)[number])) withOwnKey(parent, key, value);
    else parent[key] = value;
  });
}

function deleteAt(root: unknown, path: (string | number)[]): unknown {
  return atPath(root, path, (parent, key) => {
    delete parent[key];
  });
}

// `protoKey`: Fastify's JSON parser refuses a body with such a key as a whole (invalid JSON), before any field is read.
type FieldChange = { label: string; apply(root: unknown): unknown; protoKey?: boolean };

function fieldChange(field: FieldPath, bigString: string): fc.Arbitrary<FieldChange> {
  const name = field.path.join('.');
  const wrong = WRONG_VALUES.filter((candidate) => field.kind === 'any' || candidate.kind !== field.kind);
  return fc.oneof(
    fc.constantFrom(...wrong).map(({ kind, value }) => ({
      label: `${name} as ${kind} ${JSON.stringify(value)}`,
      apply: (r: unknown) => setAt(r, field.path, value),
    })),
    fc.constant({ label: `${name} removed`, apply: (r: unknown) => deleteAt(r, field.path) }),
    nastyString.map((text) => ({ label: `${name} = ${JSON.stringify(text)}`, apply: (r: unknown) => setAt(r, field.path, text) })),
    fc.constant({ label: `${name} = 1 MB string`, apply: (r: unknown) => setAt(r, field.path, bigString) }),
    fc
      .tuple(fc.constantFrom(...PROTO_KEYS), fc.constantFrom<unknown>({ polluted: 1 }, 'x', { prototype: { polluted: 1 } }))
      .map(([key, value]) => ({
        label: `${name} holds ${key}`,
        apply: (r: unknown) => setAt(r, field.path, withOwnKey({}, key, value)),
        protoKey: true,
      })),
    fc.constantFrom<'object' | 'array'>('object', 'array').map((kind) => ({
      label: `${name} nested ${DEPTH} deep (${kind})`,
      apply: (r: unknown) => setAt(r, field.path, nested(DEPTH, kind)),
    })),
  );
}

// Changes to a whole part: unknown and prototype keys beside the fields, deep nesting, non-object values.
function partChange(): fc.Arbitrary<FieldChange> {
  return fc.oneof(
    fc
      .tuple(fc.constantFrom(...PROTO_KEYS), fc.constantFrom<unknown>({ polluted: 1 }, 'x', { prototype: { polluted: 1 } }))
      .map(([key, value]) => ({
        label: `top-level ${key}`,
        apply: (r: unknown) => withOwnKey(isRecord(r) ? r : {}, key, value),
        protoKey: true,
      })),
    fc.tuple(nastyString, fc.jsonValue({ maxDepth: 2 })).map(([key, value]) => ({
      label: `unknown key ${JSON.stringify(key)}`,
      apply: (r: unknown) => withOwnKey(isRecord(r) ? r : {}, key, value),
    })),
    fc.constant({
      label: `unknown key nested ${DEPTH} deep`,
      apply: (r: unknown) => withOwnKey(isRecord(r) ? r : {}, 'deep', nested(DEPTH, 'object')),
    }),
  );
}

const WHOLE_BODIES: { label: string; body?: unknown; rawBody?: string; contentType?: string }[] = [
  { label: 'body is an array', body: [] },
  { label: 'body is an array of objects', body: [{ a: 1 }] },
  { label: 'body is a string', body: 'x' },
  { label: 'body is a number', body: 42 },
  { label: 'body is true', body: true },
  { label: 'body is null', rawBody: 'null' },
  { label: `body nested ${DEPTH} deep`, body: nested(DEPTH, 'array') },
  { label: 'body is empty', rawBody: '' },
  { label: 'body is cut off', rawBody: '{"a":' },
  { label: 'body has trailing text', rawBody: '{"a":1}x' },
  { label: 'body has a byte-order mark', rawBody: '\uFEFF{}' },
  { label: 'body has a NUL', rawBody: '{"a":"\u0000"}' },
  { label: 'body has a duplicate key', rawBody: '{"a":1,"a":2}' },
  { label: 'body as text/plain', rawBody: '{}', contentType: 'text/plain' },
  { label: 'body as a form', rawBody: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { label: 'body as multipart without boundary', rawBody: '--x\r\n', contentType: 'multipart/form-data' },
  {
    label: 'body as multipart cut off',
    rawBody: '--x\r\nContent-Disposition: form-data; name="front"; filename="a.jpg"\r\n\r\nab',
    contentType: 'multipart/form-data; boundary=x',
  },
  { label: 'body with a bad charset', rawBody: '{}', contentType: 'application/json; charset=utf-7' },
];

function base(schema: ZodType | undefined): fc.Arbitrary<unknown> {
  return schema ? validArbitrary(schema) : fc.constant({});
}

function paramNames(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)|\*/g)].map((match) => match[1] ?? '*');
}

// Path parameters of routes without a params contract are plain text.
function paramsBase(route: RouteContract): fc.Arbitrary<unknown> {
  if (route.params) return validArbitrary(route.params);
  const names = paramNames(route.url);
  return fc
    .tuple(...names.map(() => fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 8 })))
    .map((values) => Object.fromEntries(names.map((name, index) => [name, values[index]])));
}

function partFields(route: RouteContract, part: Part): FieldPath[] {
  const schema = route[part];
  if (schema) return fieldsOf(schema);
  if (part === 'params')
    return paramNames(route.url).map((name) => ({ path: [name], schema: undefined as never, optional: false, kind: 'string' as const }));
  return [];
}

// The generated cases of one route: a valid-looking request (from the zod contract) with one change to one part.
export function routeCases(route: RouteContract, bodyLimit: number): fc.Arbitrary<FuzzInput> {
  const hasBody = route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';
  const parts: Part[] = [
    ...(hasBody ? (['body'] as const) : []),
    'querystring',
    ...(paramNames(route.url).length > 0 ? (['params'] as const) : []),
  ];
  // The part a 1 MB string goes into: a body must stay under the limit (the oversize case is separate); a URL
  // carries it as it is (a front proxy would refuse it sooner, the app must not fail on it either).
  const bigFor = (part: Part) => (part === 'body' ? 'a'.repeat(bodyLimit - 64 * 1024) : 'a'.repeat(1024 * 1024));
  const changeOf = (part: Part): fc.Arbitrary<FieldChange> => {
    const fields = partFields(route, part);
    const options = [partChange(), ...fields.map((field) => fieldChange(field, bigFor(part)))];
    return fc.oneof(...options);
  };
  const changed = fc.constantFrom(...parts).chain((part) => fc.record({ part: fc.constant(part), change: changeOf(part) }));
  const wholeBody = hasBody ? [fc.constantFrom(...WHOLE_BODIES)] : [];
  return fc
    .record({
      body: hasBody ? base(route.body) : fc.constant(undefined),
      query: route.querystring ? base(route.querystring) : fc.constant({}),
      params: paramsBase(route),
      edit: fc.oneof(
        { weight: 1, arbitrary: fc.constant(null) },
        { weight: 8, arbitrary: changed },
        ...wholeBody.map((arbitrary) => ({ weight: 2, arbitrary })),
      ),
    })
    .map(({ body, query, params, edit }): FuzzInput => {
      const input: FuzzInput = {
        label: 'valid-looking request',
        body: clone(body),
        query: clone(query) as Record<string, unknown>,
        params: clone(params) as Record<string, unknown>,
        wholeRequest: false,
      };
      if (edit === null) return input;
      if ('part' in edit) {
        input.label = `${edit.part}: ${edit.change.label}`;
        input.wholeRequest = edit.part === 'body' && edit.change.protoKey === true;
        if (edit.part === 'body') input.body = edit.change.apply(input.body);
        if (edit.part === 'querystring') input.query = edit.change.apply(input.query) as Record<string, unknown>;
        if (edit.part === 'params') input.params = edit.change.apply(input.params) as Record<string, unknown>;
        return input;
      }
      return {
        ...input,
        label: edit.label,
        body: edit.body,
        ...(edit.rawBody !== undefined ? { rawBody: edit.rawBody } : {}),
        ...(edit.contentType ? { contentType: edit.contentType } : {}),
        wholeRequest: true,
      };
    });
}

// A request as the contract expects it (best effort), for the signature and session cases.
export function validInput(route: RouteContract): fc.Arbitrary<FuzzInput> {
  const hasBody = route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';
  return fc
    .record({
      body: hasBody ? base(route.body) : fc.constant(undefined),
      query: route.querystring ? base(route.querystring) : fc.constant({}),
      params: paramsBase(route),
    })
    .map(({ body, query, params }) => ({
      label: 'valid-looking request',
      body: clone(body),
      query: clone(query) as Record<string, unknown>,
      params: clone(params) as Record<string, unknown>,
      wholeRequest: false,
    }));
}
