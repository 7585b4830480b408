import { ERRORS } from '@fund-direct/domain/errors';
import { TRADE_ERRORS } from '@fund-direct/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, passwordLogin, tokenOf } from '../../test/modules/auth/auth.test-support.ts';
import { createTestApp, signedInject, type TestApp } from '../../test/support/test-app.ts';
import { requireCustomer } from './session.ts';

// §2/§6: institutions have no personal block and cannot trade online. The routes come from the app's own route table,
// so a route marked personal-only later is tested here without anyone adding it.
let test: TestApp;
let institution: string;
let personal: string;

beforeAll(async () => {
  test = await createTestApp();
  institution = await tokenOf(await passwordLogin(test.app, '13800000003', 'Demo12345'));
  personal = await tokenOf(await passwordLogin(test.app, '13800000001', 'Demo12345'));
});
afterAll(() => test.close());

const marked = () => test.app.routeTable.filter((route) => route.config.personalOnly && route.url.startsWith('/api/'));

const call = (method: string, url: string, token: string) =>
  signedInject(test.app, { method: method as 'GET' | 'POST', url, token, ...(method === 'GET' ? { query: {} } : { body: {} }) });

describe('personal-only routes', () => {
  it('include every call behind the pages this issue names: information, cards, risk, bills, plans and trading', () => {
    const urls = marked().map((route) => `${route.method} ${route.url}`);
    for (const expected of [
      'GET /api/account/profile',
      'POST /api/account/user-info/set',
      'GET /api/account/bank/user-list',
      'POST /api/account/bank/unbind',
      'GET /api/account/risk/customer',
      'POST /api/account/risk/submit',
      'GET /api/account/risk/questions',
      // PIPL rights belong to natural persons.
      'GET /api/account/consents',
      'GET /api/account/data-exports',
      'POST /api/account/data-exports',
      'GET /api/account/closure',
      'POST /api/account/closure',
      'POST /api/query/income-bill',
      'GET /api/trade/fixed-plan',
      'POST /api/trade/fixed-plan',
      'POST /api/trade/purchase',
      'POST /api/trade/redemption',
    ]) {
      expect(urls).toContain(expected);
    }
  });

  it('refuse an institution token, each with its envelope', async () => {
    const routes = marked();
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const response = await call(route.method, route.url, institution);
      const body = envelope(response);
      const expected = route.config.personalOnly === 'trade' ? TRADE_ERRORS.INSTITUTION : ERRORS.PERSONAL_ONLY;
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode, code: body.code, msg: body.msg }).toEqual({
        route: `${route.method} ${route.url}`,
        status: expected.http,
        code: expected.code,
        msg: expected.msg,
      });
    }
  });

  it('still answer a personal customer (reads answer, writes reach their own validation)', async () => {
    for (const route of marked()) {
      const body = envelope(await call(route.method, route.url, personal));
      expect([ERRORS.PERSONAL_ONLY.code, TRADE_ERRORS.INSTITUTION.code], `${route.method} ${route.url}`).not.toContain(body.code);
    }
  });

  it('are declared, one way or the other, on every customer call of the account area', () => {
    const undeclared = test.app.routeTable.filter(
      (route) =>
        route.url.startsWith('/api/account/') && route.preHandlers.includes(requireCustomer) && route.config.personalOnly === undefined,
    );
    expect(undeclared.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('still ask a visitor to log in', async () => {
    const response = await signedInject(test.app, { method: 'GET', url: '/api/account/profile', query: {} });
    expect(response.statusCode).toBe(401);
    expect(envelope(response).code).toBe(ERRORS.UNAUTHORIZED.code);
  });

  it('leave the institution its own calls: user info, organisation info, assets, trade records', async () => {
    for (const [method, url] of [
      ['GET', '/api/account/user-info'],
      ['POST', '/api/account/organisation-info'],
      ['GET', '/api/query/share-info'],
      ['POST', '/api/query/trade-record'],
      // Its account security is its own: the security centre lists its devices and signs them out.
      ['GET', '/api/account/sessions'],
    ] as const) {
      const body = envelope(await call(method, url, institution));
      expect([ERRORS.PERSONAL_ONLY.code, TRADE_ERRORS.INSTITUTION.code], `${method} ${url}`).not.toContain(body.code);
    }
  });
});

describe('the security centre of an institution', () => {
  it('lists its devices and signs the others out', async () => {
    const other = await tokenOf(await passwordLogin(test.app, '13800000003', 'Demo12345'));
    const list = envelope<{ id: string; current: boolean }[]>(await call('GET', '/api/account/sessions', institution));
    expect(list.code).toBe('0000');
    expect(list.data?.length).toBeGreaterThanOrEqual(2);
    const revoked = await signedInject(test.app, {
      method: 'POST',
      url: '/api/account/sessions/revoke',
      token: institution,
      body: { others: true },
    });
    expect(envelope(revoked).code).toBe('0000');
    expect((await call('GET', '/api/account/sessions', other)).statusCode).toBe(401);
  });
});
