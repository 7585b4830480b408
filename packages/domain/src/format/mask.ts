// §5 masking. Empty input gives an empty string. A mask never shows more than its rule shows of a
// well-formed value: the rule's head and tail appear only when at least as many characters stay hidden
// as the rule hides of the shortest well-formed value; shorter values are all stars.
function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value).trim();
}

interface MaskRule {
  head: number;
  tail: number;
  // Characters that must stay hidden before head and tail may be shown.
  minHidden: number;
  // Stars between head and tail: a fixed count, or one per hidden character.
  stars: number | 'per-character';
}

function mask(value: unknown, rule: MaskRule): string {
  const t = text(value);
  const hidden = t.length - rule.head - rule.tail;
  if (hidden < rule.minHidden) return '*'.repeat(t.length);
  const stars = rule.stars === 'per-character' ? hidden : rule.stars;
  return `${t.slice(0, rule.head)}${'*'.repeat(stars)}${t.slice(t.length - rule.tail)}`;
}

// §5 card numbers have 16 to 19 digits; the shortest hides 8 (short form) or 6 (long form).
const CARD_SHORT: MaskRule = { head: 4, tail: 4, minHidden: 8, stars: 4 };
const CARD_LONG: MaskRule = { head: 6, tail: 4, minHidden: 6, stars: 10 };
// §5 mobile numbers have 11 digits: 4 stay hidden.
const MOBILE: MaskRule = { head: 3, tail: 4, minHidden: 4, stars: 4 };
// ID numbers have 18 characters (15 for the old cards): at least 8 stay hidden.
const ID_NO: MaskRule = { head: 3, tail: 4, minHidden: 8, stars: 'per-character' };

// Card number as first 4 and last 4 digits.
export function maskCardShort(cardNo: unknown): string {
  return mask(cardNo, CARD_SHORT);
}

// Card number as first 6, 10 stars, last 4.
export function maskCardLong(cardNo: unknown): string {
  return mask(cardNo, CARD_LONG);
}

// Phone as first 3, four stars, last 4 (also the header greeting without a name).
export function maskMobile(mobile: unknown): string {
  return mask(mobile, MOBILE);
}

// The last 4 characters of a phone number; nothing for a value too short to keep 7 characters hidden.
export function phoneTail(mobile: unknown): string {
  const phone = text(mobile);
  return phone.length - MOBILE.tail < MOBILE.head + MOBILE.minHidden ? '' : phone.slice(-MOBILE.tail);
}

// ID number as first 3, stars for the middle (length kept), last 4.
export function maskIdNo(idno: unknown): string {
  return mask(idno, ID_NO);
}
