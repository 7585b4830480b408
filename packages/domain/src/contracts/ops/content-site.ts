import { z } from 'zod';
import { CONTENT_DISPLAY_STATES, type ContentDisplayState } from '../../ops/content-publishing.ts';
import { AGENCY_KINDS, SERVICE_TYPES } from '../content.ts';
import { fundCodeSchema } from '../fund.ts';

// Console: the site's content besides articles and notices (spec §2 service centre, jobs, agencies, adverts, awards,
// columns, hot keywords, about us). Times travel as ISO 8601 strings.

const keys = <T extends Record<string, unknown>>(table: T) => Object.keys(table) as [keyof T & string, ...(keyof T & string)[]];
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

// The kinds edited here; the path segment of their console routes.
export const SITE_CONTENT_KINDS = {
  service: '服务中心',
  job: '招聘信息',
  agency: '销售机构',
  advert: '广告与横幅',
  award: '荣誉奖项',
  column: '栏目',
  keyword: '热门搜索',
  about: '关于我们',
} as const;
export type SiteContentKind = keyof typeof SITE_CONTENT_KINDS;

// The kinds that are published (now or at a later time) and taken down; the others are edited live.
export const PUBLISHED_SITE_KINDS = ['service', 'job', 'advert'] as const satisfies readonly SiteContentKind[];
// Their states: marketing content skips review (content-publishing.ts).
export const SITE_PUBLISH_STATES = ['draft', 'published', 'unpublished'] as const;
export type SitePublishState = (typeof SITE_PUBLISH_STATES)[number];

// Where an advert shows; the site asks for its adverts by this number (§7 advert list).
export const ADVERT_POSITIONS = { 1: '首页横幅' } as const;
export const ADVERT_POSITION_CODES = Object.keys(ADVERT_POSITIONS).map(Number);
export const ADVERT_KINDS = { image: '图片', video: '视频' } as const;

// The site shows the first four hot keywords with rank icons (§2 search overlay).
export const HOT_KEYWORD_RANKED = 4;

// The database's text cannot hold NUL, and no other control character belongs in a title (line breaks aside).
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/u;
export const hasNoControl = (value: string) => !CONTROL.test(value);

const text = (label: string, max: number) =>
  z
    .string({ error: `${label}：请填写` })
    .trim()
    .min(1, `${label}：请填写`)
    .max(max, `${label}：最多 ${max} 个字`)
    .refine(hasNoControl, `${label}：含有不能保存的控制字符`);

const sortSchema = z.coerce
  .number({ error: '排序：须为 0 到 9999 的整数' })
  .int('排序：须为 0 到 9999 的整数')
  .min(0, '排序：须为 0 到 9999 的整数')
  .max(9999, '排序：须为 0 到 9999 的整数');

// A link is an absolute http(s) address or a path on the site ('/fund/…', an uploaded '/media/…'), never javascript: or //host.
export function isSiteLink(value: string): boolean {
  return hasNoControl(value) && (/^https?:\/\/[^\s/]+[^\s]*$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value));
}
const link = (label: string) =>
  z
    .string({ error: `${label}：请填写` })
    .trim()
    .max(500, `${label}：最多 500 个字符`)
    .refine(isSiteLink, `${label}：须为 http(s) 地址或以 / 开头的站内路径`);
const optionalLink = (label: string) => z.preprocess(blankToNull, link(label).nullable().default(null));

const isoTime = (label: string) => z.iso.datetime({ offset: true, error: `${label}：时间格式不正确` });
const optionalTime = (label: string) => z.preprocess(blankToNull, isoTime(label).nullable().default(null));

const richText = z
  .string({ error: '正文：格式不正确' })
  .max(200_000, '正文：内容过长')
  .refine(hasNoControl, '正文：含有不能保存的控制字符')
  .default('');

const idSchema = z.coerce
  .number({ error: '编号：须为正整数' })
  .int('编号：须为正整数')
  .min(1, '编号：须为正整数')
  .max(2_147_483_647, '编号：须为正整数');
export const siteContentIdParams = z.object({ id: idSchema });

const editedMeta = { id: z.number().int(), updatedAt: z.string().nullable() };
const publishMeta = {
  publishState: z.enum(SITE_PUBLISH_STATES),
  displayState: z.enum(keys(CONTENT_DISPLAY_STATES)),
  publishedAt: z.string(),
};
export type SiteDisplayState = ContentDisplayState;

// ---- list queries -------------------------------------------------------------------------------
const pageQuery = {
  keyword: z.preprocess(
    blankToUndefined,
    z.string().trim().max(50, '搜索关键词：最多 50 个字').refine(hasNoControl, '搜索关键词：含有不能使用的控制字符').optional(),
  ),
  page: z.coerce
    .number({ error: '页码：须为正整数' })
    .int('页码：须为正整数')
    .min(1, '页码：须为正整数')
    .max(10_000, '页码：过大')
    .default(1),
  pageSize: z.coerce
    .number({ error: '每页条数：须为 1 到 100' })
    .int('每页条数：须为 1 到 100')
    .min(1, '每页条数：须为 1 到 100')
    .max(100, '每页条数：须为 1 到 100')
    .default(20),
};
const stateFilter = z.preprocess(blankToUndefined, z.enum(keys(CONTENT_DISPLAY_STATES), { error: '状态：不存在' }).optional());
const listOf = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number().int() });

export const publishBody = z.object({ publishAt: z.preprocess(blankToUndefined, isoTime('发布时间').optional()) });
export type PublishBody = z.infer<typeof publishBody>;

// ---- service centre ------------------------------------------------------------------------------
const serviceType = z.enum(keys(SERVICE_TYPES), { error: '服务栏目：不存在' });
export const serviceEntryBody = z.object({
  serviceType,
  title: text('标题', 200),
  contentHtml: richText,
  serviceTime: isoTime('服务时间'),
  sort: sortSchema.default(0),
  attachments: z
    .array(z.object({ name: text('附件名称', 200), path: link('附件地址') }), { error: '附件：格式不正确' })
    .max(20, '附件：最多 20 个')
    .default([]),
});
export type ServiceEntryBody = z.infer<typeof serviceEntryBody>;
export const serviceEntryQuery = z.object({
  ...pageQuery,
  state: stateFilter,
  serviceType: z.preprocess(blankToUndefined, serviceType.optional()),
});
// Items answer what is stored, which the seed wrote before these rules: plain shapes, not the input rules.
export const serviceEntryItem = z.object({
  serviceType: z.enum(keys(SERVICE_TYPES)),
  title: z.string(),
  contentHtml: z.string(),
  serviceTime: z.string(),
  sort: z.number().int(),
  attachments: z.array(z.object({ name: z.string(), path: z.string() })),
  ...editedMeta,
  ...publishMeta,
});
export type ServiceEntryItem = z.infer<typeof serviceEntryItem>;
export const serviceEntryList = listOf(serviceEntryItem);

// ---- jobs ----------------------------------------------------------------------------------------
const lines = (label: string) =>
  z
    .array(text(label, 300), { error: `${label}：格式不正确` })
    .min(1, `${label}：至少填写一条`)
    .max(30, `${label}：最多 30 条`);
export const jobBody = z.object({
  title: text('职位名称', 100),
  department: text('部门', 100),
  location: text('工作地点', 100),
  headcount: z.coerce
    .number({ error: '招聘人数：须为 1 到 999 的整数' })
    .int('招聘人数：须为 1 到 999 的整数')
    .min(1, '招聘人数：须为 1 到 999 的整数')
    .max(999, '招聘人数：须为 1 到 999 的整数'),
  duties: lines('岗位职责'),
  requirements: lines('任职要求'),
});
export type JobBody = z.infer<typeof jobBody>;
export const jobQuery = z.object({ ...pageQuery, state: stateFilter });
export const jobItem = z.object({
  title: z.string(),
  department: z.string(),
  location: z.string(),
  headcount: z.number().int(),
  duties: z.array(z.string()),
  requirements: z.array(z.string()),
  ...editedMeta,
  ...publishMeta,
});
export type JobItem = z.infer<typeof jobItem>;
export const jobList = listOf(jobItem);

// ---- agencies ------------------------------------------------------------------------------------
const agencyKind = z.enum(keys(AGENCY_KINDS), { error: '机构类型：不存在' });
export const agencyBody = z.object({
  name: text('机构名称', 100),
  kind: agencyKind,
  website: optionalLink('网址'),
  hotline: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .regex(/^[0-9][0-9-]{4,19}$/, '客服电话：须为数字和连字符，5 到 20 位')
      .nullable()
      .default(null),
  ),
  // Consignment agencies list the funds they sell; a direct channel with none sells every fund.
  fundCodes: z.array(fundCodeSchema, { error: '基金代码：格式不正确' }).max(500, '基金代码：最多 500 个').default([]),
  sort: sortSchema.default(0),
});
export type AgencyBody = z.infer<typeof agencyBody>;
export const agencyQuery = z.object({ ...pageQuery, kind: z.preprocess(blankToUndefined, agencyKind.optional()) });
export const agencyItem = z.object({
  name: z.string(),
  kind: z.enum(keys(AGENCY_KINDS)),
  website: z.string().nullable(),
  hotline: z.string().nullable(),
  fundCodes: z.array(z.string()),
  sort: z.number().int(),
  ...editedMeta,
});
export type AgencyItem = z.infer<typeof agencyItem>;
export const agencyList = listOf(agencyItem);

// ---- adverts and banners -------------------------------------------------------------------------
const advertPosition = z.coerce
  .number({ error: '广告位：不存在' })
  .int('广告位：不存在')
  .refine((value) => ADVERT_POSITION_CODES.includes(value), '广告位：不存在');
export const advertBody = z
  .object({
    position: advertPosition,
    kind: z.enum(keys(ADVERT_KINDS), { error: '广告类型：不存在' }),
    title: text('标题', 100),
    image: link('图片'),
    link: optionalLink('链接'),
    videoUrl: optionalLink('视频地址'),
    sort: sortSchema.default(0),
    startAt: optionalTime('开始时间'),
    endAt: optionalTime('结束时间'),
  })
  .superRefine((advert, context) => {
    if (advert.kind === 'video' && !advert.videoUrl)
      context.addIssue({ code: 'custom', path: ['videoUrl'], message: '视频地址：视频广告须填写' });
    if (advert.startAt && advert.endAt && Date.parse(advert.endAt) <= Date.parse(advert.startAt))
      context.addIssue({ code: 'custom', path: ['endAt'], message: '结束时间：须晚于开始时间' });
  });
export type AdvertBody = z.infer<typeof advertBody>;
export const advertQuery = z.object({
  ...pageQuery,
  state: stateFilter,
  position: z.preprocess(blankToUndefined, advertPosition.optional()),
});
export const advertItem = z.object({
  position: z.number().int(),
  kind: z.enum(keys(ADVERT_KINDS)),
  title: z.string(),
  image: z.string(),
  link: z.string().nullable(),
  videoUrl: z.string().nullable(),
  sort: z.number().int(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  ...editedMeta,
  ...publishMeta,
});
export type AdvertItem = z.infer<typeof advertItem>;
export const advertList = listOf(advertItem);

// ---- awards --------------------------------------------------------------------------------------
export const awardBody = z.object({
  title: text('奖项名称', 100),
  issuer: text('颁发机构', 100),
  year: z.coerce
    .number({ error: '年份：须为 1990 到 2100' })
    .int('年份：须为 1990 到 2100')
    .min(1990, '年份：须为 1990 到 2100')
    .max(2100, '年份：须为 1990 到 2100'),
  image: link('图片'),
  sort: sortSchema.default(0),
});
export type AwardBody = z.infer<typeof awardBody>;
export const awardQuery = z.object(pageQuery);
export const awardItem = z.object({
  title: z.string(),
  issuer: z.string(),
  year: z.number().int(),
  image: z.string(),
  sort: z.number().int(),
  ...editedMeta,
});
export type AwardItem = z.infer<typeof awardItem>;
export const awardList = listOf(awardItem);

// ---- columns -------------------------------------------------------------------------------------
export const columnBody = z.object({
  name: text('栏目名称', 50),
  // 0 is a top-level column.
  parentId: z.coerce.number({ error: '上级栏目：不存在' }).int('上级栏目：不存在').min(0, '上级栏目：不存在').default(0),
  sort: sortSchema.default(0),
});
export type ColumnBody = z.infer<typeof columnBody>;
export const columnQuery = z.object(pageQuery);
export const columnItem = z.object({ name: z.string(), parentId: z.number().int(), sort: z.number().int(), ...editedMeta });
export type ColumnItem = z.infer<typeof columnItem>;
export const columnList = listOf(columnItem);

// ---- hot keywords (curated, ordered) -------------------------------------------------------------
export const keywordBody = z.object({ keyWord: text('关键词', 20) });
export type KeywordBody = z.infer<typeof keywordBody>;
export const keywordQuery = z.object(pageQuery);
export const keywordItem = z.object({ keyWord: z.string(), sort: z.number().int(), searchCount: z.number().int(), ...editedMeta });
export type KeywordItem = z.infer<typeof keywordItem>;
export const keywordList = listOf(keywordItem);
export const keywordOrderBody = z.object({
  ids: z.array(idSchema, { error: '顺序：格式不正确' }).min(1, '顺序：请列出全部关键词').max(200, '顺序：最多 200 个'),
});
export type KeywordOrderBody = z.infer<typeof keywordOrderBody>;

// ---- about us ------------------------------------------------------------------------------------
export const ABOUT_US_SECTIONS = {
  profile: '公司简介',
  shareholders: '股东介绍',
  culture: '企业文化',
  history: '发展历程',
  contact: '联系我们',
} as const;
export const aboutSectionParams = z.object({ key: z.enum(keys(ABOUT_US_SECTIONS), { error: '栏目：不存在' }) });
export const aboutSectionBody = z.object({ title: text('标题', 100), contentHtml: richText });
export type AboutSectionBody = z.infer<typeof aboutSectionBody>;
export const aboutSectionItem = z.object({
  key: z.enum(keys(ABOUT_US_SECTIONS)),
  title: z.string(),
  contentHtml: z.string(),
  sort: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type AboutSectionItem = z.infer<typeof aboutSectionItem>;
export const aboutSectionList = z.object({ list: z.array(aboutSectionItem) });
