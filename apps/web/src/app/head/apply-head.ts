import { headMetas } from './head-tags.ts';
import { absoluteUrl, jsonLdText } from './head-json-ld.ts';
import type { PageHead } from './page-head-types.ts';

function element<T extends Element>(doc: Document, selector: string, create: () => T): T {
  const found = doc.head.querySelector<T>(selector);
  if (found) return found;
  const created = create();
  doc.head.append(created);
  return created;
}

// The origin the server announced in the first page's canonical link (SITE_ORIGIN), else the one in the address bar.
export function announcedOrigin(doc: Document): string {
  const href = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  try {
    if (href) return new URL(href).origin;
  } catch {
    // An unreadable canonical link: the address bar's origin below.
  }
  return doc.location.origin;
}

// What the server writes into the first HTML (headTags), done with DOM APIs after a navigation in the browser.
export function applyHead(doc: Document, head: PageHead, origin: string): void {
  if (!head.titleFromPage) doc.title = head.title;
  for (const meta of headMetas(head, origin)) {
    const tag = element(doc, `meta[${meta.attribute}="${meta.key}"]`, () => {
      const created = doc.createElement('meta');
      created.setAttribute(meta.attribute, meta.key);
      return created;
    });
    tag.setAttribute('content', meta.content);
  }
  // Image tags of the previous page that this one does not have.
  const keys = new Set(headMetas(head, origin).map((meta) => meta.key));
  for (const stale of doc.head.querySelectorAll('meta[property="og:image"], meta[name="twitter:image"]')) {
    if (!keys.has(stale.getAttribute('property') ?? stale.getAttribute('name') ?? '')) stale.remove();
  }
  const canonical = element(doc, 'link[rel="canonical"]', () => {
    const created = doc.createElement('link');
    created.rel = 'canonical';
    return created;
  });
  canonical.href = absoluteUrl(head.canonicalPath, origin);
  // JSON-LD is data, not script: no nonce needed, and textContent is never parsed as HTML.
  for (const old of doc.head.querySelectorAll('script[type="application/ld+json"]')) old.remove();
  for (const item of head.jsonLd) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = jsonLdText(item, origin);
    doc.head.append(script);
  }
}
