import { afterEach, describe, expect, it } from 'vitest';
import { applyHead } from './apply-head.ts';
import type { PageHead } from './page-head-types.ts';

const ORIGIN = 'https://www.fengzefund.com';
const article: PageHead = {
  title: '四季度债市展望 - 沣泽基金',
  description: '利率中枢下移。',
  canonicalPath: '/viewpoint/viewpoint_article?id=12',
  og: { type: 'article', image: '/resources/media/images/12.jpg' },
  jsonLd: [
    { '@type': 'Article', headline: '</script>四季度' },
    { '@type': 'BreadcrumbList', itemListElement: [] },
  ],
};
const fundList: PageHead = {
  title: '基金产品 - 沣泽基金',
  description: '全部基金。',
  canonicalPath: '/fund',
  og: { type: 'website' },
  jsonLd: [{ '@type': 'BreadcrumbList', itemListElement: [] }],
};

const meta = (selector: string) => document.head.querySelector(`meta[${selector}]`)?.getAttribute('content');
const ldTypes = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => (JSON.parse(s.textContent ?? '') as { '@type': string })['@type'],
  );

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('applyHead (browser navigation)', () => {
  it('sets title, description, canonical, Open Graph and JSON-LD, and replaces them on the next page', () => {
    applyHead(document, article, ORIGIN);
    expect(document.title).toBe(article.title);
    expect(meta('name="description"')).toBe('利率中枢下移。');
    expect(meta('property="og:image"')).toBe(`${ORIGIN}/resources/media/images/12.jpg`);
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(`${ORIGIN}/viewpoint/viewpoint_article?id=12`);
    expect(ldTypes()).toEqual(['Article', 'BreadcrumbList']);

    applyHead(document, fundList, ORIGIN);
    expect(document.title).toBe(fundList.title);
    expect(meta('property="og:type"')).toBe('website');
    expect(meta('property="og:image"')).toBeUndefined();
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(ldTypes()).toEqual(['BreadcrumbList']);
  });

  it('leaves the title to a page that names itself', () => {
    document.title = '我的资产 - 沣泽基金';
    applyHead(document, { ...fundList, noindex: true, titleFromPage: true }, ORIGIN);
    expect(document.title).toBe('我的资产 - 沣泽基金');
    expect(meta('name="robots"')).toBe('noindex, nofollow');
  });
});
