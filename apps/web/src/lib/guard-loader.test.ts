import { ENTERPRISE_TEXTS, GUARD_TEXTS, GUARD_TITLE } from '@fund-direct/domain/constants';
import { ROUTE_PATHS, type RouteName } from '@fund-direct/domain/guards';
import type { ModalFuncProps } from 'antd';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setToken, setUser } from './auth-state.ts';
import { toPageStore } from './session-storage.ts';
import { guardLoader, pageAfterBlock, toPageOf, withGuards } from './guard-loader.ts';

const dialogs: ModalFuncProps[] = [];
const visited: string[] = [];

const warnings: string[] = [];
vi.mock('./feedback.ts', () => ({
  confirmDialog: (props: ModalFuncProps) => dialogs.push(props),
  toast: { warning: (content: string) => warnings.push(content) },
}));
vi.mock('./navigation.ts', () => ({ navigateTo: (to: string) => visited.push(to) }));

const READY = {
  custname: '王明',
  idno: '110101199003071235',
  idtype: '0',
  invalidate: '长期',
  liveNation: '156',
  workcode: '1',
  annualsalary: '1',
  educational: '1',
  address: '上海市浦东新区世纪大道100号',
  mobileno: '13800000001',
  custbelongto: '1',
  idcardupload: '1',
  riskability: '3',
  riskexpired: '0',
  isEnterprise: 0 as const,
};

// Runs the loader of a route as the router would for `url`; the result is null (page shown) or the redirect.
async function open(route: RouteName, url: string): Promise<{ shown: boolean; location?: string | null }> {
  const args = { request: new Request(`http://localhost${url}`), params: {}, context: undefined } as unknown as LoaderFunctionArgs;
  try {
    await guardLoader(route)(args);
    return { shown: true };
  } catch (thrown) {
    if (thrown instanceof Response) return { shown: false, location: thrown.headers.get('Location') };
    throw thrown;
  }
}

beforeEach(() => {
  dialogs.length = 0;
  warnings.length = 0;
  visited.length = 0;
  window.history.replaceState(null, '', '/fund_detail?fundCode=000512');
});
afterEach(() => {
  clearSession();
  toPageStore.clear();
});

describe('guardLoader', () => {
  it('asks a visitor to log in, keeps them where they were and remembers the page for after login', async () => {
    expect(await open('risk', '/account/risk')).toEqual({ shown: false, location: '/fund_detail?fundCode=000512' });
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]).toMatchObject({ title: GUARD_TITLE, type: 'warning', content: GUARD_TEXTS.login });
    dialogs[0]?.onOk?.();
    expect(visited).toEqual(['/login']);
    expect(toPageStore.get()).toEqual({ name: '/account/risk' });
  });

  it('sends the user home when the blocked page was the first one opened', async () => {
    window.history.replaceState(null, '', '/trade/purchase?fundCode=000512');
    expect(await open('purchase', '/trade/purchase?fundCode=000512')).toEqual({ shown: false, location: '/home' });
    dialogs[0]?.onOk?.();
    expect(toPageStore.get()).toEqual({ name: '/trade/purchase', query: { fundCode: '000512' } });
  });

  it('gives a personal user without an account the no-account dialog on account-only pages (§6)', async () => {
    setToken('t-1');
    setUser({ ...READY, custbelongto: '0' });
    expect((await open('modifyPhone', '/account/modify_phone')).shown).toBe(false);
    expect(dialogs[0]?.content).toBe(GUARD_TEXTS.openAccount);
    dialogs[0]?.onOk?.();
    expect(visited).toEqual([ROUTE_PATHS.openaccount]);
  });

  it('lets a user without an account into history, watchlist, security, profile and the login password', async () => {
    setToken('t-1');
    setUser({ ...READY, custbelongto: '0' });
    for (const route of ['myHistory', 'myFollow', 'safe', 'personInfo', 'modifyLoginPwd'] as const) {
      expect((await open(route, ROUTE_PATHS[route])).shown).toBe(true);
    }
    expect(dialogs).toEqual([]);
  });

  it('tells an institution it cannot trade, with nothing to confirm but the notice', async () => {
    setToken('t-1');
    setUser({ ...READY, isEnterprise: 1 }, true);
    expect((await open('purchase', '/trade/purchase')).shown).toBe(false);
    expect(dialogs[0]).toMatchObject({ content: GUARD_TEXTS.enterprise, okCancel: false });
    expect((await open('enterpriseInfo', ROUTE_PATHS.enterpriseInfo)).shown).toBe(true);
  });

  it('sends an institution from a personal page to the enterprise area with the reason (§2/§6)', async () => {
    setToken('t-1');
    setUser({ ...READY, isEnterprise: 1 }, true);
    for (const [route, url] of [
      ['personInfo', '/account/person_info'],
      ['bank', '/account/bank'],
      ['risk', '/account/risk'],
      ['bill', '/assets/bill'],
      ['myFix', '/assets/my_fix'],
    ] as const) {
      expect(await open(route, url)).toEqual({ shown: false, location: ROUTE_PATHS.enterpriseInfo });
    }
    expect(warnings).toEqual(Array(5).fill(ENTERPRISE_TEXTS.personalOnly));
    expect(dialogs).toHaveLength(0);
  });

  it('lets an institution into its own assets pages', async () => {
    setToken('t-1');
    setUser({ ...READY, isEnterprise: 1 }, true);
    expect(await open('myAssets', '/assets/my_assets')).toEqual({ shown: true });
    expect(warnings).toEqual([]);
  });

  it('waits for the user info of a held token instead of taking the user for a visitor', async () => {
    setToken('t-1');
    const pending = open('purchase', '/trade/purchase');
    setUser({ ...READY, riskexpired: '1' });
    expect((await pending).shown).toBe(false);
    expect(dialogs.map((d) => d.content)).toEqual([GUARD_TEXTS.riskExpired]);
    dialogs[0]?.onOk?.();
    expect(visited).toEqual([ROUTE_PATHS.risk]);
  });

  it('shows the page when nothing blocks', async () => {
    setToken('t-1');
    setUser(READY);
    expect((await open('purchase', '/trade/purchase?fundCode=000512')).shown).toBe(true);
    expect(dialogs).toEqual([]);
  });
});

describe('route helpers', () => {
  it('reads the page to return to from the blocked URL', () => {
    expect(toPageOf(new URL('http://x/trade/fix?fundCode=1&a=b'))).toEqual({ name: '/trade/fix', query: { fundCode: '1', a: 'b' } });
    expect(toPageOf(new URL('http://x/account/safe'))).toEqual({ name: '/account/safe' });
  });

  it('stays on the current page, or goes home when the blocked page is the current one', () => {
    expect(pageAfterBlock('/fund', '/trade/purchase')).toBe('/fund');
    expect(pageAfterBlock('/account/bank', '/account/bank')).toBe('/home');
  });

  it('wraps each page that names its route in its own guarded parent, and leaves the others', () => {
    const page: RouteObject = { path: 'account/safe', handle: { route: 'safe' } };
    const other: RouteObject = { path: 'somewhere' };
    const [wrapped, untouched] = withGuards([page, other]);
    expect(wrapped?.children).toEqual([page]);
    expect(typeof wrapped?.loader).toBe('function');
    expect(untouched).toBe(other);
    expect(withGuards([other], 'openaccount')[0]?.children).toEqual([other]);
  });
});
