import type { QueryClient } from '@tanstack/react-query';
import type { FundDetailResponse, ManagerDetailResponse } from '@fund-direct/domain/contracts';
import { formatDate, formatPercent, formatValue } from '@fund-direct/domain/format';
import { fundDetailOptions, isFundNotFound } from '@/api/content/fund-detail.ts';
import { pageTitle } from '@/lib/brand.ts';
import { isManagerNotFound, managerDetailOptions } from '@/features/manager/api/manager-detail.ts';
import { breadcrumbList, clip, ORGANIZATION, plainText, simpleHead } from './head-common.ts';
import type { PageHead } from './page-head-types.ts';

// The same checks as the pages: anything else is the page's not-found state.
const FUND_CODE = /^\d{6}$/;
const MAN_ID = /^\d{1,12}$/;
const FUNDS_CRUMB = { title: '基金产品', to: '/fund' };

export function fundListHead(): PageHead {
  return simpleHead({
    title: '基金产品',
    description: '沣泽基金全部公募基金产品：股票型、混合型、债券型、货币型、指数型与QDII基金的最新净值、收益率排行与产品筛选。',
    canonicalPath: '/fund',
    trail: [{ title: '基金产品' }],
  });
}

function notFound(title: string, canonicalPath: string): PageHead {
  return { ...simpleHead({ title, canonicalPath, trail: [FUNDS_CRUMB, { title }] }), noindex: true };
}

// §3 fund: the latest NAV (a money fund: income per 10,000 shares and 7-day yield) with its date.
function latestValue(fund: FundDetailResponse['fund']): string {
  if (!fund.navDate) return '';
  if (fund.isMoneyFund) {
    return `每万份收益${formatValue(fund.incomePer10k)}元，七日年化收益率${formatPercent(fund.yield7d, { multiply100: true })}（${fund.navDate}）。`;
  }
  return `最新单位净值${formatValue(fund.nav)}元，累计净值${formatValue(fund.accNav)}元（${fund.navDate}）。`;
}

function fundJsonLd({ fund }: FundDetailResponse, canonicalPath: string): Record<string, unknown> {
  const latest = fund.isMoneyFund
    ? { name: '每万份收益', value: fund.incomePer10k, unitText: '元' }
    : { name: '单位净值', value: fund.nav, unitText: '元' };
  return {
    '@context': 'https://schema.org',
    '@type': 'InvestmentFund',
    name: fund.fundname,
    alternateName: fund.shortName,
    identifier: fund.fundcode,
    category: fund.fundTypeLabel,
    url: canonicalPath,
    provider: ORGANIZATION,
    ...(fund.navDate && latest.value !== null
      ? {
          additionalProperty: {
            '@type': 'PropertyValue',
            name: latest.name,
            // A decimal string as published, never a float.
            value: latest.value,
            unitText: latest.unitText,
            validFrom: fund.navDate,
          },
        }
      : {}),
  };
}

// §2 /fund_detail?fundCode=
export function fundDetailHead(url: URL, queryClient: QueryClient): PageHead {
  const fundCode = url.searchParams.get('fundCode') ?? '';
  if (!FUND_CODE.test(fundCode)) return notFound('基金不存在', '/fund_detail');
  const canonicalPath = `/fund_detail?fundCode=${fundCode}`;
  const { queryKey } = fundDetailOptions(fundCode);
  const detail = queryClient.getQueryData<FundDetailResponse>(queryKey);
  if (!detail) {
    if (isFundNotFound(queryClient.getQueryState(queryKey)?.error)) return notFound('基金不存在', canonicalPath);
    return simpleHead({ title: '基金详情', canonicalPath, trail: [FUNDS_CRUMB, { title: '基金详情' }] });
  }
  const { fund } = detail;
  return {
    title: pageTitle(`${fund.fundname}(${fundCode})`),
    description: clip(`${fund.fundname}（${fundCode}），${fund.fundTypeLabel}，${fund.riskLevelLabel}。${latestValue(fund)}`),
    canonicalPath,
    og: { type: 'product' },
    jsonLd: [fundJsonLd(detail, canonicalPath), breadcrumbList([FUNDS_CRUMB, { title: fund.fundname }], canonicalPath)],
  };
}

function managerJsonLd({ manager, currentFunds }: ManagerDetailResponse, canonicalPath: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: manager.name,
    jobTitle: manager.title,
    image: manager.avatar,
    url: canonicalPath,
    description: clip(plainText(manager.biography), 200),
    worksFor: ORGANIZATION,
    ...(currentFunds.length ? { knowsAbout: currentFunds.map((fund) => fund.fundname) } : {}),
  };
}

// §2 /fund_manager?manId=
export function managerHead(url: URL, queryClient: QueryClient): PageHead {
  const manId = url.searchParams.get('manId') ?? '';
  if (!MAN_ID.test(manId)) return notFound('基金经理不存在', '/fund_manager');
  const canonicalPath = `/fund_manager?manId=${manId}`;
  const { queryKey } = managerDetailOptions(manId);
  const detail = queryClient.getQueryData<ManagerDetailResponse>(queryKey);
  if (!detail) {
    if (isManagerNotFound(queryClient.getQueryState(queryKey)?.error)) return notFound('基金经理不存在', canonicalPath);
    return simpleHead({ title: '基金经理', canonicalPath, trail: [FUNDS_CRUMB, { title: '基金经理' }] });
  }
  const { manager } = detail;
  const since = `${formatDate(manager.careerStartDate)}起从业`;
  return {
    title: pageTitle(`基金经理${manager.name}`),
    description: clip(`${manager.name}，${manager.title}，${manager.education}，${since}。${plainText(manager.biography)}`),
    canonicalPath,
    og: { type: 'website', image: manager.avatar },
    jsonLd: [managerJsonLd(detail, canonicalPath), breadcrumbList([FUNDS_CRUMB, { title: manager.name }], canonicalPath)],
  };
}
