import {
  BANK_CARD_TEXT,
  bankCardItem,
  bankCardListResponse,
  bankPostSignRequest,
  bankPreSignRequest,
  bankPreSignResponse,
  bankTradeaccoRequest,
  bankUnbindResponse,
  bankVerifyRequest,
  bankVerifyResponse,
  supportBankListResponse,
} from '@fund-direct/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { currentCustomerId, requireCustomer } from '../../plugins/session.ts';
import { bankGatewayOf } from './bank-gateway.ts';
import {
  cardDetail,
  listCards,
  postSign,
  preSign,
  reContract,
  supportBankList,
  unbindCard,
  verifyCard,
  type BankCardDeps,
} from './bank-card.service.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';

// §7 Account bank-card calls; every card call is scoped to the session's customer.
export async function bankCardRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The app assembly hands over the card-usage checks (app.ts); without them a card with holdings could be unbound.
  if (!api.hasDecorator('cardUsageChecks')) throw new Error('bank-card routes need the card-usage checks (decorate cardUsageChecks)');
  const deps: BankCardDeps = {
    db: api.db,
    cipher: api.fieldCipher,
    gateway: bankGatewayOf(api),
    now: () => api.now(),
    cardUsage: api.cardUsageChecks,
  };
  // Every card call but the public bank list serves personal customers only (§2/§6).
  const signedIn = { preHandler: requireCustomer, config: { personalOnly: true } } as const;

  // §7 startup preload "supported bank list": public, like the bank-bin data it goes with.
  api.get('/account/bank/support-list', { schema: { response: { 200: okEnvelope(supportBankListResponse) } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600');
    return ok({ list: supportBankList() });
  });

  api.get('/account/bank/user-list', { ...signedIn, schema: { response: { 200: okEnvelope(bankCardListResponse) } } }, async (request) =>
    ok({ list: await listCards(api.db, currentCustomerId(request)) }),
  );

  api.post(
    '/account/bank/verify',
    {
      ...signedIn,
      config: { ...signedIn.config, owns: { cardNo: 'input' } },
      schema: { body: bankVerifyRequest, response: { 200: okEnvelope(bankVerifyResponse) } },
    },
    async (request) => ok(await verifyCard(deps, currentCustomerId(request), request.body), BANK_CARD_TEXT.verified),
  );

  api.post(
    '/account/bank/pre-sign',
    {
      ...signedIn,
      config: { ...signedIn.config, owns: { cardNo: 'input', replaceTradeacco: 'card' } },
      schema: { body: bankPreSignRequest, response: { 200: okEnvelope(bankPreSignResponse) } },
    },
    async (request) => ok(await preSign(deps, currentCustomerId(request), request.body, { ip: request.ip }), BANK_CARD_TEXT.codeSent),
  );

  api.post(
    '/account/bank/post-sign',
    {
      ...signedIn,
      config: { ...signedIn.config, owns: { tradeacco: 'card', replaceTradeacco: 'card' } },
      schema: { body: bankPostSignRequest, response: { 200: okEnvelope(bankCardItem) } },
    },
    async (request) => {
      const result = await postSign(deps, currentCustomerId(request), request.body);
      const msg = result.resigned ? BANK_CARD_TEXT.resigned : result.replaced ? BANK_CARD_TEXT.changed : BANK_CARD_TEXT.bound;
      return ok(result.card, msg);
    },
  );

  api.post(
    '/account/bank/detail',
    {
      ...signedIn,
      config: { ...signedIn.config, owns: { tradeacco: 'card' } },
      schema: { body: bankTradeaccoRequest, response: { 200: okEnvelope(bankCardItem) } },
    },
    async (request) => ok(await cardDetail(api.db, currentCustomerId(request), request.body.tradeacco)),
  );

  api.post(
    '/account/bank/unbind',
    {
      ...signedIn,
      config: { ...signedIn.config, owns: { tradeacco: 'card' } },
      schema: { body: bankTradeaccoRequest, response: { 200: okEnvelope(bankUnbindResponse) } },
    },
    async (request) => {
      const { tradeacco } = request.body;
      await unbindCard(deps, currentCustomerId(request), tradeacco);
      return ok({ tradeacco, status: 'unbound' as const }, BANK_CARD_TEXT.unbound);
    },
  );

  api.post(
    '/account/bank/re-contract',
    {
      ...signedIn,
      config: { ...signedIn.config, owns: { tradeacco: 'card' } },
      schema: { body: bankTradeaccoRequest, response: { 200: okEnvelope(bankPreSignResponse) } },
    },
    async (request) =>
      ok(await reContract(deps, currentCustomerId(request), request.body.tradeacco, { ip: request.ip }), BANK_CARD_TEXT.codeSent),
  );
}
