import {
  aboutUsResponse,
  advertListResponse,
  agencyByFundQuery,
  agencyByFundResponse,
  agencyListRequest,
  agencyListResponse,
  areaResponse,
  articleDetail,
  articleDetailRequest,
  articleListRequest,
  articleListResponse,
  awardListResponse,
  bankBinResponse,
  columnListResponse,
  columnRefListResponse,
  contentIdParams,
  footerKeyParams,
  footerPageResponse,
  jobListRequest,
  jobListResponse,
  noticeDetail,
  noticeListRequest,
  noticeListResponse,
  serviceCenterListRequest,
  serviceCenterListResponse,
  serviceItem,
} from '@fund-direct/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { articleDetail as loadArticle, articleList, columnList, columnRefList } from './article.service.ts';
import { aboutUsContent, advertList, agencyByFund, agencyList, awardWall, footerPageContent, jobList } from './company.service.ts';
import { noticeDetail as loadNotice, noticeList } from './notice.service.ts';
import { serviceCenterDetail, serviceCenterList } from './service-center.service.ts';
import { areaList, bankBinList } from './static/static-data.service.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';
import { refreshSearchIndexes } from '../search/search.public.ts';
import { registerPublishScheduler, startPublishScheduler } from './publish-scheduler.ts';
import { SCHEDULED_CONTENT } from './scheduled-content.ts';
import { siteDataChanged } from '../../plugins/site-version.ts';

// §7 Content calls: thin routes, validated and serialised with the domain contracts.
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = api.db;

  // Scheduled publishes reach the search index at their time (the pages read by the clock already).
  const scheduler = startPublishScheduler({
    database: api.database,
    now: () => api.now(),
    sources: SCHEDULED_CONTENT,
    refresh: (kind) => {
      // The item's time has come: server-rendered pages show it from now on.
      siteDataChanged();
      return refreshSearchIndexes(api.database, kind);
    },
    logger: api.log,
  });
  const unregister = registerPublishScheduler(api.database, scheduler);
  api.addHook('onReady', () => scheduler.rearm());
  api.addHook('onClose', async () => {
    scheduler.stop();
    unregister();
  });

  api.get('/content/award-wall/list', { schema: { response: { 200: okEnvelope(awardListResponse) } } }, async () =>
    ok(await awardWall(db)),
  );

  api.post(
    '/content/article/list',
    { schema: { body: articleListRequest, response: { 200: okEnvelope(articleListResponse) } } },
    async (request) => ok(await articleList(db, request.body, api.now())),
  );

  api.post(
    '/content/article/detail',
    { schema: { body: articleDetailRequest, response: { 200: okEnvelope(articleDetail) } } },
    async (request) => ok(await loadArticle(db, request.body.id, api.now())),
  );

  // id is the parent column; 0 lists the top-level columns.
  api.get(
    '/content/column/list/:id',
    { schema: { params: contentIdParams, response: { 200: okEnvelope(columnListResponse) } } },
    async (request) => ok(await columnList(db, request.params.id)),
  );

  api.get(
    '/content/column/ref-list/:id',
    { schema: { params: contentIdParams, response: { 200: okEnvelope(columnRefListResponse) } } },
    async (request) => ok(await columnRefList(db, request.params.id, api.now())),
  );

  api.post(
    '/content/notice/list',
    { schema: { body: noticeListRequest, response: { 200: okEnvelope(noticeListResponse) } } },
    async (request) => ok(await noticeList(db, request.body, api.now())),
  );

  api.get(
    '/content/notice/detail/:id',
    { schema: { params: contentIdParams, response: { 200: okEnvelope(noticeDetail) } } },
    async (request) => ok(await loadNotice(db, request.params.id, api.now())),
  );

  // id is the advert position (1 = home banner).
  api.get(
    '/content/advert/list/:id',
    { schema: { params: contentIdParams, response: { 200: okEnvelope(advertListResponse) } } },
    async (request) => ok(await advertList(db, request.params.id, api.now())),
  );

  api.post(
    '/content/service-center/list',
    { schema: { body: serviceCenterListRequest, response: { 200: okEnvelope(serviceCenterListResponse) } } },
    async (request) => ok(await serviceCenterList(db, request.body, api.now())),
  );

  api.get(
    '/content/service-center/detail/:id',
    { schema: { params: contentIdParams, response: { 200: okEnvelope(serviceItem) } } },
    async (request) => ok(await serviceCenterDetail(db, request.params.id, api.now())),
  );

  api.post('/content/job/list', { schema: { body: jobListRequest, response: { 200: okEnvelope(jobListResponse) } } }, async (request) => {
    const body = request.body;
    return ok(await jobList(db, body.pageNum, body.pageSize, api.now()));
  });

  api.post(
    '/content/agency/list',
    { schema: { body: agencyListRequest, response: { 200: okEnvelope(agencyListResponse) } } },
    async (request) => {
      const body = request.body;
      return ok(await agencyList(db, body.kind, body.pageNum, body.pageSize));
    },
  );

  api.get(
    '/content/agency/by-fund',
    { schema: { querystring: agencyByFundQuery, response: { 200: okEnvelope(agencyByFundResponse) } } },
    async (request) => ok(await agencyByFund(db, request.query.fundCode)),
  );

  api.get('/content/about-us', { schema: { response: { 200: okEnvelope(aboutUsResponse) } } }, async () => ok(await aboutUsContent(db)));

  api.get(
    '/content/footer/:key',
    { schema: { params: footerKeyParams, response: { 200: okEnvelope(footerPageResponse) } } },
    async (request) => ok(await footerPageContent(db, request.params.key)),
  );

  // §3: cached in session storage by the client; the server builds them once per process.
  api.get('/content/static/area.json', { schema: { response: { 200: okEnvelope(areaResponse) } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=86400');
    return ok({ list: await areaList() });
  });

  api.get('/content/static/bank-bin.json', { schema: { response: { 200: okEnvelope(bankBinResponse) } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=86400');
    return ok({ list: bankBinList() });
  });
}
