import type { ArticleDetail, ArticleListRequest, ArticleListResponse, ArticleContentType, ColumnItem } from '@fund-direct/domain/contracts';
import type { DbExecutor } from '../../db/database.ts';
import { findArticle, findColumn, findNeighbours, fundNames, listArticles, listColumns } from './article.repository.ts';
import { notFound, pageOffset, toArticleSummary } from './content-mappers.ts';

// A column's reference list is bounded: the viewpoint page pages through /article/list for more.
const COLUMN_REF_LIMIT = 100;

export async function columnList(db: DbExecutor, parentId: number): Promise<{ list: ColumnItem[] }> {
  if (parentId !== 0 && !(await findColumn(db, parentId))) throw notFound('栏目');
  return { list: await listColumns(db, parentId) };
}

export async function columnRefList(db: DbExecutor, columnId: number, now: Date) {
  const column = await findColumn(db, columnId);
  if (!column) throw notFound('栏目');
  const { rows } = await listArticles(db, { now, columnId, offset: 0, limit: COLUMN_REF_LIMIT });
  return { column, list: rows.map(toArticleSummary) };
}

export async function articleList(db: DbExecutor, request: ArticleListRequest, now: Date): Promise<ArticleListResponse> {
  const { rows, total } = await listArticles(db, {
    now,
    columnId: request.columnId,
    contentType: request.contentType,
    ...pageOffset(request.pageNum, request.pageSize),
  });
  return { list: rows.map(toArticleSummary), total };
}

export async function articleDetail(db: DbExecutor, id: number, now: Date): Promise<ArticleDetail> {
  const row = await findArticle(db, id, now);
  if (!row) throw notFound('文章');
  const [names, { newer, older }] = await Promise.all([fundNames(db, row.fundCodes), findNeighbours(db, row, now)]);
  const neighbour = (n: typeof newer) => (n ? { id: n.id, title: n.title, contentType: n.contentType as ArticleContentType } : null);
  return {
    ...toArticleSummary(row),
    contentHtml: row.contentHtml,
    // Funds no longer in the fund table are left out rather than shown without a name.
    relatedFunds: row.fundCodes.flatMap((code) => {
      const name = names.get(code);
      return name ? [{ fundcode: code, fundname: name }] : [];
    }),
    prev: neighbour(newer),
    next: neighbour(older),
  };
}
