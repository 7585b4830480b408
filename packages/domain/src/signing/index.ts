import { sha256Hex } from './sha256.ts';

export { sha256Hex };

// §7: every call carries these common parameters; they travel as headers so that
// the zod contracts of the bodies stay free of transport fields.
export const COMMON_PARAMS = { channel: 'h5', version: '1.0.0' } as const;

export const SIGN_HEADERS = {
  channel: 'x-channel',
  version: 'x-version',
  timestamp: 'x-timestamp',
  sign: 'x-sign',
  token: 'accesstoken',
} as const;

// §9: a signed request older than this is refused as a replay.
export const SIGNATURE_MAX_AGE_MS = 5 * 60 * 1000;

// §7: paths containing these fragments are not signed.
const UNSIGNED_PATH_FRAGMENTS = ['dl-mid', 'aggregation'] as const;

export function isSignedPath(path: string): boolean {
  return !UNSIGNED_PATH_FRAGMENTS.some((fragment) => path.includes(fragment));
}

// Nested values are serialised with sorted keys so that both ends agree whatever order a client builds them in.
// Written with an explicit stack, not recursion: a body nested thousands of levels deep must not overflow
// the call stack (the server refuses such bodies before signing anyway, see the JSON depth limit). The stack holds
// text to write (strings) and values still to write (boxed), so that a call allocates nothing per piece but the box.
interface Pending {
  value: unknown;
}

function canonicalValue(root: unknown): string {
  // Most signed values are plain strings and numbers: written directly.
  if (typeof root !== 'object' || root === null) return root === null || root === undefined ? '' : String(root);
  let out = '';
  const stack: (string | Pending)[] = [{ value: root }];
  for (let piece = stack.pop(); piece !== undefined; piece = stack.pop()) {
    if (typeof piece === 'string') {
      out += piece;
      continue;
    }
    const value = piece.value;
    if (value === null || value === undefined) continue;
    if (typeof value !== 'object') {
      out += String(value);
      continue;
    }
    // Pushed in reverse so that the pieces pop in reading order.
    if (Array.isArray(value)) {
      stack.push(']');
      for (let i = value.length - 1; i >= 0; i--) {
        stack.push({ value: value[i] });
        if (i > 0) stack.push(',');
      }
      stack.push('[');
      continue;
    }
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort();
    stack.push('}');
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      stack.push({ value: record[key] });
      stack.push(i > 0 ? `,${key}:` : `${key}:`);
    }
    stack.push('{');
  }
  return out;
}

export interface SignInput {
  method: string;
  path: string;
  params: Record<string, unknown> | undefined;
  timestamp: string;
  channel?: string;
  version?: string;
}

// The common parameters, which replace parameters of the same names.
const COMMON_KEYS = ['channel', 'version', 'timestamp'] as const;

// §9: sorted key=value pairs, hashed, reduced to a 6-character code.
// The method and path are part of the string so a signature cannot be replayed on another call.
export function canonicalString(input: SignInput): string {
  const params = input.params ?? {};
  const common = {
    channel: input.channel ?? COMMON_PARAMS.channel,
    version: input.version ?? COMMON_PARAMS.version,
    timestamp: input.timestamp,
  };
  const keys = Object.keys(params).filter((key) => !Object.hasOwn(common, key));
  keys.push(...COMMON_KEYS);
  keys.sort();
  let pairs = '';
  for (const key of keys) {
    const value = Object.hasOwn(common, key) ? common[key as keyof typeof common] : params[key];
    if (value === undefined || value === null) continue;
    pairs += `${pairs === '' ? '' : '&'}${key}=${canonicalValue(value)}`;
  }
  return `${input.method.toUpperCase()} ${input.path}\n${pairs}`;
}

// `hash` lets the server use its native SHA-256; both give the same digest (tested).
export function signRequest(input: SignInput, hash: (message: string) => string = sha256Hex): string {
  return hash(canonicalString(input)).slice(0, 6).toUpperCase();
}
