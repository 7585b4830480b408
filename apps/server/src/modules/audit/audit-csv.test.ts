import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvLine } from './audit-csv.ts';

describe('audit CSV cells', () => {
  it('leaves plain text as it is, Chinese included', () => {
    expect(csvCell('复核通过')).toBe('复核通过');
    expect(csvCell(42)).toBe('42');
  });

  it('writes a missing value as an empty cell', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes cells with commas, quotes or line breaks and doubles the quotes (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('他说"好"')).toBe('"他说""好"""');
    expect(csvCell('第一行\n第二行')).toBe('"第一行\n第二行"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it.each(['=1+1', '+86 138', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])('defuses a cell starting a formula: %j', (value) => {
    expect(csvCell(value).replace(/^"/, '')).toMatch(/^'/);
  });

  it('defuses a formula and still quotes it when it holds a comma', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });

  it('does not touch a sign inside a cell', () => {
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('ends a line with CRLF', () => {
    expect(csvLine(['编号', null, 'x,y'])).toBe('编号,,"x,y"\r\n');
  });

  it('has the UTF-8 byte-order mark Excel looks for', () => {
    expect(Buffer.from(CSV_BOM, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
