import { describe, expect, it } from 'vitest';
import { headTags } from './page-head.ts';
import type { PageHead } from './page-head-types.ts';

const ORIGIN = 'https://www.fengzefund.com';

const HEAD: PageHead = {
  title: '"<基金>" & 公司 - 沣泽基金',
  description: 'A "quoted" <b>bold</b> & more',
  canonicalPath: '/fund_detail?fundCode=000001&x="y"',
  og: { type: 'article', image: '/resources/media/images/a.jpg' },
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'Article', headline: '</script><script>alert(1)</script>', url: '/viewpoint' }],
};

// The JSON text of each ld+json script, as a browser reads it.
function jsonLdScripts(html: string): unknown[] {
  const doc = new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head></html>`, 'text/html');
  return [...doc.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ''));
}

describe('headTags', () => {
  it('escapes the title, description and addresses', () => {
    const html = headTags(HEAD, ORIGIN, 'n0nce');
    expect(html).toContain('<title>&quot;&lt;基金&gt;&quot; &amp; 公司 - 沣泽基金</title>');
    expect(html).toContain('<meta name="description" content="A &quot;quoted&quot; &lt;b&gt;bold&lt;/b&gt; &amp; more">');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/fund_detail?fundCode=000001&amp;x=&quot;y&quot;">`);
    expect(html).not.toContain('<b>');
    const doc = new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head></html>`, 'text/html');
    expect(doc.title).toBe(HEAD.title);
    expect(doc.head.querySelectorAll('title')).toHaveLength(1);
  });

  it('keeps JSON-LD inside its script whatever the content says, with absolute addresses and the nonce', () => {
    const html = headTags(HEAD, ORIGIN, 'n0nce');
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('<script type="application/ld+json" nonce="n0nce">');
    expect(jsonLdScripts(html)).toEqual([
      { '@context': 'https://schema.org', '@type': 'Article', headline: '</script><script>alert(1)</script>', url: `${ORIGIN}/viewpoint` },
    ]);
  });

  it('writes Open Graph and Twitter tags with the site name, locale and an absolute image', () => {
    const html = headTags(HEAD, ORIGIN, 'n');
    for (const tag of [
      '<meta property="og:site_name" content="沣泽基金">',
      '<meta property="og:locale" content="zh_CN">',
      '<meta property="og:type" content="article">',
      `<meta property="og:image" content="${ORIGIN}/resources/media/images/a.jpg">`,
      `<meta property="og:url" content="${ORIGIN}/fund_detail?fundCode=000001&amp;x=&quot;y&quot;">`,
      '<meta name="twitter:card" content="summary">',
      '<meta name="robots" content="index, follow">',
    ]) {
      expect(html).toContain(tag);
    }
    expect(headTags({ ...HEAD, noindex: true }, ORIGIN, 'n')).toContain('<meta name="robots" content="noindex, nofollow">');
  });
});
