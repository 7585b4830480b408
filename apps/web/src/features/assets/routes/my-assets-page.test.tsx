import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AggregationResponse, ShareInfoResponse } from '@fund-direct/domain/contracts';
import { UP_DOWN_COLORS } from '@fund-direct/domain/format';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setToken, setUser } from '@/lib/auth-state.ts';
import {
  aggregation,
  EMPTY_AGGREGATION,
  LAZY,
  ok,
  readCall,
  renderAccountPage,
  SLOW,
  type RecordedCall,
} from './holdings-test-support.tsx';

// ECharts needs a real canvas; the donut's option is tested on its own (my-assets-split-options.test.ts).
const drawnSplits: ShareInfoResponse['split'][] = [];
vi.mock('../components/my-assets-split-chart.tsx', () => ({
  MyAssetsSplitChart: ({ split }: { split: ShareInfoResponse['split'] }) => {
    drawnSplits.push(split);
    return <div role="img" aria-label="资产分布环形图" />;
  },
}));

let page: AggregationResponse;
let calls: RecordedCall[];

beforeEach(() => {
  page = aggregation();
  calls = [];
  drawnSplits.length = 0;
  // The server side of the calls: dismissing and message state changes change what the next aggregation answers.
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const call = readCall(input, init);
    calls.push(call);
    switch (call.path) {
      case '/query/aggregation':
        return ok(page);
      case '/trade/todo':
        page = { ...page, todo: { list: page.todo.list.filter((t) => t.id !== call.body?.id) } };
        return ok({ list: page.todo.list });
      case '/query/messages/state': {
        const list = page.messages.list.map((m) => (m.id === call.body?.id ? { ...m, state: call.body?.state as '1' | '2' } : m));
        page = { ...page, messages: { list, unread: list.filter((m) => m.state === '0').length } };
        // The server answers the list as it now stands (messageListResponse).
        return ok({ list: list.filter((m) => m.state !== '2'), unread: page.messages.unread });
      }
      default:
        throw new Error(`unexpected call ${call.path}`);
    }
  });
  setToken('t-1');
  setUser({ custname: '王明', mobileno: '13800000001', custbelongto: '1', isEnterprise: 0 });
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const figure = (label: string) => screen.getByText(label).closest('div')!;

describe('资产明细', () => {
  it(
    'shows the totals with up/down colours, the split by fund type and one row per holding with its figures and trade links',
    async () => {
      renderAccountPage('/assets/my_assets');
      const summary = await screen.findByLabelText('资产概览', {}, LAZY);
      expect(within(summary).getByText('42,264.73')).toBeTruthy();
      expect(summary.textContent).toContain('持仓市值 41,264.73 · 在途资金 1,000.00');
      expect(figure('昨日收益(元)').textContent).toContain('收益日期 2026-11-20');
      expect(within(figure('昨日收益(元)')).getByText('33.66').style.color).toBe(hex(UP_DOWN_COLORS.up));
      expect(within(figure('持有收益(元)')).getByText('1,064.73')).toBeTruthy();
      expect(within(figure('累计收益(元)')).getByText('1,877.98')).toBeTruthy();
      expect(calls.filter((c) => c.path === '/query/aggregation')).toHaveLength(1);
      expect(calls[0]?.method).toBe('POST');

      const legend = screen.getByRole('list', { name: '按基金类型的资产分布' });
      expect(
        within(legend)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['债券型21,024.00元50.95%', '混合型15,240.73元36.93%', '货币型5,000.00元12.12%']);
      await screen.findByRole('img', { name: '资产分布环形图' });
      expect(drawnSplits.at(-1)?.map((s) => s.fundType)).toEqual(['3', '1', '5']);

      const table = screen.getByRole('table', { name: '持仓列表' });
      const mixed = within(table).getByRole('row', { name: '沣泽价值精选混合A' });
      const cells = within(mixed)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
      expect(cells.slice(0, 6)).toEqual([
        '12,345.67',
        '10,345.67冻结 2,000.00',
        '1.23452026-11-20',
        '15,240.73',
        '1,240.73+8.86%',
        '红利再投资',
      ]);
      expect(within(mixed).getByRole('link', { name: '沣泽价值精选混合A' }).getAttribute('href')).toBe('/fund_detail?fundCode=000512');
      expect(within(mixed).getByRole('link', { name: '卖出 沣泽价值精选混合A' }).getAttribute('href')).toBe('/trade/sell?fundCode=000512');
      expect(within(mixed).getByRole('link', { name: '转换 沣泽价值精选混合A' }).getAttribute('href')).toBe(
        '/trade/change?fundCode=000512',
      );
      expect(within(mixed).getByRole('link', { name: '定投 沣泽价值精选混合A' }).getAttribute('href')).toBe('/trade/fix?fundCode=000512');
      expect(within(mixed).getByRole('link', { name: '买入 沣泽价值精选混合A' }).getAttribute('href')).toBe(
        '/trade/purchase?fundCode=000512',
      );
      expect(within(mixed).getByRole('link', { name: '详情 沣泽价值精选混合A' }).getAttribute('href')).toBe(
        '/assets/assets_detail?fundCode=000512',
      );

      // All of the bond's shares wait for a redemption: nothing to sell or convert, its loss in green.
      const bond = within(table).getByRole('row', { name: '沣泽纯债债券A' });
      expect(within(bond).queryByRole('link', { name: /^卖出/ })).toBeNull();
      expect(within(bond).queryByRole('link', { name: /^转换/ })).toBeNull();
      expect(within(bond).getByText('卖出').getAttribute('aria-disabled')).toBe('true');
      expect(within(bond).getByText('-176.00').style.color).toBe(hex(UP_DOWN_COLORS.down));
      expect(within(bond).getByText('-0.83%').style.color).toBe(hex(UP_DOWN_COLORS.down));
      expect(within(bond).getByText('现金分红')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'lists the trades in transit with money for purchases, shares for redemptions and conversions, and their dates',
    async () => {
      renderAccountPage('/assets/my_assets');
      const table = await screen.findByRole('table', { name: '在途交易列表' }, LAZY);
      const rows = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        );
      expect(rows).toEqual([
        ['2026-11-23', '申购', '沣泽价值精选混合A', '1,000.00元', '2026-11-24', '--'],
        ['2026-11-23', '赎回', '沣泽纯债债券A', '20,000.00份', '2026-11-24', '2026-11-26'],
        ['2026-11-23', '基金转换', '沣泽价值精选混合A → 沣泽货币A', '2,000.00份', '2026-11-24', '--'],
      ]);
      expect(screen.getByText(/在途资金合计/).textContent).toBe('在途资金合计 1,000.00元');
      const section = screen.getByRole('region', { name: '在途交易（3）' });
      expect(within(section).getByRole('link', { name: '交易记录' }).getAttribute('href')).toBe('/assets/trade_record');
    },
    SLOW,
  );

  it(
    'links each to-do to where it is done and puts one aside with the dismiss call',
    async () => {
      renderAccountPage('/assets/my_assets');
      const todos = await screen.findByRole('list', { name: '待办事项' }, LAZY);
      expect(within(todos).getAllByRole('listitem')).toHaveLength(2);
      expect(within(todos).getByRole('link', { name: '去处理 风险测评即将到期' }).getAttribute('href')).toBe('/account/risk');
      expect(within(todos).getByRole('link', { name: '去处理 定投扣款失败' }).getAttribute('href')).toBe('/assets/my_fix');

      fireEvent.click(within(todos).getByRole('button', { name: '忽略 定投扣款失败' }));
      await waitFor(() => expect(screen.queryByText('定投扣款失败')).toBeNull());
      expect(calls.find((c) => c.path === '/trade/todo')).toMatchObject({ method: 'POST', body: { id: 'plan_failed:202611180001' } });
      expect(screen.getByRole('heading', { name: '待办事项（1）' })).toBeTruthy();
    },
    SLOW,
  );

  it(
    'keeps only unread and read messages (§3), marks one read and deletes one after confirming',
    async () => {
      renderAccountPage('/assets/my_assets');
      const messages = await screen.findByRole('list', { name: '消息通知' }, LAZY);
      expect(
        within(messages)
          .getAllByRole('listitem')
          .map((li) => li.getAttribute('aria-label')),
      ).toEqual(['未读：申购确认成功', '已读：分红到账']);
      expect(screen.queryByText('已删除的消息不再显示。')).toBeNull();
      expect(screen.getByRole('heading', { name: '消息通知（1条未读）' })).toBeTruthy();
      expect(within(messages).getByText('2026-11-20 18:05')).toBeTruthy();

      fireEvent.click(within(messages).getByRole('button', { name: '标为已读 申购确认成功' }));
      await screen.findByRole('heading', { name: '消息通知（0条未读）' });
      expect(calls.find((c) => c.path === '/query/messages/state')?.body).toEqual({ id: 'order:20261119000007', state: '1' });
      expect(within(messages).queryByRole('button', { name: /^标为已读/ })).toBeNull();

      fireEvent.click(within(messages).getByRole('button', { name: '删除 分红到账' }));
      expect(calls.filter((c) => c.path === '/query/messages/state')).toHaveLength(1);
      fireEvent.click(await screen.findByRole('button', { name: /^删\s*除$/ }));
      await waitFor(() => expect(screen.queryByText('分红到账')).toBeNull());
      expect(calls.filter((c) => c.path === '/query/messages/state').at(-1)?.body).toEqual({
        id: 'dividend:000301:2026-11-10',
        state: '2',
      });
    },
    SLOW,
  );

  it(
    'offers the holdings with available shares under the sell shortcut and every fund under buy',
    async () => {
      renderAccountPage('/assets/my_assets');
      const shortcuts = await screen.findByRole('navigation', { name: '快捷交易' }, LAZY);
      fireEvent.click(within(shortcuts).getByRole('button', { name: /卖出/ }));
      const sell = await screen.findByRole('menu');
      expect(
        within(sell)
          .getAllByRole('link')
          .map((a) => [a.textContent, a.getAttribute('href')]),
      ).toEqual([
        ['沣泽价值精选混合A', '/trade/sell?fundCode=000512'],
        ['沣泽货币A', '/trade/sell?fundCode=000701'],
      ]);
      fireEvent.click(within(shortcuts).getByRole('button', { name: /买入/ }));
      await waitFor(() => expect(screen.getAllByRole('link', { name: '选择其他基金' }).length).toBeGreaterThan(0));
      expect(screen.getAllByRole('link', { name: '选择其他基金' })[0]?.getAttribute('href')).toBe('/fund');
    },
    SLOW,
  );

  it(
    'shows zero figures and the way to the fund list to a customer without holdings',
    async () => {
      page = EMPTY_AGGREGATION;
      renderAccountPage('/assets/my_assets');
      expect(await screen.findByText('您还没有持有基金', {}, LAZY)).toBeTruthy();
      expect(screen.getByRole('link', { name: '去选购基金' }).getAttribute('href')).toBe('/fund');
      expect(screen.getByLabelText('资产概览').textContent).toBe(
        '总资产(元)0.00持仓市值 0.00 · 在途资金 0.00昨日收益(元)0.00收益日期 --持有收益(元)0.00当前持仓的市值减去持仓成本累计收益(元)0.00历次持仓的收益合计（含现金分红）',
      );
      expect(screen.queryByRole('list', { name: '按基金类型的资产分布' })).toBeNull();
      expect(screen.queryByRole('table', { name: '持仓列表' })).toBeNull();
      expect(screen.getByText('暂无在途交易')).toBeTruthy();
      expect(screen.getByText('暂无待办事项')).toBeTruthy();
      expect(screen.getByText('暂无消息')).toBeTruthy();
      const shortcuts = screen.getByRole('navigation', { name: '快捷交易' });
      expect(within(shortcuts).getByRole('link', { name: '买入' }).getAttribute('href')).toBe('/fund');
      expect(within(shortcuts).getByRole('button', { name: /卖出/ }).hasAttribute('disabled')).toBe(true);
    },
    SLOW,
  );
});

// jsdom reports colours as rgb().
function hex(color: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
