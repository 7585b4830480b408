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
} from '@fund-direct/domain/contracts';
import { AppError } from '@fund-direct/domain/errors';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { currentCustomerId, requireCustomer } from '../../plugins/session.ts';
import { placeBonusChange } from './bonus.service.ts';
import { awaitingRemittances, findOwnOrderByNo } from './order.repository.ts';
import { toOrderView } from './order-view.ts';
import { placePurchase } from './purchase.service.ts';
import { placeConversion, placeRedemption } from './share-order.service.ts';
import type { TradingDeps } from './trade-context.ts';
import { withdrawOrder } from './withdrawal.service.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';

// Placement, lookup and cancellation of orders.
export async function orderRoutes(app: FastifyInstance, deps: TradingDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: requireCustomer };
  // §6: institutions cannot trade online.
  const trade = { ...signedIn, config: { personalOnly: 'trade' } } as const;
  // A request id is only ever matched among the customer's own orders; a risk confirmation is the customer's own.
  const ORDER_REQUEST = { clientRequestId: 'clientRequest', riskConfirmationId: 'riskConfirmation' } as const;
  const placed = { 200: okEnvelope(tradeOrderResponse) };

  api.post(
    '/trade/purchase',
    {
      ...trade,
      config: { ...trade.config, owns: { ...ORDER_REQUEST, tradeacco: 'card' } },
      schema: { body: purchaseRequest, response: placed },
    },
    async (request) => ok(await placePurchase(deps, currentCustomerId(request), request.body)),
  );

  api.post(
    '/trade/redemption',
    { ...trade, config: { ...trade.config, owns: ORDER_REQUEST }, schema: { body: redemptionRequest, response: placed } },
    async (request) => ok(await placeRedemption(deps, currentCustomerId(request), request.body)),
  );

  api.post(
    '/trade/convert',
    { ...trade, config: { ...trade.config, owns: ORDER_REQUEST }, schema: { body: convertRequest, response: placed } },
    async (request) => ok(await placeConversion(deps, currentCustomerId(request), request.body)),
  );

  api.post(
    '/trade/bonus',
    { ...trade, config: { ...trade.config, owns: ORDER_REQUEST }, schema: { body: bonusRequest, response: placed } },
    async (request) => ok(await placeBonusChange(deps, currentCustomerId(request), request.body)),
  );

  api.post(
    '/trade/withdrawal',
    { ...trade, config: { ...trade.config, owns: { orderNo: 'order' } }, schema: { body: withdrawalRequest, response: placed } },
    async (request) => {
      const body = request.body;
      return ok(await withdrawOrder(deps, currentCustomerId(request), body.orderNo, body.tradePassword), TRADE_TEXT.cancelled);
    },
  );

  api.get(
    '/trade/order',
    {
      ...signedIn,
      config: { owns: { orderNo: 'order' } },
      schema: { querystring: tradeOrderQuery, response: { 200: okEnvelope(tradeOrderDetailResponse) } },
    },
    async (request) => {
      const row = await findOwnOrderByNo(deps.db, currentCustomerId(request), request.query.orderNo);
      if (!row) throw new AppError(TRADE_ERRORS.ORDER_NOT_FOUND);
      return ok({ order: toOrderView(row, deps.now(), deps.remitAccount) });
    },
  );

  api.post(
    '/trade/remit-notice',
    { ...trade, schema: { body: remitNoticeRequest, response: { 200: okEnvelope(remitNoticeResponse) } } },
    async (request) => {
      const rows = await awaitingRemittances(deps.db, currentCustomerId(request));
      const now = deps.now();
      return ok({ account: deps.remitAccount, list: rows.map((row) => toOrderView(row, now, deps.remitAccount)) });
    },
  );
}
