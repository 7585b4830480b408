// Text measurement and line breaking for the PDF writer. Widths are in 1/1000 em:
// CJK and full-width forms are 1000, printable ASCII is 500 (the /W entry of the font says the same).

export const FULL_WIDTH = 1000;
export const HALF_WIDTH = 500;

// Closing punctuation never starts a line; opening punctuation never ends one.
const NO_LINE_START = new Set('，。、；：！？）》」』】”’…—%,.;:!?)]}'.split(''));
const NO_LINE_END = new Set('（《「『【“‘([{'.split(''));

export function charWidth(ch: string): number {
  const cp = ch.codePointAt(0) ?? 0;
  return cp >= 0x20 && cp <= 0x7e ? HALF_WIDTH : FULL_WIDTH;
}

export function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += charWidth(ch);
  return width;
}

// Printable ASCII runs (words, numbers, URLs) stay together; every other character is its own token.
function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let run = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp > 0x20 && cp <= 0x7e) {
      run += ch;
      continue;
    }
    if (run) tokens.push(run);
    run = '';
    tokens.push(ch);
  }
  if (run) tokens.push(run);
  return tokens;
}

// Greedy wrap to `maxWidth` (1/1000 em units); `firstIndent` is added before the first line's text.
export function wrapText(text: string, maxWidth: number, firstIndent = 0): string[] {
  const lines: string[] = [];
  let line = '';
  let width = firstIndent;
  const flush = () => {
    lines.push(line.replace(/\s+$/u, ''));
    line = '';
    width = 0;
  };
  for (const token of tokenize(text.replace(/[\t\r\n]+/gu, ' '))) {
    const w = textWidth(token);
    if (w > maxWidth) {
      // A run longer than a whole line is cut by character.
      for (const ch of token) {
        if (width + charWidth(ch) > maxWidth && line) flush();
        line += ch;
        width += charWidth(ch);
      }
      continue;
    }
    const last = line.slice(-1);
    const overflows = width + w > maxWidth;
    if (overflows && line && !NO_LINE_START.has(token)) {
      if (NO_LINE_END.has(last)) {
        // Carry the opening bracket to the next line with the word it opens.
        line = line.slice(0, -1);
        flush();
        line = last;
        width = charWidth(last);
      } else {
        flush();
      }
      if (token === ' ') continue;
    }
    if (!line && token === ' ') continue;
    line += token;
    width += w;
  }
  if (line || lines.length === 0) flush();
  return lines;
}

// UniGB-UCS2-H takes big-endian UCS-2 codes; characters outside the BMP have no code and print as '?'.
export function ucs2Hex(text: string): string {
  let hex = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0x3f;
    hex += (cp > 0xffff ? 0x3f : cp).toString(16).padStart(4, '0');
  }
  return hex.toUpperCase();
}

// PDF text strings (document info) are UTF-16BE with a byte-order mark.
export function utf16Hex(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i += 1) hex += text.charCodeAt(i).toString(16).padStart(4, '0');
  return hex.toUpperCase();
}
