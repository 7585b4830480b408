// The lowercase texts of one collection as one array of UTF-16 units, each text preceded by SEPARATOR.
// Posting lists hold entries (record << shift) | place, so that one number names a record and a place in its
// text, sorts by both, and gives the record without another lookup.
export const SEPARATOR = 0;

export interface TextStore {
  units: Uint16Array;
  // Record r's text is units[starts[r] .. starts[r + 1] - 1).
  starts: Int32Array;
  // Bits of an entry that hold the place; null when the texts are too long for 31 bits (no lists then).
  shift: number | null;
  // Low `shift` bits set.
  place: number;
}

export function shiftFor(records: number, longest: number): number | null {
  let shift = 1;
  while (2 ** shift <= longest) shift += 1;
  return records * 2 ** shift < 2 ** 31 ? shift : null;
}

export function buildTextStore(texts: readonly string[]): TextStore {
  let length = 0;
  let longest = 0;
  for (const text of texts) {
    length += text.length + 1;
    longest = Math.max(longest, text.length);
  }
  const units = new Uint16Array(length + 1);
  const starts = new Int32Array(texts.length + 1);
  let at = 0;
  texts.forEach((text, r) => {
    units[at] = SEPARATOR;
    at += 1;
    starts[r] = at;
    for (let i = 0; i < text.length; i += 1) units[at++] = text.charCodeAt(i);
  });
  units[at] = SEPARATOR;
  starts[texts.length] = at + 1;
  const shift = shiftFor(texts.length, longest);
  return { units, starts, shift, place: shift === null ? 0 : 2 ** shift - 1 };
}
