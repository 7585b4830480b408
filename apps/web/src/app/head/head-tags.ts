import { brand } from '@/lib/brand.ts';
import { absoluteUrl, jsonLdText } from './head-json-ld.ts';
import type { PageHead } from './page-head-types.ts';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

// The <meta> tags of a head (name or property, content), shared by the server's HTML and the browser's sync.
export function headMetas(head: PageHead, origin: string): { attribute: 'name' | 'property'; key: string; content: string }[] {
  const canonical = absoluteUrl(head.canonicalPath, origin);
  const image = head.og.image ? absoluteUrl(head.og.image, origin) : undefined;
  return [
    { attribute: 'name', key: 'description', content: head.description },
    { attribute: 'name', key: 'robots', content: head.noindex ? 'noindex, nofollow' : 'index, follow' },
    { attribute: 'property', key: 'og:site_name', content: brand.shortName },
    { attribute: 'property', key: 'og:locale', content: 'zh_CN' },
    { attribute: 'property', key: 'og:type', content: head.og.type },
    { attribute: 'property', key: 'og:title', content: head.title },
    { attribute: 'property', key: 'og:description', content: head.description },
    { attribute: 'property', key: 'og:url', content: canonical },
    ...(image ? [{ attribute: 'property' as const, key: 'og:image', content: image }] : []),
    { attribute: 'name', key: 'twitter:card', content: 'summary' },
    { attribute: 'name', key: 'twitter:title', content: head.title },
    { attribute: 'name', key: 'twitter:description', content: head.description },
    ...(image ? [{ attribute: 'name' as const, key: 'twitter:image', content: image }] : []),
  ];
}

// The tags for the server's HTML <head>; JSON-LD scripts carry the response's CSP nonce.
export function headTags(head: PageHead, origin: string, nonce: string): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    ...headMetas(head, origin).map((meta) => `<meta ${meta.attribute}="${meta.key}" content="${escapeHtml(meta.content)}">`),
    `<link rel="canonical" href="${escapeHtml(absoluteUrl(head.canonicalPath, origin))}">`,
    ...head.jsonLd.map((item) => `<script type="application/ld+json" nonce="${escapeHtml(nonce)}">${jsonLdText(item, origin)}</script>`),
  ].join('\n');
}
