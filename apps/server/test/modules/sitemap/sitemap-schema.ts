import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';

const fixture = (name: string) => ({
  fileName: name,
  contents: readFileSync(new URL(`../../fixtures/sitemaps-org/${name}`, import.meta.url), 'utf8'),
});
const SITEMAP_XSD = fixture('sitemap.xsd');
const SITEINDEX_XSD = fixture('siteindex.xsd');

// The sitemaps.org 0.9 schemas decide, not our own reading of the protocol: the messages of every error, empty when valid.
export async function schemaErrors(xml: string, kind: 'urlset' | 'index'): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema: [kind === 'urlset' ? SITEMAP_XSD : SITEINDEX_XSD],
  });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}

// The <loc> values of a urlset or an index, unescaped.
export function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&'));
}
