import type { BankCardListResponse } from '@fund-direct/domain/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { authRoutes } from '../auth/auth.routes.ts';
import { passwordLogin, tokenOf } from '../../../test/modules/auth/auth.test-support.ts';
import { securityRoutes } from '../security/security.routes.ts';
import { customerIdOf, giveHolding } from '../../../test/modules/trading/trading.test-support.ts';
import { bankCardRoutes } from './bank-card.routes.ts';
import { call } from '../../../test/modules/bank-card/bank-card.test-support.ts';

// An app of the bank-card routes alone (no trading routes loaded): the assembly still hands over the trading check.
let t: TestApp;
const clock = new Date('2026-11-20T02:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, routePlugins: [securityRoutes, authRoutes, bankCardRoutes] });
});
afterAll(async () => t.close());

it('refuses to unbind a card that carries holdings in an app without the trading routes', async () => {
  const alice = await tokenOf(await passwordLogin(t.app, '13800000001', DEMO_PASSWORD));
  const [card] = (await call<BankCardListResponse>(t.app, '/api/account/bank/user-list', alice)).body.data!.list;
  const customerId = await customerIdOf(t.app.db, '13800000001');
  await giveHolding(t.app.db, { customerId, fundCode: '000512', shares: '100.00', acquiredDate: '2026-11-02', tradeacco: card!.tradeacco });

  const refused = await call(t.app, '/api/account/bank/unbind', alice, { tradeacco: card!.tradeacco });

  expect(refused.body).toMatchObject({ code: '2309', msg: '该银行卡尚有基金持仓，暂不能解绑或更换' });
  expect((await call<BankCardListResponse>(t.app, '/api/account/bank/user-list', alice)).body.data!.list).toHaveLength(1);
});
