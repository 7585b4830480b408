import { GUARD_TEXTS, GUARD_TITLE, WATCHLIST_TEXTS } from '@fund-direct/domain/constants';
import type { ModalFuncProps } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setToken, setUser } from '@/lib/auth-state.ts';
import { toPageStore } from '@/lib/session-storage.ts';
import { startTrade, toggleWatch } from './fund-actions.ts';

const dialogs: ModalFuncProps[] = [];
const visited: string[] = [];

vi.mock('@/lib/feedback.ts', () => ({ confirmDialog: (props: ModalFuncProps) => dialogs.push(props) }));
vi.mock('@/lib/navigation.ts', () => ({ navigateTo: (to: string) => visited.push(to) }));

const READY_USER = {
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

const FROM = { name: 'fundDetail', query: { fundCode: '000512' } };

beforeEach(() => {
  dialogs.length = 0;
  visited.length = 0;
});
afterEach(() => clearSession());

describe('startTrade', () => {
  it('asks a visitor to log in (温馨提示, warning) and stores the page for after login', async () => {
    await startTrade('purchase', '000512', FROM);
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]).toMatchObject({ title: GUARD_TITLE, content: GUARD_TEXTS.login, type: 'warning' });
    expect(visited).toEqual([]);
    dialogs[0]?.onOk?.();
    expect(toPageStore.get()).toEqual(FROM);
    expect(visited).toEqual(['/login']);
  });

  it('shows the first blocking guard: an expired risk assessment leads to the risk page', async () => {
    setToken('t-1');
    setUser({ ...READY_USER, riskexpired: '1' });
    await startTrade('fix', '000512', FROM);
    expect(dialogs[0]?.content).toBe(GUARD_TEXTS.riskExpired);
    dialogs[0]?.onOk?.();
    expect(visited).toEqual(['/account/risk']);
    expect(toPageStore.get()).toBeNull();
  });

  it('only informs an institution customer, with no target to go to', async () => {
    setToken('t-2');
    setUser({ ...READY_USER, isEnterprise: 1 });
    await startTrade('purchase', '000512', FROM);
    expect(dialogs[0]).toMatchObject({ content: GUARD_TEXTS.enterprise, okCancel: false });
    dialogs[0]?.onOk?.();
    expect(visited).toEqual([]);
  });

  it('opens the trade page with the fund code when nothing blocks', async () => {
    setToken('t-3');
    setUser(READY_USER);
    await startTrade('purchase', '000512', FROM);
    await startTrade('fix', '000512', FROM);
    expect(dialogs).toEqual([]);
    expect(visited).toEqual(['/trade/purchase?fundCode=000512', '/trade/fix?fundCode=000512']);
  });
});

describe('toggleWatch', () => {
  it('asks a visitor to log in instead of collecting', () => {
    const apply = vi.fn();
    toggleWatch({ watched: false, from: FROM, apply });
    expect(dialogs[0]).toMatchObject({ title: GUARD_TITLE, content: GUARD_TEXTS.login });
    dialogs[0]?.onOk?.();
    expect(apply).not.toHaveBeenCalled();
    expect(visited).toEqual(['/login']);
    expect(toPageStore.get()).toEqual(FROM);
  });

  it('adds at once, but asks 是否取消自选？ (确认 / 暂不) before removing', () => {
    setToken('t-4');
    const apply = vi.fn();
    toggleWatch({ watched: false, from: FROM, apply });
    expect(apply).toHaveBeenLastCalledWith(true);
    expect(dialogs).toEqual([]);

    toggleWatch({ watched: true, from: FROM, apply });
    expect(dialogs[0]).toMatchObject({ content: WATCHLIST_TEXTS.cancelConfirm, okText: '确认', cancelText: '暂不' });
    expect(apply).toHaveBeenCalledTimes(1);
    dialogs[0]?.onOk?.();
    expect(apply).toHaveBeenLastCalledWith(false);
  });
});
