import { letterBit, type PreparedText } from '@fund-direct/domain/search';

// Per-record bit signatures that rule out most records before the exact matcher runs:
// a 64-bit bloom of the characters, the union of first letters, and a 128-bit bloom of the
// first-letter pairs of adjacent characters (every reading, so polyphones stay found).
export interface Signatures {
  chars: Int32Array; // 2 words per record
  initials: Int32Array; // 1 word per record
  first: Int32Array; // first letters of the first character
  pairs: Int32Array; // 4 words per record
}

const charBit = (code: number) => Math.imul(code, 0x9e3779b1) >>> 26; // 0..63
const pairBit = (a: number, b: number) => (a * 26 + b) & 127;

const lettersCache = new Map<number, number[]>();
function letters(mask: number): number[] {
  let out = lettersCache.get(mask);
  if (!out) {
    out = [];
    for (let i = 0; i < 26; i += 1) if (mask & (1 << i)) out.push(i);
    lettersCache.set(mask, out);
  }
  return out;
}

export function buildSignatures(texts: readonly PreparedText[]): Signatures {
  const n = texts.length;
  const sig: Signatures = { chars: new Int32Array(n * 2), initials: new Int32Array(n), first: new Int32Array(n), pairs: new Int32Array(n * 4) };
  texts.forEach((text, r) => {
    let initials = 0;
    for (let i = 0; i < text.lower.length; i += 1) {
      const bit = charBit(text.lower.charCodeAt(i));
      sig.chars[r * 2 + (bit >> 5)]! |= 1 << (bit & 31);
      const mask = text.masks[i] ?? 0;
      initials |= mask;
      if (i + 1 < text.lower.length) {
        const next = letters(text.masks[i + 1] ?? 0);
        for (const a of letters(mask)) {
          for (const b of next) {
            const p = pairBit(a, b);
            sig.pairs[r * 4 + (p >> 5)]! |= 1 << (p & 31);
          }
        }
      }
    }
    sig.initials[r] = initials;
    sig.first[r] = text.masks[0] ?? 0;
  });
  return sig;
}

export interface QueryFilter {
  // Both the literal and the pinyin path need every one of these characters (Han characters and digits).
  chars: [number, number];
  // The literal path needs every character of the query.
  allChars: [number, number];
  firstInitial: number;
  // Pinyin: at least one of these pairs, or none required when one character may take the whole query.
  pairs: number[] | null;
  pinyin: boolean;
  // One letter matches by pinyin at the start of a text only (see matchText).
  startOnly: boolean;
}

const isLetter = (code: number) => code >= 97 && code <= 122;

// `prefixes` holds every prefix of every reading in the index (z, zh, zha, zhan, zhang ...).
export function queryFilter(query: string, prefixes: ReadonlySet<string>): QueryFilter {
  const chars: [number, number] = [0, 0];
  const allChars: [number, number] = [0, 0];
  let pinyin = false;
  for (let i = 0; i < query.length; i += 1) {
    const code = query.charCodeAt(i);
    const bit = charBit(code);
    const word = bit >> 5;
    allChars[word] = (allChars[word] ?? 0) | (1 << (bit & 31));
    if (isLetter(code)) pinyin = true;
    else chars[word] = (chars[word] ?? 0) | (1 << (bit & 31));
  }
  let pairs: number[] | null = null;
  const q0 = query.charCodeAt(0);
  if (pinyin && isLetter(q0) && query.length > 1 && !prefixes.has(query)) {
    pairs = [];
    // Lengths the first character can take: its initial, or a whole reading typed in full.
    for (let k = 1; k < query.length; k += 1) {
      if (k > 1 && !prefixes.has(query.slice(0, k))) break;
      const next = query.charCodeAt(k);
      if (!isLetter(next)) {
        pairs = null;
        break;
      }
      pairs.push(pairBit(q0 - 97, next - 97));
    }
  }
  return { chars, allChars, firstInitial: letterBit(q0), pairs, pinyin, startOnly: query.length === 1 };
}

// Whether record r can match at all; false means it certainly does not.
export function mayMatch(sig: Signatures, r: number, f: QueryFilter): boolean {
  const c0 = sig.chars[r * 2]!;
  const c1 = sig.chars[r * 2 + 1]!;
  if ((c0 & f.allChars[0]) === f.allChars[0] && (c1 & f.allChars[1]) === f.allChars[1]) return true;
  if (!f.pinyin) return false;
  if ((c0 & f.chars[0]) !== f.chars[0] || (c1 & f.chars[1]) !== f.chars[1]) return false;
  const initials = f.startOnly ? sig.first[r]! : sig.initials[r]!;
  if (f.firstInitial !== 0 && (initials & f.firstInitial) === 0) return false;
  if (f.pairs === null) return true;
  for (const p of f.pairs) if (sig.pairs[r * 4 + (p >> 5)]! & (1 << (p & 31))) return true;
  return false;
}
