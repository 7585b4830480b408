import {
  fundBacktestQuery,
  fundBacktestResponse,
  fundDetailQuery,
  fundCompareQuery,
  fundCompareResponse,
  fundDetailResponse,
  fundIncTypeResponse,
  fundListRequest,
  fundListResponse,
  fundRankQuery,
  fundRankResponse,
  fundReportsQuery,
  fundReportsResponse,
  fundRiskQuery,
  fundRiskResponse,
  fundTypeListResponse,
  navListQuery,
  navListResponse,
  recommendListResponse,
} from '@fund-direct/domain/contracts';
import { shanghaiDate } from '@fund-direct/domain/calendar';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope, okEnvelopeSerialisedOnce, sendJsonText } from '../../plugins/envelope.ts';
import { watchedFundCodes } from '../behaviour/behaviour.service.ts';
import { fundTypeCounts, listFundsJson, rankFunds, recommendedFunds, yieldPeriodEnum } from './fund-catalogue.service.ts';
import { backtestFund } from './fund-backtest.service.ts';
import { compareFunds } from './fund-compare.service.ts';
import { fundDetail, navChart } from './fund-detail.service.ts';
import { fundReports } from './fund-report.service.ts';
import { fundRisk } from './fund-risk.service.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';

// §7 Content: fund calls. Lists come from the precomputed yields (recompute-yields.ts).
export async function fundRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/content/fund/list',
    { schema: { body: fundListRequest, response: { 200: okEnvelopeSerialisedOnce(fundListResponse) } } },
    // fundListType OWN lists the session customer's watchlist; isCollect marks watched funds (§3).
    async (request, reply) => {
      const watchlist = request.customerId ? await watchedFundCodes(api.db, request.customerId) : null;
      return sendJsonText(reply, await listFundsJson(api.db, request.body, watchlist, shanghaiDate(api.now())));
    },
  );

  api.get(
    '/content/fund/detail',
    { schema: { querystring: fundDetailQuery, response: { 200: okEnvelope(fundDetailResponse) } } },
    async (request) => ok(await fundDetail(api.db, request.query.fundCode, api.config.imageBaseUrl)),
  );

  api.get(
    '/content/nav/list',
    { schema: { querystring: navListQuery, response: { 200: okEnvelope(navListResponse) } } },
    async (request) => {
      const query = request.query;
      return ok(await navChart(api.db, query.fundCode, query.period));
    },
  );

  api.get(
    '/content/fund/compare',
    { schema: { querystring: fundCompareQuery, response: { 200: okEnvelope(fundCompareResponse) } } },
    async (request) => ok(await compareFunds(api.db, request.query.fundCodes, request.query.period, api.config.riskFreeRate)),
  );

  api.get(
    '/content/fund/reports',
    { schema: { querystring: fundReportsQuery, response: { 200: okEnvelope(fundReportsResponse) } } },
    async (request) => ok(await fundReports(api.db, request.query.fundCode)),
  );

  api.get(
    '/content/fund/risk',
    { schema: { querystring: fundRiskQuery, response: { 200: okEnvelope(fundRiskResponse) } } },
    async (request) => ok(await fundRisk(api.db, request.query.fundCode, api.config.riskFreeRate)),
  );

  api.get(
    '/content/fund/backtest',
    { schema: { querystring: fundBacktestQuery, response: { 200: okEnvelope(fundBacktestResponse) } } },
    async (request) => ok((await backtestFund(api.db, request.query)).response),
  );

  api.get(
    '/content/fund/rank',
    { schema: { querystring: fundRankQuery, response: { 200: okEnvelope(fundRankResponse) } } },
    async (request) => ok(await rankFunds(api.db, request.query)),
  );

  api.get('/content/recommend/list', { schema: { response: { 200: okEnvelope(recommendListResponse) } } }, async () =>
    ok({ list: await recommendedFunds(api.db) }),
  );

  api.post('/content/fund-type/list', { schema: { response: { 200: okEnvelope(fundTypeListResponse) } } }, async () =>
    ok({ list: await fundTypeCounts(api.db) }),
  );

  api.get('/content/enum/fundIncType', { schema: { response: { 200: okEnvelope(fundIncTypeResponse) } } }, async () =>
    ok(yieldPeriodEnum()),
  );
}
