import type { QueryClient } from '@tanstack/react-query';
import { isFooterPageKey, SERVICE_TYPES, type FooterPageResponse, type ServiceType } from '@fund-direct/domain/contracts';
import { brand, pageTitle } from '@/lib/brand.ts';
import { footerPageOptions } from '@/features/footer-pages/api/footer-page.ts';
import { CUSTOMER_SERVICE_PATH, SERVICE_SECTIONS } from '@/features/service-center/service-menu.ts';
import { clip, ORGANIZATION, plainText, simpleHead } from './head-common.ts';
import type { PageHead } from './page-head-types.ts';

// §2 home: the company itself (schema.org Organization with its hotline and address) and the site.
export function homeHead(): PageHead {
  return {
    title: pageTitle('首页'),
    description: brand.description,
    canonicalPath: '/home',
    og: { type: 'website' },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        ...ORGANIZATION,
        slogan: brand.slogan,
        email: brand.contact.email,
        address: brand.addresses[0].text,
        contactPoint: {
          '@type': 'ContactPoint',
          telephone: brand.contact.hotline,
          contactType: 'customer service',
          areaServed: 'CN',
          availableLanguage: 'zh-CN',
        },
      },
      { '@context': 'https://schema.org', '@type': 'WebSite', name: brand.shortName, url: '/home', inLanguage: 'zh-CN' },
    ],
  };
}

export function enterhyHead(): PageHead {
  return simpleHead({
    title: '走进沣泽',
    description: `走进沣泽：${brand.company}的公司简介、发展历程、荣誉奖项、招聘信息与联系方式。${brand.slogan}。`,
    canonicalPath: '/enterhy',
    trail: [{ title: '走进沣泽' }],
  });
}

const SERVICE_TITLE = '客户服务';

export function customerServiceHead(): PageHead {
  return simpleHead({
    title: SERVICE_TITLE,
    description: `沣泽基金客户服务中心：资料下载、业务指南、交易规则、投资者教育、常见问题与销售机构查询，客服热线${brand.contact.hotlineDisplay}。`,
    canonicalPath: CUSTOMER_SERVICE_PATH,
    trail: [{ title: SERVICE_TITLE }],
  });
}

// §2 /services/<child>: named by its menu entry, under its section (the service layout's breadcrumbs).
export function serviceHead(serviceType: string): PageHead | null {
  const section = SERVICE_SECTIONS.find((candidate) => (candidate.children as readonly string[]).includes(serviceType));
  if (!section) return null;
  const label = SERVICE_TYPES[serviceType as ServiceType];
  return simpleHead({
    title: label,
    description: `沣泽基金客户服务中心「${section.label}」栏目：${label}。客服热线${brand.contact.hotlineDisplay}，${brand.contact.serviceHours}。`,
    canonicalPath: `/services/${serviceType}`,
    trail: [{ title: SERVICE_TITLE, to: CUSTOMER_SERVICE_PATH }, { title: section.label }, { title: label }],
  });
}

// §2 footer pages: the company's own text (title and update time from the content call).
export function footerHead(key: string, queryClient: QueryClient): PageHead | null {
  if (!isFooterPageKey(key)) return null;
  const canonicalPath = `/footer/${key}`;
  const page = queryClient.getQueryData<FooterPageResponse>(footerPageOptions(key).queryKey);
  if (!page) return simpleHead({ canonicalPath });
  const text = plainText(page.contentHtml);
  return {
    ...simpleHead({ title: page.title, canonicalPath, trail: [{ title: page.title }] }),
    description: clip(text ? `${page.title}：${text}` : `${brand.company}${page.title}。`),
  };
}

// §2 /login and /auth/register: useful to people, nothing for a search index.
export function loginHead(): PageHead {
  return simpleHead({ title: '登录', description: `登录${brand.shortName}网上交易。`, canonicalPath: '/login', noindex: true });
}

export function registerHead(): PageHead {
  return simpleHead({ title: '注册', description: `注册${brand.shortName}网上交易账户。`, canonicalPath: '/auth/register', noindex: true });
}

export const NOT_FOUND_TITLE = '页面不存在';

// A path no route knows: the 404 page, never indexed.
export function notFoundHead(pathname: string): PageHead {
  return simpleHead({ title: NOT_FOUND_TITLE, canonicalPath: pathname, noindex: true });
}
