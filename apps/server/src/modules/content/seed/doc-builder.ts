import { escapeHtml } from './seed-clock.ts';

// Legal texts are written as data (headings and paragraphs) and turned into the same small HTML subset
// the sanitiser keeps, which is also what the PDF writer reads.

export type DocSection = readonly [heading: string, paragraphs: readonly string[]];

export interface SeedDocument {
  key: string;
  kind: 'agreement' | 'form';
  title: string;
  versionDate: string;
  intro?: readonly string[];
  sections: readonly DocSection[];
  // Form fields, printed as a two-column table with blank answers.
  fields?: readonly string[];
}

export function docHtml(doc: Pick<SeedDocument, 'intro' | 'sections' | 'fields'>): string {
  const parts: string[] = [];
  for (const line of doc.intro ?? []) parts.push(`<p>${escapeHtml(line)}</p>`);
  if (doc.fields?.length) {
    const rows = doc.fields.map((f) => `<tr><th scope="row">${escapeHtml(f)}</th><td>\u3000</td></tr>`).join('');
    parts.push(`<table><tbody>${rows}</tbody></table>`);
  }
  for (const [heading, paragraphs] of doc.sections) {
    parts.push(`<h3>${escapeHtml(heading)}</h3>`);
    for (const para of paragraphs) parts.push(`<p>${escapeHtml(para)}</p>`);
  }
  return parts.join('\n');
}

export function listHtml(items: readonly string[], ordered = false): string {
  const tag = ordered ? 'ol' : 'ul';
  return `<${tag}>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</${tag}>`;
}

export function paras(items: readonly string[]): string {
  return items.map((i) => `<p>${escapeHtml(i)}</p>`).join('\n');
}

export function section(heading: string, body: string): string {
  return `<h3>${escapeHtml(heading)}</h3>\n${body}`;
}
