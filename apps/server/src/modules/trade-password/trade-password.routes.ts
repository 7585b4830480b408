import {
  TRADE_PASSWORD_TEXT,
  tradePasswordDoneResponse,
  tradePasswordModifyRequest,
  tradePasswordResetRequest,
  tradePasswordSetRequest,
  tradePasswordStateResponse,
  type TradePasswordModifyRequest,
  type TradePasswordResetRequest,
  type TradePasswordSetRequest,
} from '@fund-direct/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { currentCustomerId, requireCustomer } from '../../plugins/session.ts';
import { passwordHasherFor } from '../auth/auth-deps.ts';
import { codeServicesOf } from '../serve/serve-context.ts';
import { modifyTradePassword, resetTradePassword, setTradePassword, tradePasswordState, type TradePasswordDeps } from './trade-password.service.ts';

// §2 modify_trade_pwd, reset_trade_pwd and the account-opening step; §7 reset trade password. The password
// fields travel RSA-encrypted (ENCRYPTED_FIELDS) and are only ever stored as scrypt hashes.
export async function tradePasswordRoutes(api: FastifyInstance): Promise<void> {
  const deps: TradePasswordDeps = {
    db: api.db,
    hasher: passwordHasherFor(api.config.nodeEnv),
    sms: codeServicesOf(api).sms,
    cipher: api.fieldCipher,
    now: () => api.now(),
  };
  const done = { 200: okEnvelope(tradePasswordDoneResponse) };

  api.get(
    '/account/trade-password/state',
    { preHandler: requireCustomer, schema: { response: { 200: okEnvelope(tradePasswordStateResponse) } } },
    async (request) => ok(await tradePasswordState(api.db, currentCustomerId(request), api.now())),
  );

  api.post('/account/trade-password/set', { preHandler: requireCustomer, schema: { body: tradePasswordSetRequest, response: done } }, async (request) => {
    await setTradePassword(deps, currentCustomerId(request), request.body as TradePasswordSetRequest);
    return ok({}, TRADE_PASSWORD_TEXT.setSucceeded);
  });

  api.post('/account/trade-password/modify', { preHandler: requireCustomer, schema: { body: tradePasswordModifyRequest, response: done } }, async (request) => {
    await modifyTradePassword(deps, currentCustomerId(request), request.body as TradePasswordModifyRequest);
    return ok({}, TRADE_PASSWORD_TEXT.modified);
  });

  api.post('/account/trade-password/reset', { preHandler: requireCustomer, schema: { body: tradePasswordResetRequest, response: done } }, async (request) => {
    await resetTradePassword(deps, currentCustomerId(request), request.body as TradePasswordResetRequest);
    return ok({}, TRADE_PASSWORD_TEXT.resetSucceeded);
  });
}
