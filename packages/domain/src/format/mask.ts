// §5 masking. Empty input gives an empty string; values too short to mask are returned as they are.
function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value).trim();
}

// Card number as first 4 and last 4 digits.
export function maskCardShort(cardNo: unknown): string {
  const card = text(cardNo);
  return card.length <= 8 ? card : `${card.slice(0, 4)}****${card.slice(-4)}`;
}

// Card number as first 6, 10 stars, last 4.
export function maskCardLong(cardNo: unknown): string {
  const card = text(cardNo);
  return card.length <= 10 ? card : `${card.slice(0, 6)}${'*'.repeat(10)}${card.slice(-4)}`;
}

// Phone as first 3, four stars, last 4 (also the header greeting without a name).
export function maskMobile(mobile: unknown): string {
  const phone = text(mobile);
  return phone.length < 7 ? phone : `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

// The last 4 characters of a phone number.
export function phoneTail(mobile: unknown): string {
  return text(mobile).slice(-4);
}

// ID number as first 3, stars for the middle (length kept), last 4.
export function maskIdNo(idno: unknown): string {
  const id = text(idno);
  return id.length <= 7 ? id : `${id.slice(0, 3)}${'*'.repeat(id.length - 7)}${id.slice(-4)}`;
}
