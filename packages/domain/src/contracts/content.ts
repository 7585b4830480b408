import { z } from 'zod';
import { SALES_BANKS } from '../codes/banks.ts';
import { NOTICE_GROUPS } from '../codes/notices.ts';
import { SERVICE_PAGE } from '../constants/limits.ts';

// Wire types of the editorial Content calls of §7: viewpoints, notices, adverts, service centre,
// jobs, agencies, company pages and the static area / bank-bin data. Times are Asia/Shanghai
// 'YYYY-MM-DD HH:mm:ss' strings.

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const keys = <T extends Record<string, unknown>>(table: T) => Object.keys(table) as [keyof T & string, ...(keyof T & string)[]];

export const CONTENT_MAX_PAGE_SIZE = 100;
const dateTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

const pageNum = z.coerce.number({ error: '页码必须是正整数' }).int('页码必须是正整数').min(1, '页码必须是正整数').default(1);
const pageSize = (fallback: number, max = CONTENT_MAX_PAGE_SIZE) =>
  z.coerce
    .number({ error: `每页条数必须是1到${max}之间的整数` })
    .int(`每页条数必须是1到${max}之间的整数`)
    .min(1, `每页条数必须是1到${max}之间的整数`)
    .max(max, `每页条数必须是1到${max}之间的整数`)
    .default(fallback);

export const contentIdSchema = z.coerce
  .number({ error: '编号必须是正整数' })
  .int('编号必须是正整数')
  .min(0, '编号必须是正整数')
  .max(2_147_483_647, '编号必须是正整数');
export const contentIdParams = z.object({ id: contentIdSchema });
const optionalFundCode = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^\d{6}$/, '基金代码必须是6位数字')
    .optional(),
);

export const attachmentLink = z.object({ name: z.string(), url: z.string() });
export type AttachmentLinkDto = z.infer<typeof attachmentLink>;

// ---- columns and articles (§3 contentType: video, mandt, other) -------------------------------
export const ARTICLE_CONTENT_TYPES = { video: '视频', mandt: '基金经理说', other: '文章' } as const;
export const articleContentTypeSchema = z.enum(keys(ARTICLE_CONTENT_TYPES));
export type ArticleContentType = z.infer<typeof articleContentTypeSchema>;

export const columnItem = z.object({ id: z.number().int(), parentId: z.number().int(), name: z.string(), sort: z.number().int() });
export const columnListResponse = z.object({ list: z.array(columnItem) });
export type ColumnItem = z.infer<typeof columnItem>;

export const articleSummary = z.object({
  id: z.number().int(),
  columnId: z.number().int(),
  columnName: z.string(),
  title: z.string(),
  summary: z.string(),
  author: z.string(),
  cover: z.string().nullable(),
  contentType: articleContentTypeSchema,
  jumpPath: z.string().nullable(),
  videoUrl: z.string().nullable(),
  poster: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
  fundCodes: z.array(z.string()),
  publishedAt: dateTime,
});
export type ArticleSummary = z.infer<typeof articleSummary>;

export const articleListRequest = z.object({
  columnId: z.preprocess(blankToUndefined, contentIdSchema.optional()),
  contentType: z.preprocess(blankToUndefined, articleContentTypeSchema.optional()),
  pageNum,
  pageSize: pageSize(10),
});
export type ArticleListRequest = z.infer<typeof articleListRequest>;
export const articleListResponse = z.object({ list: z.array(articleSummary), total: z.number().int() });
export type ArticleListResponse = z.infer<typeof articleListResponse>;

export const articleDetailRequest = z.object({ id: contentIdSchema });
const articleNeighbour = z.object({ id: z.number().int(), title: z.string(), contentType: articleContentTypeSchema }).nullable();
export const articleDetail = articleSummary.extend({
  // Sanitised on write (allow-list); safe to render as HTML.
  contentHtml: z.string(),
  relatedFunds: z.array(z.object({ fundcode: z.string(), fundname: z.string() })),
  prev: articleNeighbour,
  next: articleNeighbour,
});
export type ArticleDetail = z.infer<typeof articleDetail>;
export const columnRefListResponse = z.object({ column: columnItem, list: z.array(articleSummary) });

// ---- notices (§3 notice groups; only state '0' and '1' are listed) ----------------------------
export const noticeGroupSchema = z.enum(keys(NOTICE_GROUPS));
export const noticeListRequest = z.object({
  group: z.preprocess(blankToUndefined, noticeGroupSchema.optional()),
  fundCode: optionalFundCode,
  pageNum,
  pageSize: pageSize(10),
});
export type NoticeListRequest = z.infer<typeof noticeListRequest>;

export const noticeSummary = z.object({
  noticeId: z.number().int(),
  group: noticeGroupSchema,
  groupName: z.string(),
  title: z.string(),
  fundCode: z.string().nullable(),
  publishedAt: dateTime,
  attachmentCount: z.number().int(),
});
export type NoticeSummary = z.infer<typeof noticeSummary>;
export const noticeListResponse = z.object({ list: z.array(noticeSummary), total: z.number().int() });
export type NoticeListResponse = z.infer<typeof noticeListResponse>;

export const noticeDetail = noticeSummary.extend({
  fundName: z.string().nullable(),
  contentHtml: z.string(),
  attachments: z.array(attachmentLink),
});
export type NoticeDetail = z.infer<typeof noticeDetail>;

// ---- adverts (position 1 = home banner) --------------------------------------------------------
export const advertItem = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  link: z.string().nullable(),
  sort: z.number().int(),
});
export const bannerVideo = z.object({
  id: z.number().int(),
  title: z.string(),
  videoUrl: z.string(),
  poster: z.string(),
  link: z.string().nullable(),
});
export const advertListResponse = z.object({ list: z.array(advertItem), bannerVideo: bannerVideo.nullable() });
export type AdvertListResponse = z.infer<typeof advertListResponse>;

// ---- service centre (§2 children; §9 page size 999, page 1) ----------------------------------
export const SERVICE_TYPES = {
  data_download: '资料下载',
  finance_guide: '金融机构投资指南',
  personal_guide: '个人投资指南',
  ordinary_organ_guide: '普通机构投资指南',
  product_guide: '产品购买指南',
  trade_agree: '交易协议',
  trade_rule: '交易规则',
  understand_trade: '了解交易',
  investment_standard: '投资者适当性',
  company_detail: '认识基金公司',
  fund_company_standard: '基金公司行为规范',
  employee_standard: '从业人员行为规范',
  law_standard: '法律法规',
  common_question: '常见问题',
  notice_publicity: '公告公示',
  direct_sell_organ: '直销机构',
  consignment_organ: '代销机构',
  transform_rule: '转换规则',
  direct_sell_rule: '直销业务规则',
  online_trade_rule: '网上交易规则',
  develop_fund_rule: '定投业务规则',
} as const;
export const serviceTypeSchema = z.enum(keys(SERVICE_TYPES), { error: '服务栏目不存在' });
export type ServiceType = z.infer<typeof serviceTypeSchema>;

export const serviceCenterListRequest = z.object({
  serviceType: serviceTypeSchema,
  pageParam: z.object({ pageNum, pageSize: pageSize(SERVICE_PAGE.pageSize, SERVICE_PAGE.pageSize) }).default({ ...SERVICE_PAGE }),
});
export type ServiceCenterListRequest = z.infer<typeof serviceCenterListRequest>;

export const serviceItem = z.object({
  id: z.number().int(),
  serviceType: serviceTypeSchema,
  title: z.string(),
  serviceTime: dateTime,
  contentHtml: z.string(),
  attachments: z.array(attachmentLink),
});
export type ServiceItem = z.infer<typeof serviceItem>;
export const serviceCenterListResponse = z.object({ list: z.array(serviceItem), total: z.number().int() });

// ---- jobs, agencies, awards ----------------------------------------------------------------
export const jobListRequest = z.object({ pageNum, pageSize: pageSize(20) });
export const jobItem = z.object({
  id: z.number().int(),
  title: z.string(),
  department: z.string(),
  location: z.string(),
  headcount: z.number().int(),
  duties: z.array(z.string()),
  requirements: z.array(z.string()),
  publishedAt: dateTime,
});
export const jobListResponse = z.object({ list: z.array(jobItem), total: z.number().int() });

export const AGENCY_KINDS = { direct: '直销机构', consignment: '代销机构' } as const;
export const agencyKindSchema = z.enum(keys(AGENCY_KINDS));
export const agencyListRequest = z.object({
  kind: z.preprocess(blankToUndefined, agencyKindSchema.optional()),
  pageNum,
  pageSize: pageSize(100),
});
export const agencyItem = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: agencyKindSchema,
  website: z.string().nullable(),
  hotline: z.string().nullable(),
  // Empty for direct channels, which sell every fund.
  fundCodes: z.array(z.string()),
});
export type AgencyItem = z.infer<typeof agencyItem>;
export const agencyListResponse = z.object({ list: z.array(agencyItem), total: z.number().int() });
export const agencyByFundQuery = z.object({
  fundCode: z.string({ error: '基金代码不能为空' }).regex(/^\d{6}$/, '基金代码必须是6位数字'),
});
export const agencyByFundResponse = z.object({ fundCode: z.string(), list: z.array(agencyItem) });

export const awardItem = z.object({
  id: z.number().int(),
  title: z.string(),
  issuer: z.string(),
  year: z.number().int(),
  image: z.string(),
});
export const awardListResponse = z.object({ list: z.array(awardItem) });

// ---- about us and footer pages --------------------------------------------------------------
const section = z.object({ title: z.string(), contentHtml: z.string() });
export const aboutUsResponse = z.object({
  profile: section.extend({ foundedOn: z.string(), registeredCapital: z.string(), headquarters: z.string() }),
  culture: section.extend({ values: z.array(z.string()) }),
  shareholders: section.extend({ list: z.array(z.object({ name: z.string(), ratio: z.string() })) }),
  history: section.extend({ milestones: z.array(z.object({ year: z.number().int(), month: z.number().int(), text: z.string() })) }),
  contact: section.extend({
    companyName: z.string(),
    address: z.string(),
    zip: z.string(),
    hotline: z.string(),
    hotlineDisplay: z.string(),
    phone: z.string(),
    fax: z.string(),
    email: z.string(),
    serviceHours: z.string(),
  }),
});
export type AboutUsResponse = z.infer<typeof aboutUsResponse>;

// §2 footer pages; the key is the last segment of /footer/<key>.
export const FOOTER_PAGE_KEYS = [
  'contact_us',
  'risk_disclosure',
  'disclaimers',
  'anti_bribery',
  'aml',
  'sales_publicity',
  'bond_publicity',
  'DjgPersonnel',
  'rights',
] as const;
export type FooterPageKey = (typeof FOOTER_PAGE_KEYS)[number];
// Any key is accepted here; an unknown one answers RESOURCE_NOT_FOUND like an unknown id.
export const footerKeyParams = z.object({ key: z.string().min(1).max(40) });
export function isFooterPageKey(key: string): key is FooterPageKey {
  return (FOOTER_PAGE_KEYS as readonly string[]).includes(key);
}
export const footerPageResponse = z.object({
  key: z.enum(FOOTER_PAGE_KEYS),
  title: z.string(),
  contentHtml: z.string(),
  updatedAt: dateTime,
});
export type FooterPageResponse = z.infer<typeof footerPageResponse>;

// §7 agreement and rule documents under the agreement resources path.
export const AGREEMENT_KEYS = {
  fax_trade: '传真交易协议',
  remittance_rule: '汇款支付规则',
  quick_payment: '快捷支付服务协议',
  investor_rights: '投资者权益须知',
  online_trade: '网上交易委托协议',
  conversion_rule: '基金转换业务规则',
  risk_level_method: '基金产品风险等级划分方法',
  privacy_policy: '隐私政策',
} as const;
export type AgreementKey = keyof typeof AGREEMENT_KEYS;
export function agreementUrl(key: AgreementKey): string {
  return `/resources/agreement/${key}.pdf`;
}

// ---- static data (§3 area field names; bank BINs of the §3 sales banks) ----------------------
export const areaCounty = z.object({ countyno: z.string(), countyname: z.string() });
export const areaCity = z.object({ cityno: z.string(), cityname: z.string(), counties: z.array(areaCounty) });
export const areaProvince = z.object({ provincecode: z.string(), provincename: z.string(), cities: z.array(areaCity) });
export const areaResponse = z.object({ list: z.array(areaProvince) });
export type AreaProvince = z.infer<typeof areaProvince>;

export const salesBankCodeSchema = z.enum(keys(SALES_BANKS));
export const bankBinItem = z.object({
  bin: z.string().regex(/^\d{6,9}$/),
  bankCode: salesBankCodeSchema,
  cardType: z.enum(['debit', 'credit']),
});
export const bankBinResponse = z.object({ list: z.array(bankBinItem) });
export type BankBinItem = z.infer<typeof bankBinItem>;

// The longest BIN that prefixes the card number names its bank.
export function matchBankBin(cardNo: string, bins: readonly BankBinItem[]): BankBinItem | undefined {
  const digits = cardNo.replace(/\s+/g, '');
  let best: BankBinItem | undefined;
  for (const item of bins) {
    if (digits.startsWith(item.bin) && (!best || item.bin.length > best.bin.length)) best = item;
  }
  return best;
}
