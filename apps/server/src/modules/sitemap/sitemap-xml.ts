// The sitemaps.org 0.9 protocol: one <urlset> of at most 50,000 URLs and 50 MB (uncompressed); beyond that the
// sitemap becomes an index whose entries are the numbered files.
export const SITEMAP_LIMITS = { maxUrls: 50_000, maxBytes: 50 * 1024 * 1024 } as const;
export type SitemapLimits = { maxUrls: number; maxBytes: number };

export interface SitemapEntry {
  // Site-relative path with the query that names the content, e.g. /fund_detail?fundCode=000001.
  path: string;
  // W3C datetime: a date (2026-11-20) or an ISO instant.
  lastmod?: string | undefined;
}

export interface SitemapFiles {
  // What /sitemap.xml answers: the urlset itself, or the index of the numbered files.
  root: string;
  // /sitemap-1.xml … (empty when everything fits in the root).
  parts: string[];
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${NAMESPACE}">\n`;
const URLSET_CLOSE = '</urlset>\n';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

// The protocol requires entity-escaped URLs (a fund link's `&` in particular).
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

export function sitemapPartPath(page: number): string {
  return `/sitemap-${page}.xml`;
}

function urlElement(origin: string, entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
  return `<url><loc>${escapeXml(origin + entry.path)}</loc>${lastmod}</url>\n`;
}

// Later of two W3C datetimes; both forms start with the date, and instants are written in UTC, so the text compares.
function later(a: string | undefined, b: string | undefined): string | undefined {
  if (!a) return b;
  if (!b) return a;
  return a >= b ? a : b;
}

interface Chunk {
  body: string[];
  bytes: number;
  lastmod: string | undefined;
}

function chunk(origin: string, entries: readonly SitemapEntry[], limits: SitemapLimits): Chunk[] {
  const frame = Buffer.byteLength(URLSET_OPEN) + Buffer.byteLength(URLSET_CLOSE);
  const chunks: Chunk[] = [];
  let current: Chunk = { body: [], bytes: frame, lastmod: undefined };
  for (const entry of entries) {
    const element = urlElement(origin, entry);
    const size = Buffer.byteLength(element);
    if (current.body.length > 0 && (current.body.length >= limits.maxUrls || current.bytes + size > limits.maxBytes)) {
      chunks.push(current);
      current = { body: [], bytes: frame, lastmod: undefined };
    }
    current.body.push(element);
    current.bytes += size;
    current.lastmod = later(current.lastmod, entry.lastmod);
  }
  chunks.push(current);
  return chunks;
}

const urlset = (body: readonly string[]) => URLSET_OPEN + body.join('') + URLSET_CLOSE;

export function renderSitemaps(origin: string, entries: readonly SitemapEntry[], limits: SitemapLimits = SITEMAP_LIMITS): SitemapFiles {
  const chunks = chunk(origin, entries, limits);
  if (chunks.length === 1) return { root: urlset(chunks[0]?.body ?? []), parts: [] };
  const index = chunks
    .map((part, i) => {
      const lastmod = part.lastmod ? `<lastmod>${escapeXml(part.lastmod)}</lastmod>` : '';
      return `<sitemap><loc>${escapeXml(origin + sitemapPartPath(i + 1))}</loc>${lastmod}</sitemap>\n`;
    })
    .join('');
  return {
    root: `${XML_DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${index}</sitemapindex>\n`,
    parts: chunks.map((part) => urlset(part.body)),
  };
}
