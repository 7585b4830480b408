import { describe, expect, it } from 'vitest';
import { locs, schemaErrors } from '../../../test/modules/sitemap/sitemap-schema.ts';
import { escapeXml, renderSitemaps, type SitemapEntry } from './sitemap-xml.ts';

const ORIGIN = 'https://www.fengzefund.com';
const entries: SitemapEntry[] = Array.from({ length: 25 }, (_, i) => ({
  path: `/fund_detail?fundCode=${String(i).padStart(6, '0')}&from=<"x">`,
  lastmod: `2026-11-${String(i + 1).padStart(2, '0')}`,
}));

describe('renderSitemaps', () => {
  it('escapes every address (a query string & in particular) and stays valid XML', async () => {
    const { root, parts } = renderSitemaps(ORIGIN, entries);
    expect(parts).toEqual([]);
    expect(root).toContain(`<loc>${ORIGIN}/fund_detail?fundCode=000000&amp;from=&lt;&quot;x&quot;&gt;</loc>`);
    expect(await schemaErrors(root, 'urlset')).toEqual([]);
    expect(escapeXml(`a&b<c>"d"'e`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e');
  });

  it('splits by URL count into an index whose entries carry the newest lastmod of their file', async () => {
    const plain = entries.map((entry) => ({ ...entry, path: entry.path.replace(/&.*/, '&from=home') }));
    const { root, parts } = renderSitemaps(ORIGIN, plain, { maxUrls: 10, maxBytes: 50 * 1024 * 1024 });
    expect(parts).toHaveLength(3);
    expect(await schemaErrors(root, 'index')).toEqual([]);
    expect(root).toContain(`<sitemap><loc>${ORIGIN}/sitemap-1.xml</loc><lastmod>2026-11-10</lastmod></sitemap>`);
    expect(root).toContain(`<sitemap><loc>${ORIGIN}/sitemap-3.xml</loc><lastmod>2026-11-25</lastmod></sitemap>`);
    expect(parts.map((part) => locs(part).length)).toEqual([10, 10, 5]);
    expect(parts.flatMap(locs)).toEqual(plain.map((entry) => `${ORIGIN}${entry.path}`));
  });

  it('splits by size so that no file passes the byte limit', () => {
    const one = renderSitemaps(ORIGIN, entries.slice(0, 1)).root;
    const limit = Buffer.byteLength(one) * 3;
    const { parts } = renderSitemaps(ORIGIN, entries, { maxUrls: 50_000, maxBytes: limit });
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(limit);
    expect(parts.flatMap(locs)).toHaveLength(entries.length);
  });
});
