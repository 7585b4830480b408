import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { TaBatchDetailResponse } from '@fund-direct/domain/contracts/ops';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { taBatchDetailOptions } from '../api/ta-batch-detail.ts';
import { taRoutes } from '../ta-routes.tsx';

const LAZY = { timeout: 15_000 };
const SLOW = 30_000;

const step = (name: string, label: string, state: 'pending' | 'running' | 'done' | 'failed', error: string | null = null) => ({
  step: name,
  label,
  state,
  stateLabel: { pending: '未运行', running: '运行中', done: '已完成', failed: '失败' }[state],
  rows: state === 'done' ? 3 : null,
  durationMs: state === 'done' ? 42 : null,
  error,
});

const FAILED: TaBatchDetailResponse = {
  tradeDate: '2026-11-20',
  batch: {
    tradeDate: '2026-11-20',
    state: 'failed',
    stateLabel: '失败',
    startedAt: '2026-11-20T12:00:00.000Z',
    finishedAt: '2026-11-20T12:00:01.000Z',
    stepsDone: 1,
    stepCount: 3,
    runs: 1,
    approvedBy: 'checker',
    failedStep: 'dividends',
    failedStepLabel: '分红派息',
    error: '分红登记数据不完整',
  },
  steps: [
    step('confirm_purchases', '申购确认', 'done'),
    step('dividends', '分红派息', 'failed', '分红登记数据不完整'),
    step('daily_income', '每日收益', 'pending'),
  ],
};

const ME = {
  staff: { id: 'm', username: 'maker', displayName: '运营小王', role: 'fund_ops', roleLabel: '基金运营' },
  permissions: ['ta.view', 'fund.propose'],
  stage: 'active',
  idleExpiresAt: '2026-11-23T10:00:00.000Z',
};

const json = (data: unknown) => new Response(JSON.stringify({ code: '0000', msg: '成功', data }), { status: 200 });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      if (url.startsWith('/api/ops/auth/me')) return Promise.resolve(json(ME));
      if (url.startsWith('/api/ops/ta/batches/2026-11-20')) return Promise.resolve(json(FAILED));
      return Promise.resolve(new Response(JSON.stringify({ code: '1404', msg: '不存在' }), { status: 404 }));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const router = createMemoryRouter(taRoutes, { initialEntries: [path] });
  render(
    <App>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </App>,
  );
}

describe('a trade date’s batch', () => {
  it(
    'shows the failed step with its error, the steps before it done, and offers a re-run',
    async () => {
      renderAt('/ta/2026-11-20');
      const label = await screen.findByRole('cell', { name: '分红派息' }, LAZY);
      const row = label.closest('tr') as HTMLElement;
      expect(within(row).getByText('分红登记数据不完整')).toBeTruthy();
      expect(within(row).getByText('失败')).toBeTruthy();
      const done = screen.getByRole('cell', { name: '申购确认' }).closest('tr') as HTMLElement;
      expect(within(done).getByText('已完成')).toBeTruthy();
      expect(within(done).getByText('3 笔')).toBeTruthy();
      expect(screen.getByText('步骤「分红派息」失败')).toBeTruthy();
      expect(await screen.findByRole('button', { name: '重跑批处理' })).toBeTruthy();
    },
    SLOW,
  );
});

describe('live progress', () => {
  const intervalFor = (state: 'queued' | 'running' | 'done' | 'failed') => {
    const options = taBatchDetailOptions('2026-11-20');
    const data = { ...FAILED, batch: FAILED.batch && { ...FAILED.batch, state } };
    const refetch = options.refetchInterval as (query: { state: { data: TaBatchDetailResponse } }) => number | false;
    return refetch({ state: { data } });
  };

  it('asks again every second while the batch is queued or running, and stops when it ends', () => {
    expect(intervalFor('queued')).toBe(1000);
    expect(intervalFor('running')).toBe(1000);
    expect(intervalFor('done')).toBe(false);
    expect(intervalFor('failed')).toBe(false);
  });
});
