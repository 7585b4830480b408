import {
  bonusRecordsQuery,
  bonusRecordsResponse,
  incomeBillRequest,
  incomeBillResponse,
  incomeRequest,
  incomeResponse,
  toBeConfirmedResponse,
  tradeRecordRequest,
  tradeRecordResponse,
  trendAllRequest,
  trendAllResponse,
} from '@fund-direct/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { currentCustomerId, requireCustomer } from '../../plugins/session.ts';
import { tradingDepsOf } from '../trading/trading.public.ts';
import { incomeBill } from './history-bill.service.ts';
import { incomeOf, trendAll } from './history-income.service.ts';
import { bonusRecordList, toBeConfirmed, tradeRecords } from './history-trade-record.service.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';

// §7 Query calls of the assets history: income, trends, bills, trade records, pending orders and
// dividends received; every call is scoped to the session's customer.
export async function assetsHistoryRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = tradingDepsOf(api);
  const signedIn = { preHandler: requireCustomer };

  api.post(
    '/query/income',
    { ...signedIn, schema: { body: incomeRequest, response: { 200: okEnvelope(incomeResponse) } } },
    async (request) => {
      const body = request.body;
      return ok(await incomeOf(deps, currentCustomerId(request), body.period, body.fundCode));
    },
  );

  api.post(
    '/query/trend-all',
    { ...signedIn, schema: { body: trendAllRequest, response: { 200: okEnvelope(trendAllResponse) } } },
    async (request) => ok(await trendAll(deps, currentCustomerId(request), request.body.period)),
  );

  api.post(
    '/query/income-bill',
    { config: { personalOnly: true }, ...signedIn, schema: { body: incomeBillRequest, response: { 200: okEnvelope(incomeBillResponse) } } },
    async (request) => ok(await incomeBill(deps, currentCustomerId(request), request.body.month)),
  );

  api.post(
    '/query/trade-record',
    { ...signedIn, schema: { body: tradeRecordRequest, response: { 200: okEnvelope(tradeRecordResponse) } } },
    async (request) => ok(await tradeRecords(deps, currentCustomerId(request), request.body)),
  );

  api.post('/query/to-be-confirmed', { ...signedIn, schema: { response: { 200: okEnvelope(toBeConfirmedResponse) } } }, async (request) =>
    ok(await toBeConfirmed(deps, currentCustomerId(request))),
  );

  api.get(
    '/query/bonus-records',
    { ...signedIn, schema: { querystring: bonusRecordsQuery, response: { 200: okEnvelope(bonusRecordsResponse) } } },
    async (request) => ok(await bonusRecordList(deps, currentCustomerId(request), request.query.fundCode)),
  );
}
