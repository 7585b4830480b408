import { emptyResponse } from '@fund-direct/domain/contracts';
import {
  aboutSectionItem,
  aboutSectionList,
  advertItem,
  advertList,
  agencyItem,
  agencyList,
  awardItem,
  awardList,
  columnItem,
  columnList,
  jobItem,
  jobList,
  keywordItem,
  keywordList,
  serviceEntryItem,
  serviceEntryList,
  type AboutSectionBody,
  type PublishBody,
} from '@fund-direct/domain/contracts/ops';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { opsRequest } from '@/lib/http.ts';

// /api/ops/site-content/<kind> (content.manage): one client for the row-by-row kinds, keyed by kind, plus the hot
// keywords and about-us sections.
const SCHEMAS = {
  service: { item: serviceEntryItem, list: serviceEntryList },
  job: { item: jobItem, list: jobList },
  agency: { item: agencyItem, list: agencyList },
  advert: { item: advertItem, list: advertList },
  award: { item: awardItem, list: awardList },
  column: { item: columnItem, list: columnList },
} as const;
export type RowKind = keyof typeof SCHEMAS;
export type RowItem<K extends RowKind> = z.infer<(typeof SCHEMAS)[K]['item']>;
export type ListParams = Record<string, string | number | undefined>;

interface Parser<T> {
  parse: (value: unknown) => T;
}
// TypeScript cannot narrow SCHEMAS[kind] by a generic kind; each entry's pair is of one kind, so the narrowing holds.
const listSchema = <K extends RowKind>(kind: K) => SCHEMAS[kind].list as Parser<unknown> as Parser<{ list: RowItem<K>[]; total: number }>;
const itemSchema = <K extends RowKind>(kind: K) => SCHEMAS[kind].item as Parser<unknown> as Parser<RowItem<K>>;

const root = ['ops', 'site-content'] as const;

export function siteListQuery<K extends RowKind>(kind: K, params: ListParams) {
  return queryOptions({
    queryKey: [...root, kind, params],
    queryFn: ({ signal }) => opsRequest(`/site-content/${kind}`, { params, schema: listSchema(kind), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSiteList<K extends RowKind>(kind: K, params: ListParams) {
  return useQuery(siteListQuery(kind, params));
}

function useSiteMutation<V>(kind: string, mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: [...root, kind] }) });
}

// Create (no id) or replace (id) one row; the body is the kind's contract, checked by the server.
export function useSaveSiteItem<K extends RowKind>(kind: K) {
  return useSiteMutation(kind, ({ id, body }: { id?: number; body: unknown }) =>
    opsRequest(id ? `/site-content/${kind}/${id}` : `/site-content/${kind}`, {
      method: id ? 'PUT' : 'POST',
      body,
      schema: itemSchema(kind),
    }),
  );
}

export function useDeleteSiteItem(kind: RowKind) {
  return useSiteMutation(kind, (id: number) => opsRequest(`/site-content/${kind}/${id}`, { method: 'DELETE', schema: emptyResponse }));
}

export function usePublishSiteItem(kind: RowKind) {
  return useSiteMutation(kind, ({ id, body }: { id: number; body: PublishBody }) =>
    opsRequest(`/site-content/${kind}/${id}/publish`, { method: 'POST', body, schema: itemSchema(kind) }),
  );
}

export function useUnpublishSiteItem(kind: RowKind) {
  return useSiteMutation(kind, (id: number) =>
    opsRequest(`/site-content/${kind}/${id}/unpublish`, { method: 'POST', schema: itemSchema(kind) }),
  );
}

// ---- hot keywords ----
export const keywordListQuery = queryOptions({
  queryKey: [...root, 'keyword'],
  queryFn: ({ signal }) => opsRequest('/site-content/keyword', { schema: keywordList, signal }),
});
export const useKeywordList = () => useQuery(keywordListQuery);
export const useAddKeyword = () =>
  useSiteMutation('keyword', (keyWord: string) =>
    opsRequest('/site-content/keyword', { method: 'POST', body: { keyWord }, schema: keywordItem }),
  );
export const useRenameKeyword = () =>
  useSiteMutation('keyword', ({ id, keyWord }: { id: number; keyWord: string }) =>
    opsRequest(`/site-content/keyword/${id}`, { method: 'PUT', body: { keyWord }, schema: keywordItem }),
  );
export const useRemoveKeyword = () =>
  useSiteMutation('keyword', (id: number) => opsRequest(`/site-content/keyword/${id}`, { method: 'DELETE', schema: emptyResponse }));
export const useReorderKeywords = () =>
  useSiteMutation('keyword', (ids: number[]) =>
    opsRequest('/site-content/keyword/order', { method: 'PUT', body: { ids }, schema: keywordList }),
  );

// ---- about us ----
export const aboutListQuery = queryOptions({
  queryKey: [...root, 'about'],
  queryFn: ({ signal }) => opsRequest('/site-content/about', { schema: aboutSectionList, signal }),
});
export const useAboutSections = () => useQuery(aboutListQuery);
export const useSaveAboutSection = () =>
  useSiteMutation('about', ({ key, body }: { key: string; body: AboutSectionBody }) =>
    opsRequest(`/site-content/about/${key}`, { method: 'PUT', body, schema: aboutSectionItem }),
  );
