import {
  bonusRequest,
  convertRequest,
  purchaseRequest,
  redemptionRequest,
  remitNoticeRequest,
  remitNoticeResponse,
  TRADE_ERRORS,
  TRADE_TEXT,
  tradeOrderDetailResponse,
  tradeOrderQuery,
  tradeOrderResponse,
  withdrawalRequest,
  type PurchaseRequest,
} from '@fund-direct/domain/contracts';
import { AppError } from '@fund-direct/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { currentCustomerId, requireCustomer } from '../../plugins/session.ts';
import { placeBonusChange } from './bonus.service.ts';
import { awaitingRemittances, findOwnOrderByNo } from './order.repository.ts';
import { toOrderView } from './order-view.ts';
import { placePurchase } from './purchase.service.ts';
import { placeConversion, placeRedemption } from './share-order.service.ts';
import type { TradingDeps } from './trade-context.ts';
import { withdrawOrder } from './withdrawal.service.ts';

// Placement, lookup and cancellation of orders.
export async function orderRoutes(api: FastifyInstance, deps: TradingDeps): Promise<void> {
  const signedIn = { preHandler: requireCustomer };
  const placed = { 200: okEnvelope(tradeOrderResponse) };

  api.post('/trade/purchase', { ...signedIn, schema: { body: purchaseRequest, response: placed } }, async (request) =>
    ok(await placePurchase(deps, currentCustomerId(request), request.body as PurchaseRequest)),
  );

  api.post('/trade/redemption', { ...signedIn, schema: { body: redemptionRequest, response: placed } }, async (request) =>
    ok(await placeRedemption(deps, currentCustomerId(request), request.body as z.infer<typeof redemptionRequest>)),
  );

  api.post('/trade/convert', { ...signedIn, schema: { body: convertRequest, response: placed } }, async (request) =>
    ok(await placeConversion(deps, currentCustomerId(request), request.body as z.infer<typeof convertRequest>)),
  );

  api.post('/trade/bonus', { ...signedIn, schema: { body: bonusRequest, response: placed } }, async (request) =>
    ok(await placeBonusChange(deps, currentCustomerId(request), request.body as z.infer<typeof bonusRequest>)),
  );

  api.post('/trade/withdrawal', { ...signedIn, schema: { body: withdrawalRequest, response: placed } }, async (request) => {
    const body = request.body as z.infer<typeof withdrawalRequest>;
    return ok(await withdrawOrder(deps, currentCustomerId(request), body.orderNo, body.tradePassword), TRADE_TEXT.cancelled);
  });

  api.get(
    '/trade/order',
    { ...signedIn, schema: { querystring: tradeOrderQuery, response: { 200: okEnvelope(tradeOrderDetailResponse) } } },
    async (request) => {
      const row = await findOwnOrderByNo(deps.db, currentCustomerId(request), (request.query as z.infer<typeof tradeOrderQuery>).orderNo);
      if (!row) throw new AppError(TRADE_ERRORS.ORDER_NOT_FOUND);
      return ok({ order: toOrderView(row, deps.now(), deps.remitAccount) });
    },
  );

  api.post(
    '/trade/remit-notice',
    { ...signedIn, schema: { body: remitNoticeRequest, response: { 200: okEnvelope(remitNoticeResponse) } } },
    async (request) => {
      const rows = await awaitingRemittances(deps.db, currentCustomerId(request));
      const now = deps.now();
      return ok({ account: deps.remitAccount, list: rows.map((row) => toOrderView(row, now, deps.remitAccount)) });
    },
  );
}
