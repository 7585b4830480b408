import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderPdf } from './pdf.ts';
import { textWidth, ucs2Hex, wrapText } from './pdf-text.ts';

const PARAGRAPH =
  '基金管理人承诺以诚实信用、勤勉尽责的原则管理和运用基金资产，但不保证基金一定盈利，也不保证最低收益。投资者投资前请认真阅读基金合同、招募说明书等法律文件（客服热线 400-921-7000）。';

function latin(buffer: Buffer): string {
  return buffer.toString('latin1');
}

// Checks the cross-reference table the way a reader does: startxref → xref → every offset starts its object.
function parseXref(pdf: Buffer): { offsets: number[]; size: number } {
  const text = latin(pdf);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/u.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const header = /^xref\n0 (\d+)\n/u.exec(text.slice(startxref));
  const size = Number(header?.[1]);
  const entries = text
    .slice(startxref + (header?.[0].length ?? 0))
    .split('\n')
    .slice(0, size);
  expect(entries[0]).toBe('0000000000 65535 f ');
  const offsets = entries.slice(1).map((line) => {
    expect(line).toMatch(/^\d{10} 00000 n $/u);
    return Number(line.slice(0, 10));
  });
  offsets.forEach((offset, i) => expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
  expect(text).toContain(`/Size ${size}`);
  return { offsets, size };
}

function pageStreams(pdf: Buffer): string[] {
  const text = latin(pdf);
  const streams: string[] = [];
  for (const match of text.matchAll(/<< \/Length (\d+) \/Filter \/FlateDecode >>\nstream\n/gu)) {
    const start = (match.index ?? 0) + match[0].length;
    streams.push(latin(inflateSync(pdf.subarray(start, start + Number(match[1])))));
  }
  return streams;
}

describe('renderPdf', () => {
  it('writes a PDF whose cross-reference offsets point at every object', () => {
    const pdf = renderPdf({ title: '传真交易协议', blocks: [{ kind: 'paragraph', text: PARAGRAPH }] });
    expect(latin(pdf.subarray(0, 8))).toBe('%PDF-1.7');
    const { size } = parseXref(pdf);
    expect(size).toBeGreaterThan(6);
  });

  it('uses STSong-Light through UniGB-UCS2-H with an Adobe-GB1 descendant and embeds no font file', () => {
    const text = latin(renderPdf({ title: '标题', blocks: [] }));
    expect(text).toContain('/Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H');
    expect(text).toContain('/Subtype /CIDFontType0');
    expect(text).toContain('/CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >>');
    expect(text).not.toMatch(/FontFile/u);
  });

  it('breaks long text onto several pages, each numbered 第 n 页 / 共 N 页', () => {
    const blocks = Array.from({ length: 60 }, (_, i) => ({ kind: 'paragraph' as const, text: `${i + 1}. ${PARAGRAPH}` }));
    const pdf = renderPdf({ title: '投资者权益须知', blocks });
    const count = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/u.exec(latin(pdf))?.[1]);
    expect(count).toBeGreaterThan(2);
    expect(latin(pdf).match(/\/Type \/Page /gu)).toHaveLength(count);
    const streams = pageStreams(pdf);
    expect(streams).toHaveLength(count);
    streams.forEach((stream, i) => expect(stream).toContain(`<${ucs2Hex(`第 ${i + 1} 页 / 共 ${count} 页`)}> Tj`));
    parseXref(pdf);
  });

  it('writes the title as UCS-2 hex in the page and as UTF-16 in the document info', () => {
    const pdf = latin(renderPdf({ title: '沣泽基金', blocks: [] }));
    expect(pdf).toContain('/Title <FEFF6CA36CFD57FA91D1>');
    expect(pageStreams(Buffer.from(pdf, 'latin1'))[0]).toContain('<6CA36CFD57FA91D1> Tj');
  });

  it('gives the same bytes for the same input (stable ETags)', () => {
    const input = { title: '隐私政策', blocks: [{ kind: 'heading' as const, text: '一、总则' }], date: '2026-01-01' };
    expect(renderPdf(input).equals(renderPdf(input))).toBe(true);
    expect(latin(renderPdf(input))).toContain("/CreationDate (D:20260101000000+08'00')");
  });
});

describe('wrapText', () => {
  it('keeps every line within the width, counting ASCII as half width', () => {
    const lines = wrapText(PARAGRAPH, 20_000);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(textWidth(line)).toBeLessThanOrEqual(21_000);
    expect(lines.join('')).toBe(PARAGRAPH.replace(/ /gu, ''));
  });

  it('never starts a line with closing punctuation', () => {
    const lines = wrapText('一二三四五六七八九十，一二三四五六七八九十。', 10_000);
    for (const line of lines.slice(1)) expect(line[0]).not.toMatch(/[，。]/u);
  });

  it('keeps an ASCII word together when it fits on the next line', () => {
    expect(wrapText('一二三四五六七 400-921-7000', 10_000)).toEqual(['一二三四五六七', '400-921-7000']);
  });

  it('writes characters outside the BMP as a question mark', () => {
    expect(ucs2Hex('A😀')).toBe('0041003F');
  });
});
