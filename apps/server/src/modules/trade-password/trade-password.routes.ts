import {
  TRADE_PASSWORD_TEXT,
  tradePasswordDoneResponse,
  tradePasswordModifyRequest,
  tradePasswordResetRequest,
  tradePasswordSetRequest,
  tradePasswordStateResponse,
} from '@fund-direct/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { currentCustomerId, requireCustomer } from '../../plugins/session.ts';
import { passwordHasherFor } from '../auth/auth.public.ts';
import { codeServicesOf } from '../serve/serve.public.ts';
import {
  modifyTradePassword,
  resetTradePassword,
  setTradePassword,
  tradePasswordState,
  type TradePasswordDeps,
} from './trade-password.service.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';

// §2 modify_trade_pwd, reset_trade_pwd and the account-opening step; §7 reset trade password. The password
// fields travel RSA-encrypted (ENCRYPTED_FIELDS) and are only ever stored as scrypt hashes.
export async function tradePasswordRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
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
    { preHandler: requireCustomer, config: { personalOnly: true }, schema: { response: { 200: okEnvelope(tradePasswordStateResponse) } } },
    async (request) => ok(await tradePasswordState(api.db, currentCustomerId(request), api.now())),
  );

  api.post(
    '/account/trade-password/set',
    { preHandler: requireCustomer, config: { personalOnly: true }, schema: { body: tradePasswordSetRequest, response: done } },
    async (request) => {
      await setTradePassword(deps, currentCustomerId(request), request.body);
      return ok({}, TRADE_PASSWORD_TEXT.setSucceeded);
    },
  );

  api.post(
    '/account/trade-password/modify',
    { preHandler: requireCustomer, config: { personalOnly: true }, schema: { body: tradePasswordModifyRequest, response: done } },
    async (request) => {
      await modifyTradePassword(deps, currentCustomerId(request), request.body);
      return ok({}, TRADE_PASSWORD_TEXT.modified);
    },
  );

  api.post(
    '/account/trade-password/reset',
    { preHandler: requireCustomer, config: { personalOnly: true }, schema: { body: tradePasswordResetRequest, response: done } },
    async (request) => {
      await resetTradePassword(deps, currentCustomerId(request), request.body);
      return ok({}, TRADE_PASSWORD_TEXT.resetSucceeded);
    },
  );
}
