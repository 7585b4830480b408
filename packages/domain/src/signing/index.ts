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
// the call stack (the server refuses such bodies before signing anyway, see the JSON depth limit).
type Piece = { text: string } | { value: unknown };

function canonicalValue(root: unknown): string {
  const out: string[] = [];
  const stack: Piece[] = [{ value: root }];
  // Pieces are pushed in reverse so that they pop in reading order.
  const pushJoined = (open: string, close: string, items: readonly (readonly [string, unknown])[]) => {
    stack.push({ text: close });
    for (let i = items.length - 1; i >= 0; i--) {
      const [prefix, value] = items[i] as readonly [string, unknown];
      stack.push({ value });
      stack.push({ text: (i > 0 ? ',' : '') + prefix });
    }
    stack.push({ text: open });
  };
  for (let piece = stack.pop(); piece !== undefined; piece = stack.pop()) {
    if ('text' in piece) {
      out.push(piece.text);
      continue;
    }
    const value = piece.value;
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      pushJoined(
        '[',
        ']',
        value.map((item) => ['', item] as const),
      );
    } else if (typeof value === 'object') {
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record)
        .sort()
        .filter((key) => record[key] !== undefined);
      pushJoined(
        '{',
        '}',
        keys.map((key) => [`${key}:`, record[key]] as const),
      );
    } else {
      out.push(String(value));
    }
  }
  return out.join('');
}

export interface SignInput {
  method: string;
  path: string;
  params: Record<string, unknown> | undefined;
  timestamp: string;
  channel?: string;
  version?: string;
}

// §9: sorted key=value pairs, hashed, reduced to a 6-character code.
// The method and path are part of the string so a signature cannot be replayed on another call.
export function canonicalString(input: SignInput): string {
  const all: Record<string, unknown> = {
    ...(input.params ?? {}),
    channel: input.channel ?? COMMON_PARAMS.channel,
    version: input.version ?? COMMON_PARAMS.version,
    timestamp: input.timestamp,
  };
  const pairs = Object.keys(all)
    .sort()
    .filter((key) => all[key] !== undefined && all[key] !== null)
    .map((key) => `${key}=${canonicalValue(all[key])}`);
  return `${input.method.toUpperCase()} ${input.path}\n${pairs.join('&')}`;
}

// `hash` lets the server use its native SHA-256; both give the same digest (tested).
export function signRequest(input: SignInput, hash: (message: string) => string = sha256Hex): string {
  return hash(canonicalString(input)).slice(0, 6).toUpperCase();
}
