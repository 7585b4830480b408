import {
  opsArticleColumnsResponse,
  opsArticleDetail,
  opsArticleListQuery,
  opsArticleListResponse,
  opsArticleParams,
  opsArticlePublishRequest,
  opsArticleSaveRequest,
} from '@fund-direct/domain/contracts/ops';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { auditMeta, currentStaff } from '../../plugins/ops-session.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';
import {
  articleColumns,
  articleForOps,
  createArticle,
  editArticle,
  listArticlesForOps,
  publishArticle,
  unpublishArticle,
  type ArticleOpsContext,
} from './article-ops.service.ts';

// An article body of 200,000 characters of Chinese is about 600 KB of JSON.
const ARTICLE_BODY_LIMIT = 2 * 1024 * 1024;

// 内容管理 → 观点文章: viewpoint articles and videos (permission content.manage).
export async function articleOpsRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();
  const manage = { permission: 'content.manage' } as const;
  const context = (request: FastifyRequest): ArticleOpsContext => ({
    database: app.database,
    actor: currentStaff(request),
    meta: auditMeta(request),
    now: app.now(),
  });

  ops.get(
    '/articles',
    { config: manage, schema: { querystring: opsArticleListQuery, response: { 200: okEnvelope(opsArticleListResponse) } } },
    async (request) => ok(await listArticlesForOps(app.db, request.query, app.now())),
  );

  ops.get('/articles/columns', { config: manage, schema: { response: { 200: okEnvelope(opsArticleColumnsResponse) } } }, async () =>
    ok(await articleColumns(app.db)),
  );

  ops.get(
    '/articles/:id',
    { config: manage, schema: { params: opsArticleParams, response: { 200: okEnvelope(opsArticleDetail) } } },
    async (request) => ok(await articleForOps(app.db, request.params.id, app.now())),
  );

  ops.post(
    '/articles',
    {
      config: manage,
      bodyLimit: ARTICLE_BODY_LIMIT,
      schema: { body: opsArticleSaveRequest, response: { 200: okEnvelope(opsArticleDetail) } },
    },
    async (request) => ok(await createArticle(context(request), request.body), '已保存为草稿'),
  );

  ops.put(
    '/articles/:id',
    {
      config: manage,
      bodyLimit: ARTICLE_BODY_LIMIT,
      schema: { params: opsArticleParams, body: opsArticleSaveRequest, response: { 200: okEnvelope(opsArticleDetail) } },
    },
    async (request) => ok(await editArticle(context(request), request.params.id, request.body), '已保存'),
  );

  ops.post(
    '/articles/:id/publish',
    {
      config: manage,
      schema: { params: opsArticleParams, body: opsArticlePublishRequest, response: { 200: okEnvelope(opsArticleDetail) } },
    },
    async (request) => {
      const article = await publishArticle(context(request), request.params.id, request.body);
      return ok(article, article.displayState === 'scheduled' ? '已设置定时发布' : '已发布');
    },
  );

  ops.post(
    '/articles/:id/unpublish',
    { config: manage, schema: { params: opsArticleParams, response: { 200: okEnvelope(opsArticleDetail) } } },
    async (request) => ok(await unpublishArticle(context(request), request.params.id), '已下线'),
  );
}
