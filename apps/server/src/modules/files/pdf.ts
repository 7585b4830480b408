import { deflateSync } from 'node:zlib';
import { FULL_WIDTH, textWidth, ucs2Hex, utf16Hex, wrapText } from './pdf-text.ts';

// A small PDF writer for Chinese documents. No font is embedded: the text uses the standard
// Adobe-GB1 CJK font STSong-Light through the UniGB-UCS2-H CMap, which every PDF viewer substitutes.

export type PdfBlockKind = 'heading' | 'paragraph' | 'line';

export interface PdfBlock {
  kind: PdfBlockKind;
  text: string;
}

export interface PdfDocumentInput {
  title: string;
  subtitle?: string;
  blocks: readonly PdfBlock[];
  // Shown at the foot of every page beside the page number.
  footer?: string;
  // D:YYYYMMDDHHmmSS+08'00' is derived from this, so the same input always gives the same bytes.
  date?: string;
}

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN_X = 64;
const MARGIN_TOP = 72;
const MARGIN_BOTTOM = 72;
const CONTENT_WIDTH = PAGE_WIDTH - MARGIN_X * 2;

const STYLE = {
  title: { size: 18, leading: 28, before: 0, after: 10 },
  subtitle: { size: 10.5, leading: 16, before: 0, after: 14 },
  heading: { size: 13, leading: 20, before: 10, after: 4 },
  paragraph: { size: 10.5, leading: 18, before: 0, after: 6 },
  line: { size: 10.5, leading: 18, before: 0, after: 0 },
} as const;

interface PlacedLine {
  x: number;
  y: number;
  size: number;
  text: string;
}

function fmt(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0+$/u, '').replace(/\.$/u, '');
}

function layout(input: PdfDocumentInput): PlacedLine[][] {
  const pages: PlacedLine[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN_TOP;
  const place = (text: string, size: number, leading: number, x: number) => {
    if (y - leading < MARGIN_BOTTOM) {
      pages.push([]);
      y = PAGE_HEIGHT - MARGIN_TOP;
    }
    y -= leading;
    pages[pages.length - 1]?.push({ x, y: y + (leading - size) / 2, size, text });
  };
  const centred = (text: string, style: (typeof STYLE)['title' | 'subtitle']) => {
    const units = (CONTENT_WIDTH * 1000) / style.size;
    for (const line of wrapText(text, units)) {
      const width = (textWidth(line) * style.size) / 1000;
      place(line, style.size, style.leading, MARGIN_X + (CONTENT_WIDTH - width) / 2);
    }
    y -= style.after;
  };
  centred(input.title, STYLE.title);
  if (input.subtitle) centred(input.subtitle, STYLE.subtitle);
  for (const block of input.blocks) {
    const style = STYLE[block.kind];
    const units = (CONTENT_WIDTH * 1000) / style.size;
    // Chinese paragraphs open with a two-character indent.
    const indent = block.kind === 'paragraph' ? FULL_WIDTH * 2 : 0;
    y -= style.before;
    wrapText(block.text, units, indent).forEach((line, i) => {
      const x = MARGIN_X + (i === 0 ? (indent * style.size) / 1000 : 0);
      place(line, style.size, style.leading, x);
    });
    y -= style.after;
  }
  return pages;
}

function pageStream(lines: readonly PlacedLine[], pageNo: number, pageCount: number, footer?: string): string {
  const ops: string[] = ['0.11 0.11 0.11 rg'];
  for (const line of lines) {
    if (!line.text) continue;
    ops.push(`BT /F1 ${fmt(line.size)} Tf ${fmt(line.x)} ${fmt(line.y)} Td <${ucs2Hex(line.text)}> Tj ET`);
  }
  // Rule and page number at the foot of the page.
  ops.push('0.78 0.61 0.31 RG 0.5 w');
  ops.push(`${fmt(MARGIN_X)} ${fmt(MARGIN_BOTTOM - 24)} m ${fmt(PAGE_WIDTH - MARGIN_X)} ${fmt(MARGIN_BOTTOM - 24)} l S`);
  const pageText = `第 ${pageNo} 页 / 共 ${pageCount} 页`;
  const size = 9;
  const px = PAGE_WIDTH - MARGIN_X - (textWidth(pageText) * size) / 1000;
  ops.push('0.4 0.4 0.4 rg');
  ops.push(`BT /F1 ${size} Tf ${fmt(px)} ${fmt(MARGIN_BOTTOM - 40)} Td <${ucs2Hex(pageText)}> Tj ET`);
  if (footer) ops.push(`BT /F1 ${size} Tf ${fmt(MARGIN_X)} ${fmt(MARGIN_BOTTOM - 40)} Td <${ucs2Hex(footer)}> Tj ET`);
  return ops.join('\n');
}

function pdfDate(date?: string): string {
  const digits = (date ?? '2026-01-01').replace(/\D/gu, '').padEnd(14, '0').slice(0, 14);
  return `D:${digits}+08'00'`;
}

export function renderPdf(input: PdfDocumentInput): Buffer {
  const pages = layout(input);
  const objects: (string | Buffer)[] = [];
  const add = (body: string | Buffer) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add('');
  const pagesRoot = add('');
  const font = add('');
  const cidFont = add('');
  const descriptor = add('');
  const info = add(`<< /Title <${utf16Hex(input.title)}> /Producer (Fund Direct) /CreationDate (${pdfDate(input.date)}) >>`);
  objects[font - 1] = `<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [${cidFont} 0 R] >>`;
  // CIDs 1-95 of Adobe-GB1 are the half-width Latin glyphs that UniGB-UCS2-H maps ASCII to.
  objects[cidFont - 1] =
    `<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor ${descriptor} 0 R /DW 1000 /W [1 95 500] >>`;
  objects[descriptor - 1] =
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>';
  const pageIds: number[] = [];
  pages.forEach((lines, i) => {
    const stream = deflateSync(Buffer.from(pageStream(lines, i + 1, pages.length, input.footer), 'latin1'));
    const content = add(
      Buffer.concat([
        Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
        stream,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    );
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pagesRoot} 0 R /MediaBox [0 0 ${fmt(PAGE_WIDTH)} ${fmt(PAGE_HEIGHT)}] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesRoot} 0 R /Lang (zh-CN) >>`;
  objects[pagesRoot - 1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;

  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  let offset = chunks[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    chunks.push(chunk);
    offset += chunk.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n`, '0000000000 65535 f \n'];
  for (const o of offsets) xref.push(`${String(o).padStart(10, '0')} 00000 n \n`);
  xref.push(`trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${offset}\n%%EOF\n`);
  chunks.push(Buffer.from(xref.join(''), 'latin1'));
  return Buffer.concat(chunks);
}
