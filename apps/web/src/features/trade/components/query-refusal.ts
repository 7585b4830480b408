import { ApiError } from '@/lib/http.ts';

// A query the server refused (an institution, a locked account, a fund it will not trade) keeps the
// page from submitting and says why in the server's own words.
export function queryRefusal(query: { isError: boolean; error: unknown }): string | null {
  if (!query.isError) return null;
  return query.error instanceof ApiError ? query.error.msg : '数据加载失败，请刷新页面后重试';
}
