import { PINYIN_WINDOW } from '@fund-direct/domain/constants';
import type { CharTable } from './char-table.ts';

// One character's share of a query in the domain matcher's walk: a letter (the character's own letter or a
// reading's initial), any other character taken literally, a whole reading, or a reading prefix (the last
// token; zh/ch/sh anywhere).
export type Token =
  { kind: 'letter'; letter: number } | { kind: 'char'; code: number } | { kind: 'reading'; id: number } | { kind: 'prefix'; id: number };

const A = 97;
const isLetter = (code: number) => code >= A && code < A + 26;
const TWO_LETTER_INITIALS = new Set(['zh', 'ch', 'sh']);

// Every way the walk can consume `query` over consecutive characters (§9: at most PINYIN_WINDOW of them),
// or null beyond `max` ways (the caller then checks records with the matcher itself).
export function queryPaths(query: string, table: CharTable, max: number): Token[][] | null {
  const paths: Token[][] = [];
  const tokens: Token[] = [];
  let overflow = false;
  const take = (token: Token, end: number) => {
    tokens.push(token);
    visit(end);
    tokens.pop();
  };
  const visit = (pos: number) => {
    if (overflow) return;
    if (pos === query.length) {
      if (paths.length >= max) overflow = true;
      else paths.push([...tokens]);
      return;
    }
    if (tokens.length >= PINYIN_WINDOW) return;
    // The rest cannot fit in the characters left, even as the longest readings.
    if (query.length - pos > (PINYIN_WINDOW - tokens.length) * table.longestReading) return;
    const code = query.charCodeAt(pos);
    if (!isLetter(code)) return take({ kind: 'char', code }, pos + 1);
    take({ kind: 'letter', letter: code - A }, pos + 1);
    for (let end = pos + 2; end <= query.length; end += 1) {
      if (!isLetter(query.charCodeAt(end - 1))) break;
      const syllable = query.slice(pos, end);
      const prefix = table.prefixIds.get(syllable);
      // Readings only grow from their prefixes: no longer syllable can match either.
      if (prefix === undefined) break;
      if (end === query.length) take({ kind: 'prefix', id: prefix }, end);
      else if (TWO_LETTER_INITIALS.has(syllable)) take({ kind: 'prefix', id: prefix }, end);
      else {
        const reading = table.readingIds.get(syllable);
        if (reading !== undefined) take({ kind: 'reading', id: reading }, end);
      }
    }
  };
  visit(0);
  return overflow ? null : paths;
}
