import { z } from 'zod';

// Wire types of the behaviour calls of §7 (Account): watchlist (collect) and footprints.
// §4: funds are collected with refType own_select; articles with refType article.

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const keys = <T extends Record<string, unknown>>(table: T) => Object.keys(table) as [keyof T & string, ...(keyof T & string)[]];

export const BEHAVIOUR_REF_TYPES = { own_select: '自选基金', article: '文章' } as const;
export const behaviourRefTypeSchema = z.enum(keys(BEHAVIOUR_REF_TYPES), { error: '收藏类型不正确' });
export type BehaviourRefType = z.infer<typeof behaviourRefTypeSchema>;

// Footprints (my history): the last 200 objects per customer are kept.
export const FOOTPRINT_KEEP = 200;
export const BEHAVIOUR_MAX_PAGE_SIZE = 100;

// A fund is named by its 6-digit code, an article by its numeric id.
export const behaviourRefRequest = z
  .object({
    refType: behaviourRefTypeSchema,
    refObjectId: z.coerce.string({ error: '收藏对象不能为空' }).trim().min(1, '收藏对象不能为空').max(32, '收藏对象格式不正确'),
  })
  .superRefine((value, ctx) => {
    const pattern = value.refType === 'own_select' ? /^\d{6}$/ : /^\d{1,10}$/;
    if (!pattern.test(value.refObjectId)) {
      ctx.addIssue({
        code: 'custom',
        path: ['refObjectId'],
        message: value.refType === 'own_select' ? '基金代码必须是6位数字' : '文章编号格式不正确',
      });
    }
  });
export type BehaviourRefRequest = z.infer<typeof behaviourRefRequest>;

export const behaviourListRequest = z.object({
  refType: z.preprocess(blankToUndefined, behaviourRefTypeSchema.optional()),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(BEHAVIOUR_MAX_PAGE_SIZE).default(10),
});
export type BehaviourListRequest = z.infer<typeof behaviourListRequest>;

// `title`: the fund name or article title (null when the object has since been removed).
export const collectItem = z.object({
  refType: behaviourRefTypeSchema,
  refObjectId: z.string(),
  title: z.string().nullable(),
  createdAt: z.string(),
});
export type CollectItem = z.infer<typeof collectItem>;
export const collectListResponse = z.object({ list: z.array(collectItem), total: z.number().int() });
export type CollectListResponse = z.infer<typeof collectListResponse>;

export const footprintItem = z.object({
  refType: behaviourRefTypeSchema,
  refObjectId: z.string(),
  title: z.string().nullable(),
  viewedAt: z.string(),
});
export type FootprintItem = z.infer<typeof footprintItem>;
export const footprintListResponse = z.object({ list: z.array(footprintItem), total: z.number().int() });
export type FootprintListResponse = z.infer<typeof footprintListResponse>;

export const behaviourAckResponse = z.object({ refType: behaviourRefTypeSchema, refObjectId: z.string(), collected: z.boolean() });
export type BehaviourAckResponse = z.infer<typeof behaviourAckResponse>;
export const footprintAddResponse = z.object({ refType: behaviourRefTypeSchema, refObjectId: z.string() });

// ---- one entry per call (paths are below /api; all need a session) ----------------------------
export const BEHAVIOUR_CALLS = {
  add: { method: 'POST', path: '/account/behaviour/add', body: behaviourRefRequest, data: behaviourAckResponse },
  delete: { method: 'POST', path: '/account/behaviour/delete', body: behaviourRefRequest, data: behaviourAckResponse },
  collectList: { method: 'POST', path: '/account/collect/list', body: behaviourListRequest, data: collectListResponse },
  footprintList: { method: 'POST', path: '/account/footprint/list', body: behaviourListRequest, data: footprintListResponse },
  footprintAdd: { method: 'POST', path: '/account/footprint/add', body: behaviourRefRequest, data: footprintAddResponse },
} as const;
