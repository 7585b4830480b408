import { brand, pageTitle } from '@/lib/brand.ts';
import { HOME_BREADCRUMB, type BreadcrumbItem } from '@/components/breadcrumb-items.ts';
import type { PageHead } from './page-head-types.ts';

// Search engines show about this many characters of a description.
const DESCRIPTION_LENGTH = 120;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

// Text of stored (sanitised) rich text for a description: tags dropped, common entities read, spaces collapsed.
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_match, name: string) => ENTITIES[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function clip(text: string, length = DESCRIPTION_LENGTH): string {
  const chars = [...text.trim()];
  return chars.length <= length ? chars.join('') : `${chars.slice(0, length - 1).join('')}…`;
}

// The API's times are Shanghai wall clock (`2026-11-20 09:30:00`); schema.org wants ISO 8601 with the offset.
export function isoDateTime(wireTime: string): string {
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(wireTime) ? `${wireTime.replace(' ', 'T')}+08:00` : wireTime;
}

// schema.org BreadcrumbList of a page's trail (the same items as its PageBreadcrumbs, 首页 first); site-relative
// addresses are made absolute when the tags are written (head-json-ld.ts).
export function breadcrumbList(trail: readonly BreadcrumbItem[], currentPath: string): Record<string, unknown> {
  const items = [HOME_BREADCRUMB, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.title,
      item: item.to ?? currentPath,
    })),
  };
}

// The company as schema.org knows it: the publisher of articles and the provider of funds.
export const ORGANIZATION = {
  '@type': 'Organization',
  name: brand.company,
  alternateName: brand.shortName,
  url: '/home',
} as const;

interface SimpleHead {
  title?: string;
  description?: string;
  canonicalPath: string;
  trail?: readonly BreadcrumbItem[];
  noindex?: boolean;
}

// A page described by fixed text: its title, a fixed description and its breadcrumbs.
export function simpleHead({ title, description, canonicalPath, trail, noindex }: SimpleHead): PageHead {
  return {
    title: pageTitle(title),
    description: description ?? brand.description,
    canonicalPath,
    og: { type: 'website' },
    jsonLd: trail ? [breadcrumbList(trail, canonicalPath)] : [],
    ...(noindex ? { noindex: true } : {}),
  };
}
