import { FIELD_LABELS } from '@fund-direct/domain/errors';
import fc from 'fast-check';
import type { ZodType } from 'zod';

// zod 4 keeps each schema's definition on `_zod.def`; the suite reads only the parts below.
interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  shape?: Record<string, ZodType>;
  innerType?: ZodType;
  in?: ZodType;
  out?: ZodType;
  element?: ZodType;
  options?: ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  keyType?: ZodType;
  valueType?: ZodType;
  items?: ZodType[];
  left?: ZodType;
  right?: ZodType;
  getter?: () => ZodType;
  coerce?: boolean;
  error?: unknown;
}

interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  value?: number | bigint;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  length?: number;
  error?: unknown;
}

export function defOf(schema: ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

function checksOf(schema: ZodType): CheckDef[] {
  return (defOf(schema).checks ?? []).map((check) => check._zod.def);
}

// The schema a value is written against: wrappers and preprocess/transform pipes are looked through.
export function unwrap(schema: ZodType): ZodType {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return unwrap(def.innerType!);
    case 'pipe':
      return unwrap(defOf(def.in!).type === 'transform' ? def.out! : def.in!);
    case 'lazy':
      return unwrap(def.getter!());
    default:
      return schema;
  }
}

// A field may be left out when a wrapper on the way down accepts undefined.
export function isOptional(schema: ZodType): boolean {
  return (schema as unknown as { _zod: { optin?: string } })._zod.optin === 'optional';
}

export type JsonKind = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'null' | 'any';

export function kindOf(schema: ZodType): JsonKind {
  const def = defOf(unwrap(schema));
  switch (def.type) {
    case 'string':
    case 'template_literal':
      return 'string';
    case 'number':
    case 'int':
    case 'bigint':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'object':
    case 'record':
      return 'object';
    case 'array':
    case 'tuple':
      return 'array';
    case 'null':
      return 'null';
    case 'enum':
      return typeof Object.values(def.entries ?? {})[0] === 'number' ? 'number' : 'string';
    case 'literal':
      return typeof def.values?.[0] === 'number' ? 'number' : typeof def.values?.[0] === 'boolean' ? 'boolean' : 'string';
    default:
      return 'any';
  }
}

export interface FieldPath {
  path: (string | number)[];
  schema: ZodType;
  optional: boolean;
  kind: JsonKind;
}

// Every field of an object schema, nested objects and the first element of arrays included.
export function fieldsOf(schema: ZodType, prefix: (string | number)[] = [], depth = 0): FieldPath[] {
  if (depth > 6) return [];
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (def.type === 'object') {
    return Object.entries(def.shape ?? {}).flatMap(([key, child]) => {
      const path = [...prefix, key];
      return [{ path, schema: child, optional: isOptional(child), kind: kindOf(child) }, ...fieldsOf(child, path, depth + 1)];
    });
  }
  if (def.type === 'array') return fieldsOf(def.element!, [...prefix, 0], depth + 1);
  if (def.type === 'union') return (def.options ?? []).flatMap((option) => fieldsOf(option, prefix, depth + 1));
  return [];
}

function messageOf(error: unknown): string | undefined {
  if (typeof error !== 'function') return undefined;
  try {
    const message = (error as (issue: unknown) => unknown)({ code: 'custom', input: undefined, path: [] });
    if (typeof message === 'string') return message;
    if (typeof message === 'object' && message !== null && typeof (message as { message?: unknown }).message === 'string') {
      return (message as { message: string }).message;
    }
  } catch {
    // an error map that needs a real issue: no fixed message to collect
  }
  return undefined;
}

// The words a 1001 message may use to name a field of this schema: the keys, their Chinese labels, and the
// schema's own messages (which the domain writes so that each names its field, validate/schemas.ts).
export function fieldNamesOf(schema: ZodType): Set<string> {
  const names = new Set<string>();
  const seen = new Set<ZodType>();
  const visit = (node: ZodType | undefined, prefix: string[]) => {
    if (!node || seen.has(node)) return;
    seen.add(node);
    const def = defOf(node);
    const own = messageOf(def.error);
    if (own) names.add(own);
    for (const check of checksOf(node)) {
      const message = messageOf(check.error);
      if (message) names.add(message);
    }
    for (const [key, child] of Object.entries(def.shape ?? {})) {
      const path = [...prefix, key];
      names.add(key).add(path.join('.'));
      const label = FIELD_LABELS[path.join('.')] ?? FIELD_LABELS[key];
      if (label) names.add(label);
      visit(child, path);
    }
    for (const child of [def.innerType, def.in, def.out, def.element, def.keyType, def.valueType, def.left, def.right])
      visit(child, prefix);
    for (const child of [...(def.options ?? []), ...(def.items ?? [])]) visit(child, prefix);
    if (def.getter) visit(def.getter(), prefix);
  };
  visit(schema, []);
  return names;
}

const SIMPLE_TEXT = fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 12 });

function stringArbitrary(schema: ZodType): fc.Arbitrary<string> {
  const checks = checksOf(schema);
  const min = Math.max(0, ...checks.filter((c) => c.check === 'min_length').map((c) => c.minimum ?? 0));
  const max = Math.min(64, ...checks.filter((c) => c.check === 'max_length').map((c) => c.maximum ?? 64));
  const lengthCheck = checks.find((c) => c.check === 'length_equals');
  const pattern = checks.find((c) => c.check === 'string_format' && c.pattern)?.pattern;
  if (pattern) {
    try {
      return fc.stringMatching(pattern);
    } catch {
      // look-aheads and the like: stringMatching cannot build them, so plain text stands in
    }
  }
  const format = checks.find((c) => c.check === 'string_format')?.format;
  if (format === 'email') return fc.emailAddress();
  if (format === 'uuid' || format === 'guid') return fc.uuid();
  if (lengthCheck?.length !== undefined)
    return fc.string({ unit: 'grapheme-ascii', minLength: lengthCheck.length, maxLength: lengthCheck.length });
  return fc.string({ unit: 'grapheme-ascii', minLength: Math.min(min, max), maxLength: Math.max(min, Math.min(max, 16)) });
}

function numberArbitrary(schema: ZodType): fc.Arbitrary<number> {
  const checks = checksOf(schema);
  const isInt = checks.some((c) => c.check === 'number_format' && /int/.test(c.format ?? '')) || defOf(schema).type === 'int';
  const lower = checks.find((c) => c.check === 'greater_than');
  const upper = checks.find((c) => c.check === 'less_than');
  // Valid numbers near the lower bound: a day count or a page number past a few would only slow the suite down.
  const min = lower ? Number(lower.value) + (lower.inclusive ? 0 : 1) : 0;
  const max = upper ? Math.min(Number(upper.value) - (upper.inclusive ? 0 : 1), min + 3) : min + 3;
  return isInt ? fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) }) : fc.double({ min, max, noNaN: true });
}

// Values the contract should accept (best effort: refinements and look-ahead patterns are not solved for).
export function validArbitrary(schema: ZodType, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 8) return fc.constant(undefined);
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'number':
    case 'int':
      return numberArbitrary(schema);
    case 'bigint':
      return fc.integer({ min: 0, max: 9 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(validArbitrary(def.innerType!, depth + 1), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(validArbitrary(def.innerType!, depth + 1), { nil: null, freq: 4 });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return validArbitrary(def.innerType!, depth + 1);
    case 'pipe':
      return validArbitrary(defOf(def.in!).type === 'transform' ? def.out! : def.in!, depth + 1);
    case 'lazy':
      return validArbitrary(def.getter!(), depth + 1);
    case 'object': {
      const entries = Object.entries(def.shape ?? {});
      if (entries.length === 0) return fc.constant({});
      return fc.tuple(...entries.map(([, child]) => validArbitrary(child, depth + 1))).map((values) => {
        const value: Record<string, unknown> = {};
        entries.forEach(([key], index) => {
          if (values[index] !== undefined) value[key] = values[index];
        });
        return value;
      });
    }
    case 'array': {
      const checks = checksOf(schema);
      const minLength = Math.max(0, ...checks.filter((c) => c.check === 'min_length').map((c) => c.minimum ?? 0));
      const maxLength = Math.min(4, ...checks.filter((c) => c.check === 'max_length').map((c) => c.maximum ?? 4));
      return fc.array(validArbitrary(def.element!, depth + 1), { minLength, maxLength: Math.max(minLength, maxLength) });
    }
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map((item) => validArbitrary(item, depth + 1)));
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => validArbitrary(option, depth + 1)));
    case 'record':
      return fc.dictionary(SIMPLE_TEXT, validArbitrary(def.valueType!, depth + 1), { maxKeys: 3 });
    case 'intersection':
      return validArbitrary(def.left!, depth + 1);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}
