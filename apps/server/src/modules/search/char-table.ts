import { letterBit, type ReadingsOf } from '@fund-direct/domain/search';

// What one character accepts in a pinyin walk (domain text-match): the letters a one-letter token may be
// (its own letter, or the first letter of a reading), its whole readings, and every reading prefix of 2+ letters.
export interface CharInfo {
  mask: number;
  readings: Int32Array;
  prefixes: Int32Array;
}

const NO_IDS = new Int32Array(0);

// Readings are looked up once per distinct character, and readings and prefixes get small dense ids,
// so that posting lists can be arrays indexed by id and a query can be split into known syllables.
export class CharTable {
  readonly readingIds = new Map<string, number>();
  readonly prefixIds = new Map<string, number>();
  // Letters in the longest reading seen (a query token never has more).
  longestReading = 1;
  // Each described character's letter mask, flat, for the search's checks at a place (positional-search.ts).
  readonly masks = new Int32Array(65536);
  // The characters described so far with each reading and each reading prefix (by id).
  readonly codesOfReading: number[][] = [];
  readonly codesOfPrefix: number[][] = [];
  // The first letter (0..25) of each reading and prefix, by id: every character with one accepts that letter.
  readonly readingLetters: number[] = [];
  readonly prefixLetters: number[] = [];
  // One slot per UTF-16 unit, filled up front so that lookups stay on a packed array.
  private readonly infos: (CharInfo | null)[] = new Array<CharInfo | null>(65536).fill(null);

  constructor(private readonly readingsOf: ReadingsOf) {}

  info(code: number): CharInfo {
    let info = this.infos[code];
    if (!info) {
      info = this.describe(code);
      this.infos[code] = info;
      this.masks[code] = info.mask;
    }
    return info;
  }

  private describe(code: number): CharInfo {
    const char = String.fromCharCode(code);
    const own = this.readingsOf(char);
    // As prepareText does: a character without readings stands for itself, and a letter accepts itself.
    let mask = letterBit(code);
    for (const reading of own.length > 0 ? own : [char]) mask |= letterBit(reading.charCodeAt(0));
    if (own.length === 0) return { mask, readings: NO_IDS, prefixes: NO_IDS };
    const readings: number[] = [];
    const prefixes = new Set<number>();
    for (const reading of own) {
      this.longestReading = Math.max(this.longestReading, reading.length);
      readings.push(idOf(this.readingIds, reading));
      for (let k = 2; k <= reading.length; k += 1) prefixes.add(idOf(this.prefixIds, reading.slice(0, k)));
    }
    for (const id of readings) (this.codesOfReading[id] ??= []).push(code);
    for (const id of prefixes) (this.codesOfPrefix[id] ??= []).push(code);
    for (const reading of own) {
      const letter = reading.charCodeAt(0) - 97;
      this.readingLetters[this.readingIds.get(reading)!] = letter;
      for (let k = 2; k <= reading.length; k += 1) this.prefixLetters[this.prefixIds.get(reading.slice(0, k))!] = letter;
    }
    return { mask, readings: Int32Array.from(readings), prefixes: Int32Array.from(prefixes) };
  }
}

function idOf(ids: Map<string, number>, key: string): number {
  let id = ids.get(key);
  if (id === undefined) {
    id = ids.size;
    ids.set(key, id);
  }
  return id;
}
