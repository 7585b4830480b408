import { emptyResponse } from '@fund-direct/domain/contracts';
import {
  aboutSectionBody,
  aboutSectionItem,
  aboutSectionList,
  aboutSectionParams,
  keywordBody,
  keywordItem,
  keywordList,
  keywordOrderBody,
  publishBody,
  siteContentIdParams,
} from '@fund-direct/domain/contracts/ops';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { auditMeta, currentStaff } from '../../plugins/ops-session.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';
import { advertKind, agencyKind, awardKind, columnKind, jobKind, serviceKind, type SiteKind } from './site-content-kinds.ts';
import {
  aboutSections,
  addKeyword,
  createSiteItem,
  curatedKeywords,
  deleteSiteItem,
  editAboutSection,
  listSiteItems,
  publishSiteItem,
  removeKeyword,
  renameKeyword,
  reorderKeywords,
  siteItem,
  unpublishSiteItem,
  updateSiteItem,
  type SiteEditContext,
} from './site-content.service.ts';

// Console: the site's content besides articles and notices, all under content.manage. The row-by-row kinds share one
// set of routes driven by their descriptor (site-content-kinds.ts); hot keywords and about-us have their own shape.
const permission = 'content.manage' as const;

function registerKind<Row, Body, Query extends { page: number; pageSize: number; keyword?: string | undefined }, Item>(
  app: FastifyInstance,
  kind: SiteKind<Row, Body, Query, Item>,
) {
  const ops = app.withTypeProvider<ZodTypeProvider>();
  const base = `/site-content/${kind.kind}`;
  const edit = (request: FastifyRequest): SiteEditContext => ({
    db: ops.db,
    actor: currentStaff(request),
    meta: auditMeta(request),
    now: ops.now(),
  });
  const { body, query, item, list } = kind.schemas;

  ops.get(base, { config: { permission }, schema: { querystring: query, response: { 200: okEnvelope(list) } } }, async (request) =>
    // Parsed again only to name the generic kind's query type; the route already validated it.
    ok(await listSiteItems(ops.db, kind, query.parse(request.query), ops.now())),
  );
  ops.get(
    `${base}/:id`,
    { config: { permission }, schema: { params: siteContentIdParams, response: { 200: okEnvelope(item) } } },
    async (request) => ok(await siteItem(ops.db, kind, request.params.id, ops.now())),
  );
  ops.post(base, { config: { permission }, schema: { body, response: { 200: okEnvelope(item) } } }, async (request) =>
    ok(await createSiteItem(edit(request), kind, request.body), kind.publish ? '已保存为草稿' : '已保存'),
  );
  ops.put(
    `${base}/:id`,
    { config: { permission }, schema: { params: siteContentIdParams, body, response: { 200: okEnvelope(item) } } },
    async (request) => ok(await updateSiteItem(edit(request), kind, request.params.id, request.body), '已保存'),
  );
  ops.delete(
    `${base}/:id`,
    { config: { permission }, schema: { params: siteContentIdParams, response: { 200: okEnvelope(emptyResponse) } } },
    async (request) => {
      await deleteSiteItem(edit(request), kind, request.params.id);
      return ok({}, '已删除');
    },
  );
  if (!kind.publish) return;
  ops.post(
    `${base}/:id/publish`,
    { config: { permission }, schema: { params: siteContentIdParams, body: publishBody, response: { 200: okEnvelope(item) } } },
    async (request) => ok(await publishSiteItem(edit(request), kind, request.params.id, request.body), '已发布'),
  );
  ops.post(
    `${base}/:id/unpublish`,
    { config: { permission }, schema: { params: siteContentIdParams, response: { 200: okEnvelope(item) } } },
    async (request) => ok(await unpublishSiteItem(edit(request), kind, request.params.id), '已下线'),
  );
}

export async function siteContentOpsRoutes(app: FastifyInstance): Promise<void> {
  registerKind(app, serviceKind);
  registerKind(app, jobKind);
  registerKind(app, agencyKind);
  registerKind(app, advertKind);
  registerKind(app, awardKind);
  registerKind(app, columnKind);

  const ops = app.withTypeProvider<ZodTypeProvider>();
  const edit = (request: FastifyRequest): SiteEditContext => ({
    db: ops.db,
    actor: currentStaff(request),
    meta: auditMeta(request),
    now: ops.now(),
  });

  ops.get('/site-content/keyword', { config: { permission }, schema: { response: { 200: okEnvelope(keywordList) } } }, async () =>
    ok(await curatedKeywords(ops.db)),
  );
  ops.post(
    '/site-content/keyword',
    { config: { permission }, schema: { body: keywordBody, response: { 200: okEnvelope(keywordItem) } } },
    async (request) => ok(await addKeyword(edit(request), request.body.keyWord), '已添加'),
  );
  ops.put(
    '/site-content/keyword/order',
    { config: { permission }, schema: { body: keywordOrderBody, response: { 200: okEnvelope(keywordList) } } },
    async (request) => ok(await reorderKeywords(edit(request), request.body.ids), '顺序已保存'),
  );
  ops.put(
    '/site-content/keyword/:id',
    { config: { permission }, schema: { params: siteContentIdParams, body: keywordBody, response: { 200: okEnvelope(keywordItem) } } },
    async (request) => ok(await renameKeyword(edit(request), request.params.id, request.body.keyWord), '已保存'),
  );
  ops.delete(
    '/site-content/keyword/:id',
    { config: { permission }, schema: { params: siteContentIdParams, response: { 200: okEnvelope(emptyResponse) } } },
    async (request) => {
      await removeKeyword(edit(request), request.params.id);
      return ok({}, '已移出热门搜索');
    },
  );

  ops.get('/site-content/about', { config: { permission }, schema: { response: { 200: okEnvelope(aboutSectionList) } } }, async () =>
    ok(await aboutSections(ops.db)),
  );
  ops.put(
    '/site-content/about/:key',
    {
      config: { permission },
      schema: { params: aboutSectionParams, body: aboutSectionBody, response: { 200: okEnvelope(aboutSectionItem) } },
    },
    async (request) => ok(await editAboutSection(edit(request), request.params.key, request.body), '已保存'),
  );
}
