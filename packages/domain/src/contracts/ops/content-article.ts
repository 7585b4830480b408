import { z } from 'zod';
import { CONTENT_DISPLAY_STATES, CONTENT_STATE_CODES, type ContentAction } from '../../ops/content-publishing.ts';
import { ARTICLE_CONTENT_TYPES, articleContentTypeSchema, FOOTER_PAGE_KEYS } from '../content.ts';

// The console's viewpoint articles and videos (§2 /viewpoint, §3 article fields): list, one, create (a draft), edit,
// publish now or at a time, unpublish. HTML is sanitised by the server whatever the console sends.

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

export const ARTICLE_LIMITS = {
  title: 100,
  summary: 300,
  author: 50,
  fundCodes: 10,
  html: 200_000,
  path: 300,
  durationSeconds: 24 * 3600,
} as const;

// ---- the jump path (§3 articleInfo.jumpPath) -----------------------------------------------------
// The site follows a jumpPath only when it is site-relative (web: articleHref); the console allows exactly the public
// pages an article may lead to, with a plain query string.
export const JUMP_PATH_PAGES: readonly string[] = [
  '/home',
  '/fund',
  '/fund_detail',
  '/fund_manager',
  '/enterhy',
  '/viewpoint',
  '/viewpoint/viewpoint_article',
  '/viewpoint/viewpoint_video',
  '/msg_publish',
  '/customer_service',
  '/trade/purchase',
  ...FOOTER_PAGE_KEYS.map((key) => `/footer/${key}`),
];

const JUMP_PATH_SHAPE = /^(\/[A-Za-z0-9_/]*)(\?[A-Za-z0-9_\-.=&%]*)?$/u;

export function isJumpPath(value: string): boolean {
  const match = JUMP_PATH_SHAPE.exec(value);
  return match !== null && JUMP_PATH_PAGES.includes(match[1] ?? '');
}

export const JUMP_PATH_TEXT = '跳转路径只能是本站页面，如 /fund_detail?fundCode=000512 或 /viewpoint';

// A cover, poster or video: an upload (/api/media/<id>) or a file the site ships (/resources/…); never another origin.
const SITE_FILE = /^\/(api\/media\/[0-9a-f-]{36}|resources\/[A-Za-z0-9_\-./]+)$/u;
const VIDEO_URL = /^(https:\/\/[^\s"'<>]+|\/resources\/[A-Za-z0-9_\-./]+\.(mp4|webm))$/u;

const imageField = (label: string) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `${label}格式不正确` })
      .max(ARTICLE_LIMITS.path, `${label}过长`)
      .regex(SITE_FILE, `${label}须为上传的图片`)
      .nullable(),
  );

const contentTypeSchema = z.enum(Object.keys(ARTICLE_CONTENT_TYPES) as ['video', 'mandt', 'other'], {
  error: '请选择类型（视频、基金经理说或文章）',
});

// ---- create / edit ------------------------------------------------------------------------------
export const opsArticleSaveRequest = z
  .object({
    title: z
      .string({ error: '请填写标题' })
      .trim()
      .min(1, '请填写标题')
      .max(ARTICLE_LIMITS.title, `标题不能超过${ARTICLE_LIMITS.title}个字`),
    summary: z
      .string({ error: '摘要格式不正确' })
      .trim()
      .max(ARTICLE_LIMITS.summary, `摘要不能超过${ARTICLE_LIMITS.summary}个字`)
      .default(''),
    author: z.string({ error: '作者格式不正确' }).trim().max(ARTICLE_LIMITS.author, `作者不能超过${ARTICLE_LIMITS.author}个字`).default(''),
    cover: imageField('封面').default(null),
    columnId: z.coerce.number({ error: '请选择栏目' }).int('请选择栏目').positive('请选择栏目'),
    contentType: contentTypeSchema,
    jumpPath: z
      .preprocess(
        blankToNull,
        z.string({ error: JUMP_PATH_TEXT }).trim().max(ARTICLE_LIMITS.path, '跳转路径过长').refine(isJumpPath, JUMP_PATH_TEXT).nullable(),
      )
      .default(null),
    videoUrl: z
      .preprocess(
        blankToNull,
        z
          .string({ error: '视频地址格式不正确' })
          .trim()
          .max(ARTICLE_LIMITS.path, '视频地址过长')
          .regex(VIDEO_URL, '视频地址须为 https:// 地址或本站 /resources/…mp4 文件')
          .nullable(),
      )
      .default(null),
    poster: imageField('视频封面').default(null),
    durationSeconds: z
      .preprocess(
        blankToNull,
        z.coerce
          .number({ error: '视频时长须为秒数' })
          .int('视频时长须为整秒')
          .min(1, '视频时长须为正整数秒')
          .max(ARTICLE_LIMITS.durationSeconds, '视频时长过长')
          .nullable(),
      )
      .default(null),
    fundCodes: z
      .array(z.string({ error: '基金代码应为6位数字' }).regex(/^\d{6}$/u, '基金代码应为6位数字'), { error: '相关基金格式不正确' })
      .max(ARTICLE_LIMITS.fundCodes, `相关基金最多${ARTICLE_LIMITS.fundCodes}只`)
      .default([])
      .transform((codes) => [...new Set(codes)]),
    contentHtml: z.string({ error: '正文格式不正确' }).max(ARTICLE_LIMITS.html, '正文过长').default(''),
  })
  .superRefine((value, ctx) => {
    if (value.contentType === 'video' && !value.videoUrl)
      ctx.addIssue({ code: 'custom', path: ['videoUrl'], message: '视频须填写视频地址' });
  });
export type OpsArticleSaveRequest = z.infer<typeof opsArticleSaveRequest>;
export type OpsArticleSaveInput = z.input<typeof opsArticleSaveRequest>;

// ---- publish ------------------------------------------------------------------------------------
// No time (or one already past) publishes now; a later time schedules the publish.
export const opsArticlePublishRequest = z.object({
  publishAt: z.preprocess(blankToUndefined, z.iso.datetime({ offset: true, error: '发布时间格式不正确' }).optional()),
});
export type OpsArticlePublishRequest = z.infer<typeof opsArticlePublishRequest>;

export const opsArticleParams = z.object({
  id: z.coerce.number({ error: '文章编号不正确' }).int('文章编号不正确').positive('文章编号不正确').max(2_147_483_647, '文章编号不正确'),
});

// ---- list ---------------------------------------------------------------------------------------
const displayStateCodes = Object.keys(CONTENT_DISPLAY_STATES) as [
  keyof typeof CONTENT_DISPLAY_STATES,
  ...(keyof typeof CONTENT_DISPLAY_STATES)[],
];

export const opsArticleListQuery = z.object({
  columnId: z.preprocess(blankToUndefined, z.coerce.number({ error: '栏目不正确' }).int('栏目不正确').positive('栏目不正确').optional()),
  contentType: z.preprocess(blankToUndefined, contentTypeSchema.optional()),
  state: z.preprocess(blankToUndefined, z.enum(displayStateCodes, { error: '状态不正确' }).optional()),
  keyword: z.preprocess(blankToUndefined, z.string().trim().max(50, '标题关键词不能超过50个字').optional()),
  page: z.coerce.number({ error: '页码须为正整数' }).int('页码须为正整数').min(1, '页码须为正整数').max(10_000, '页码过大').default(1),
  pageSize: z.coerce
    .number({ error: '每页条数须为1到100' })
    .int('每页条数须为1到100')
    .min(1, '每页条数须为1到100')
    .max(100, '每页条数须为1到100')
    .default(20),
});
export type OpsArticleListQuery = z.infer<typeof opsArticleListQuery>;

const contentActionSchema = z.enum(['publish', 'unpublish', 'edit'] as const satisfies readonly ContentAction[]);

export const opsArticleListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  columnId: z.number().int(),
  columnName: z.string(),
  contentType: articleContentTypeSchema,
  author: z.string(),
  cover: z.string().nullable(),
  state: z.enum(CONTENT_STATE_CODES),
  displayState: z.enum(displayStateCodes),
  // The publish time (ISO); for a draft, when it was created.
  publishedAt: z.string(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  actions: z.array(contentActionSchema),
});
export type OpsArticleListItem = z.infer<typeof opsArticleListItem>;

export const opsArticleListResponse = z.object({ list: z.array(opsArticleListItem), total: z.number().int() });
export type OpsArticleListResponse = z.infer<typeof opsArticleListResponse>;

export const opsArticleDetail = opsArticleListItem.extend({
  summary: z.string(),
  jumpPath: z.string().nullable(),
  videoUrl: z.string().nullable(),
  poster: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
  fundCodes: z.array(z.string()),
  contentHtml: z.string(),
});
export type OpsArticleDetail = z.infer<typeof opsArticleDetail>;

export const opsArticleColumnsResponse = z.object({ list: z.array(z.object({ id: z.number().int(), name: z.string() })) });
export type OpsArticleColumnsResponse = z.infer<typeof opsArticleColumnsResponse>;
