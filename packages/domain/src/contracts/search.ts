import { z } from 'zod';
import { SEARCH_KEYWORD_MAX, SEARCH_TEXTS } from '../search/texts.ts';
import { articleContentTypeSchema } from './content.ts';

// §7 POST search (keyWord, isMoreFilter = 1). §5: only a non-empty keyword is searched.
export const searchRequest = z.object({
  keyWord: z.string().trim().min(1, SEARCH_TEXTS.keywordRequired).max(SEARCH_KEYWORD_MAX),
  isMoreFilter: z.coerce.number().int().optional().default(1),
});
export type SearchRequest = z.input<typeof searchRequest>;

// [start, end) positions in the highlighted field.
const range = z.tuple([z.number().int(), z.number().int()]);

// §3 search response items; each carries the field that matched and the ranges to show in red.
export const fundSearchItem = z.object({
  type: z.literal('fund'),
  fundSearchAppVO: z.object({ fundName: z.string(), fundCode: z.string() }),
  field: z.enum(['fundName', 'fundCode']),
  ranges: z.array(range),
});
export const managerSearchItem = z.object({
  type: z.literal('manager'),
  fundManagerSearchAppVO: z.object({ name: z.string(), manId: z.string(), avatar: z.string() }),
  field: z.literal('name'),
  ranges: z.array(range),
});
export const noticeSearchItem = z.object({
  type: z.literal('notice'),
  fundNoticeSearchAppVO: z.object({ title: z.string(), noticeId: z.number().int() }),
  field: z.literal('title'),
  ranges: z.array(range),
});
export const articleSearchItem = z.object({
  type: z.literal('article'),
  articleInfoSearchAppVO: z.object({
    title: z.string(),
    id: z.number().int(),
    contentType: articleContentTypeSchema,
    jumpPath: z.string().nullable(),
  }),
  field: z.literal('title'),
  ranges: z.array(range),
});
export const searchItem = z.discriminatedUnion('type', [fundSearchItem, managerSearchItem, noticeSearchItem, articleSearchItem]);
export type SearchItem = z.infer<typeof searchItem>;
export type SearchGroup = SearchItem['type'];
export const SEARCH_GROUPS = ['fund', 'manager', 'article', 'notice'] as const satisfies readonly SearchGroup[];

// The mixed list (at most SEARCH_GROUP_LIMIT per group, best first) and every group's total.
export const searchResponse = z.object({
  list: z.array(searchItem),
  counts: z.object({ fund: z.number().int(), manager: z.number().int(), article: z.number().int(), notice: z.number().int() }),
});
export type SearchResponse = z.infer<typeof searchResponse>;

// §3 hot keyword items, most searched first.
export const hotKeyword = z.object({ id: z.number().int(), keyWord: z.string() });
export const hotKeywordListResponse = z.array(hotKeyword);
export type HotKeyword = z.infer<typeof hotKeyword>;
