import { RANKING_PERIODS } from '@fund-direct/domain/codes';
import type { ArticleDetail, FundDetailResponse, FundYields, ManagerDetailResponse, NoticeDetail } from '@fund-direct/domain/contracts';

// Content as the API answers it, for the head tests.
export const FUND_DETAIL: FundDetailResponse = {
  fund: {
    fundcode: '000001',
    fundname: '沣泽成长混合A',
    shortName: '沣泽成长',
    fundType: '2',
    fundTypeLabel: '混合型',
    riskLevel: '3',
    riskLevelLabel: '中风险',
    status: '0',
    statusLabel: '正常',
    state: '1',
    setupDate: '2015-06-01',
    isMoneyFund: false,
    minPurchaseAmount: '10.00',
    navDate: '2026-11-20',
    nav: '1.2345',
    accNav: '2.3456',
    dailyChange: '0.0123',
    incomePer10k: null,
    yield7d: null,
    yields: Object.fromEntries(Object.keys(RANKING_PERIODS).map((period) => [period, null])) as FundYields,
    benchmark: '沪深300指数收益率×60%+中债总指数收益率×40%',
    shareClass: 'A',
    minSubscriptionAmount: '10.00',
    convertible: true,
    confirmDays: 1,
    redemptionArrivalDays: 3,
  },
  currentManagers: [],
  formerManagers: [],
  fees: { subscription: [], purchase: [], redemption: [], managementRate: '0.015', custodyRate: '0.0025', salesServiceRate: null },
  dividends: [],
  documents: [],
};

export const MANAGER_DETAIL: ManagerDetailResponse = {
  manager: {
    manId: '1001',
    name: '李明',
    avatar: '/resources/media/images/managers/1001.svg',
    title: '权益投资部总监',
    education: '复旦大学经济学硕士',
    yearsOfExperience: 12,
    biography: '<p>李明先生，12年证券从业经历，曾任研究员、基金经理助理。</p>',
    careerStartDate: '2014-07-01',
  },
  currentFunds: [
    {
      fundcode: '000001',
      fundname: '沣泽成长混合A',
      fundType: '2',
      fundTypeLabel: '混合型',
      startDate: '2020-01-01',
      endDate: null,
      returnDuringTenure: '0.35',
    },
  ],
  formerFunds: [],
};

export const ARTICLE: ArticleDetail = {
  id: 12,
  columnId: 3,
  columnName: '市场观察',
  title: '四季度债市展望',
  summary: '利率中枢下移，信用利差仍有压缩空间。',
  author: '王芳',
  cover: '/resources/media/images/articles/12.jpg',
  contentType: 'other',
  jumpPath: null,
  videoUrl: null,
  poster: null,
  durationSeconds: null,
  fundCodes: [],
  publishedAt: '2026-11-18 09:30:00',
  contentHtml: '<p>正文</p>',
  relatedFunds: [],
  prev: null,
  next: null,
};

export const VIDEO: ArticleDetail = {
  ...ARTICLE,
  id: 20,
  title: '基金经理说：长期投资',
  contentType: 'video',
  videoUrl: '/resources/media/videos/20.mp4',
  poster: '/resources/media/images/videos/20.jpg',
  durationSeconds: 125,
};

export const NOTICE: NoticeDetail = {
  noticeId: 7,
  group: 'regular',
  groupName: '定期公告',
  title: '沣泽成长混合A 2026年第三季度报告',
  fundCode: '000001',
  fundName: '沣泽成长混合A',
  publishedAt: '2026-10-25 08:00:00',
  attachmentCount: 0,
  contentHtml: '<p>本报告期内基金份额净值增长率为3.2%。</p>',
  attachments: [],
};
