import { htmlToText } from '../content/content.public.ts';
import type { PdfBlock } from './pdf.ts';

// Reads the sanitised HTML subset (headings, paragraphs, lists, tables, blockquotes) into PDF blocks.
export function htmlToPdfBlocks(html: string): PdfBlock[] {
  const blocks: PdfBlock[] = [];
  const pattern = /<(h[2-4]|p|li|tr|caption)\b[^>]*>([\s\S]*?)<\/\1>/giu;
  for (const match of html.matchAll(pattern)) {
    const tag = (match[1] ?? '').toLowerCase();
    const inner = match[2] ?? '';
    if (tag === 'tr') {
      const cells = [...inner.matchAll(/<(t[hd])\b[^>]*>([\s\S]*?)<\/\1>/giu)].map((c) => htmlToText(c[2] ?? ''));
      // A label with an empty answer is a form field: print a line to write on.
      const [label, value] = cells;
      const text =
        cells.length === 2 && label !== undefined && value !== undefined
          ? `${label}：${value.trim() ? value : '＿'.repeat(Math.max(10, 36 - label.length))}`
          : cells.join('　｜　');
      if (text.trim()) blocks.push({ kind: 'line', text });
      continue;
    }
    const text = htmlToText(inner);
    if (!text) continue;
    if (tag.startsWith('h') || tag === 'caption') blocks.push({ kind: 'heading', text });
    else if (tag === 'li') blocks.push({ kind: 'line', text: `· ${text}` });
    else blocks.push({ kind: 'paragraph', text });
  }
  return blocks;
}
