import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fundDetailOptions } from '@/api/content/fund-detail.ts';
import { ApiError } from '@/lib/http.ts';
import { noticeDetailOptions } from '@/features/disclosure/api/notice-detail.ts';
import { footerPageOptions } from '@/features/footer-pages/api/footer-page.ts';
import { managerDetailOptions } from '@/features/manager/api/manager-detail.ts';
import { articleDetailOptions } from '@/features/viewpoint/api/article-detail.ts';
import { ARTICLE, FUND_DETAIL, MANAGER_DETAIL, NOTICE, VIDEO } from './head-test-data.ts';
import { pageHead, type PageHead } from './page-head.ts';

const head = (path: string, queryClient = new QueryClient()) => pageHead(new URL(path, 'http://localhost'), queryClient);
const ofType = (page: PageHead, type: string) => page.jsonLd.find((item) => item['@type'] === type);
const crumbs = (page: PageHead) =>
  (ofType(page, 'BreadcrumbList')?.itemListElement as { name: string; item: string }[] | undefined)?.map((item) => item.name);

describe('pageHead: funds and managers', () => {
  it('describes a fund from its cached detail: name, type, latest NAV and date, InvestmentFund with the NAV', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(fundDetailOptions('000001').queryKey, FUND_DETAIL);
    const page = head('/fund_detail?fundCode=000001&from=home', queryClient);
    expect(page.title).toBe('沣泽成长混合A(000001) - 沣泽基金');
    expect(page.description).toContain('沣泽成长混合A（000001）');
    expect(page.description).toContain('混合型');
    expect(page.description).toContain('最新单位净值1.2345元');
    expect(page.description).toContain('2026-11-20');
    expect(page.canonicalPath).toBe('/fund_detail?fundCode=000001');
    expect(page.og.type).toBe('product');
    expect(ofType(page, 'InvestmentFund')).toMatchObject({
      name: '沣泽成长混合A',
      identifier: '000001',
      provider: { '@type': 'Organization', name: '沣泽基金管理有限公司' },
      additionalProperty: { '@type': 'PropertyValue', name: '单位净值', value: '1.2345', validFrom: '2026-11-20' },
    });
    expect(crumbs(page)).toEqual(['首页', '基金产品', '沣泽成长混合A']);
    expect(page.noindex).toBeUndefined();
  });

  it('names a money fund by its income per 10,000 shares and 7-day yield', () => {
    const queryClient = new QueryClient();
    const fund = { ...FUND_DETAIL.fund, isMoneyFund: true, nav: null, accNav: null, incomePer10k: '0.4512', yield7d: '0.0165' };
    queryClient.setQueryData(fundDetailOptions('000001').queryKey, { ...FUND_DETAIL, fund });
    const page = head('/fund_detail?fundCode=000001', queryClient);
    expect(page.description).toContain('每万份收益0.4512元');
    expect(page.description).toContain('七日年化收益率+1.65%');
    expect(ofType(page, 'InvestmentFund')).toMatchObject({ additionalProperty: { name: '每万份收益', value: '0.4512' } });
  });

  it('falls back to the generic fund head without data, and says noindex for an unknown fund', () => {
    const pending = head('/fund_detail?fundCode=000001');
    expect(pending.title).toBe('基金详情 - 沣泽基金');
    expect(pending.canonicalPath).toBe('/fund_detail?fundCode=000001');
    expect(ofType(pending, 'InvestmentFund')).toBeUndefined();

    const queryClient = new QueryClient();
    const { queryKey } = fundDetailOptions('999999');
    queryClient
      .getQueryCache()
      .build(queryClient, { queryKey })
      .setState({ status: 'error', error: new ApiError('business', '1405', '基金不存在', 404) });
    const missing = head('/fund_detail?fundCode=999999', queryClient);
    expect(missing.title).toBe('基金不存在 - 沣泽基金');
    expect(missing.noindex).toBe(true);
    expect(head('/fund_detail?fundCode=abc').noindex).toBe(true);
  });

  it('describes a manager from the start of the profile, as a Person with the avatar', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(managerDetailOptions('1001').queryKey, MANAGER_DETAIL);
    const page = head('/fund_manager?manId=1001', queryClient);
    expect(page.title).toBe('基金经理李明 - 沣泽基金');
    expect(page.description).toMatch(/^李明，权益投资部总监/);
    expect(page.description).toContain('12年证券从业经历');
    expect(page.description).not.toContain('<p>');
    expect(page.og.image).toBe(MANAGER_DETAIL.manager.avatar);
    expect(ofType(page, 'Person')).toMatchObject({ name: '李明', jobTitle: '权益投资部总监', worksFor: { name: '沣泽基金管理有限公司' } });
    expect(crumbs(page)).toEqual(['首页', '基金产品', '李明']);
    expect(head('/fund_manager?manId=1001').title).toBe('基金经理 - 沣泽基金');
  });
});

describe('pageHead: viewpoints and notices', () => {
  it('describes an article by its summary, as an Article with date, author and publisher', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(articleDetailOptions(12).queryKey, ARTICLE);
    const page = head('/viewpoint/viewpoint_article?id=12&type=other&hasCollect=0', queryClient);
    expect(page.title).toBe('四季度债市展望 - 沣泽基金');
    expect(page.description).toBe('利率中枢下移，信用利差仍有压缩空间。');
    expect(page.canonicalPath).toBe('/viewpoint/viewpoint_article?id=12');
    expect(page.og).toEqual({ type: 'article', image: ARTICLE.cover });
    expect(ofType(page, 'Article')).toMatchObject({
      headline: '四季度债市展望',
      datePublished: '2026-11-18T09:30:00+08:00',
      author: { '@type': 'Person', name: '王芳' },
      publisher: { '@type': 'Organization' },
    });
    expect(crumbs(page)).toEqual(['首页', '观点', '市场观察', '正文']);
    expect(head('/viewpoint/viewpoint_article?id=12').title).toBe('观点文章 - 沣泽基金');
  });

  it('describes a video as a VideoObject with poster, address and duration', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(articleDetailOptions(20).queryKey, VIDEO);
    const page = head('/viewpoint/viewpoint_video?id=20', queryClient);
    expect(page.title).toBe('基金经理说：长期投资 - 沣泽基金');
    expect(ofType(page, 'VideoObject')).toMatchObject({
      name: '基金经理说：长期投资',
      thumbnailUrl: VIDEO.poster,
      contentUrl: VIDEO.videoUrl,
      duration: 'PT2M5S',
      uploadDate: '2026-11-18T09:30:00+08:00',
    });
    expect(head('/viewpoint/viewpoint_video').title).toBe('观点视频 - 沣泽基金');
  });

  it('describes a notice as a NewsArticle by the company', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(noticeDetailOptions(7).queryKey, NOTICE);
    const page = head('/msg_publish/detail?id=7', queryClient);
    expect(page.title).toBe('沣泽成长混合A 2026年第三季度报告 - 沣泽基金');
    expect(page.description).toContain('定期公告');
    expect(page.description).toContain('本报告期内基金份额净值增长率为3.2%');
    expect(ofType(page, 'NewsArticle')).toMatchObject({
      headline: NOTICE.title,
      datePublished: '2026-10-25T08:00:00+08:00',
      publisher: { '@type': 'Organization', name: '沣泽基金管理有限公司' },
    });
    expect(crumbs(page)).toEqual(['首页', '信息披露', '定期公告', '公告详情']);
    expect(head('/msg_publish/detail?id=7').title).toBe('公告详情 - 沣泽基金');
  });
});

describe('pageHead: site pages', () => {
  it('gives the home page the Organization and the list pages their fixed descriptions and breadcrumbs', () => {
    const home = head('/home');
    expect(home.title).toBe('首页 - 沣泽基金');
    expect(ofType(home, 'Organization')).toMatchObject({ name: '沣泽基金管理有限公司', contactPoint: { '@type': 'ContactPoint' } });
    for (const [path, title] of [
      ['/fund', '基金产品'],
      ['/enterhy', '走进沣泽'],
      ['/viewpoint', '观点'],
      ['/msg_publish', '信息披露'],
      ['/customer_service', '客户服务'],
    ]) {
      const page = head(`${path}?page=2`);
      expect(page.title, path).toBe(`${title} - 沣泽基金`);
      expect(page.canonicalPath, path).toBe(path);
      expect(page.description.length, path).toBeGreaterThan(10);
      expect(crumbs(page), path).toEqual(['首页', title]);
    }
  });

  it('names every service-centre child by its menu label under its section', () => {
    const page = head('/services/trade_rule');
    expect(page.title).toBe('交易规则 - 沣泽基金');
    expect(crumbs(page)).toEqual(['首页', '客户服务', '交易指南', '交易规则']);
    expect(head('/services/no_such_page').noindex).toBe(true);
  });

  it('takes a footer page title and description from its content', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(footerPageOptions('aml').queryKey, {
      key: 'aml',
      title: '反洗钱',
      contentHtml: '<h2>反洗钱声明</h2><p>本公司严格遵守&nbsp;反洗钱法。</p>',
      updatedAt: '2026-01-01 00:00:00',
    });
    const page = head('/footer/aml', queryClient);
    expect(page.title).toBe('反洗钱 - 沣泽基金');
    expect(page.description).toBe('反洗钱：反洗钱声明 本公司严格遵守 反洗钱法。');
    expect(head('/footer/aml').title).toBe('沣泽基金 - 沣泽基金管理有限公司官方网站');
  });

  it('keeps login, register and every private page out of the index; private pages name themselves', () => {
    expect(head('/login')).toMatchObject({ title: '登录 - 沣泽基金', noindex: true });
    expect(head('/auth/register')).toMatchObject({ title: '注册 - 沣泽基金', noindex: true });
    for (const path of ['/assets/my_assets', '/trade/purchase?fundCode=000001', '/auth/openaccount', '/no-such-page']) {
      expect(head(path), path).toMatchObject({ noindex: true, titleFromPage: true });
    }
    expect(head('/home').noindex).toBeUndefined();
  });
});
