import { COMPANY_NAME, FAX, HOTLINE, HOTLINE_DISPLAY, PHONE, SERVICE_EMAIL, SERVICE_HOURS } from '@fund-direct/domain/constants';
import { listHtml, paras } from './doc-builder.ts';
import { ADDRESS, ZIP } from './notice-html.ts';

export interface Milestone {
  year: number;
  month: number;
  text: string;
}

export interface Shareholder {
  name: string;
  ratio: string;
}

export interface CompanyContact {
  companyName: string;
  address: string;
  zip: string;
  hotline: string;
  hotlineDisplay: string;
  phone: string;
  fax: string;
  email: string;
  serviceHours: string;
}

export const CONTACT: CompanyContact = {
  companyName: COMPANY_NAME,
  address: ADDRESS,
  zip: ZIP,
  hotline: HOTLINE,
  hotlineDisplay: HOTLINE_DISPLAY,
  phone: PHONE,
  fax: FAX,
  email: SERVICE_EMAIL,
  serviceHours: SERVICE_HOURS,
};

// Ratios are decimal strings (percent), never floats.
export const SHAREHOLDERS: readonly Shareholder[] = [
  { name: '沣泽控股集团有限公司', ratio: '51.00' },
  { name: '上海浦江实业投资有限公司', ratio: '24.00' },
  { name: '华东信诚资产管理有限公司', ratio: '15.00' },
  { name: '上海沣和企业管理合伙企业（有限合伙）（员工持股平台）', ratio: '10.00' },
];

export const MILESTONES: readonly Milestone[] = [
  { year: 2012, month: 3, text: '经中国证监会批准，沣泽基金管理有限公司在上海成立，注册资本人民币2亿元。' },
  { year: 2012, month: 6, text: '首只公募基金沣泽价值精选混合成立。' },
  { year: 2012, month: 11, text: '获得QDII业务资格，首只QDII基金沣泽全球科技成立。' },
  { year: 2013, month: 11, text: '首只货币市场基金沣泽货币成立，产品线覆盖权益、固收和现金管理。' },
  { year: 2015, month: 1, text: '成立量化投资部，首只指数增强基金沣泽沪深300指数增强成立。' },
  { year: 2016, month: 8, text: '注册资本增至人民币3亿元，引入员工持股平台。' },
  { year: 2017, month: 3, text: '网上直销平台上线，个人投资者可在线开户、交易。' },
  { year: 2018, month: 5, text: '公司管理资产规模突破一千亿元。' },
  { year: 2019, month: 7, text: '获批养老目标基金，首只养老目标日期FOF成立。' },
  { year: 2020, month: 9, text: '将ESG评价纳入投研体系，发布责任投资政策。' },
  { year: 2021, month: 8, text: '首只ETF沣泽中证红利ETF在交易所上市。' },
  { year: 2023, month: 6, text: '同城灾备数据中心投入运行，信息系统实现双活。' },
  { year: 2024, month: 3, text: '沣泽科创50ETF成立，指数产品线进一步完善。' },
  { year: 2025, month: 10, text: '启动“沣泽助学”乡村振兴公益计划。' },
  { year: 2026, month: 9, text: '新版网上交易平台上线，全面升级开户和交易体验。' },
];

export interface AboutSection {
  key: 'profile' | 'culture' | 'shareholders' | 'history' | 'contact';
  title: string;
  html: string;
  data: unknown;
  sort: number;
}

export const ABOUT_SECTIONS: readonly AboutSection[] = [
  {
    key: 'profile',
    title: '公司简介',
    sort: 1,
    data: { foundedOn: '2012-03-16', registeredCapital: '300000000.00', headquarters: '上海' },
    html: paras([
      '沣泽基金管理有限公司（以下简称“沣泽基金”）成立于2012年3月，是经中国证监会批准设立的全国性公募基金管理公司，总部位于上海陆家嘴，注册资本人民币3亿元。',
      '公司具备公开募集证券投资基金管理、特定客户资产管理、合格境内机构投资者（QDII）等业务资格，旗下产品覆盖混合型、股票型、债券型、货币市场、指数（含ETF、LOF）、基金中基金（FOF）和QDII等类别，为个人投资者和机构投资者提供全方位的资产管理服务。',
      '公司秉承“持有人利益至上”的经营理念，坚持“研究驱动、风控为本、长期投资”的投资哲学，建立了投研一体化的投资管理体系和覆盖事前、事中、事后的全面风险管理体系，力争为投资者创造长期、稳健、可持续的回报。',
    ]),
  },
  {
    key: 'culture',
    title: '企业文化',
    sort: 2,
    data: { values: ['专业', '稳健', '诚信', '创新'] },
    html: [
      paras(['使命：受人之托，代人理财，为投资者创造长期价值。', '愿景：成为值得信赖、受人尊敬的资产管理机构。']),
      listHtml([
        '专业：以扎实的研究和严谨的流程做好每一个投资决策。',
        '稳健：把风险控制放在首位，追求可持续的长期回报。',
        '诚信：信守承诺，公平对待每一位投资者。',
        '创新：拥抱变化，用新的方法和工具更好地服务投资者。',
      ]),
    ].join('\n'),
  },
  {
    key: 'shareholders',
    title: '股东构成',
    sort: 3,
    data: SHAREHOLDERS,
    html: `<table><thead><tr><th>股东名称</th><th>持股比例</th></tr></thead><tbody>${SHAREHOLDERS.map((s) => `<tr><td>${s.name}</td><td>${s.ratio}%</td></tr>`).join('')}</tbody></table>`,
  },
  {
    key: 'history',
    title: '发展历程',
    sort: 4,
    data: MILESTONES,
    html: listHtml(MILESTONES.map((m) => `${m.year}年${m.month}月：${m.text}`)),
  },
  {
    key: 'contact',
    title: '联系我们',
    sort: 5,
    data: CONTACT,
    html: listHtml([
      `公司地址：${CONTACT.address}`,
      `邮政编码：${CONTACT.zip}`,
      `客服热线：${CONTACT.hotlineDisplay}`,
      `公司电话：${CONTACT.phone}`,
      `传真：${CONTACT.fax}`,
      `电子邮箱：${CONTACT.email}`,
      `服务时间：${CONTACT.serviceHours}`,
    ]),
  },
];
