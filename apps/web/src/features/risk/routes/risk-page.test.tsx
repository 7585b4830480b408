import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUARD_TEXTS } from '@fund-direct/domain/constants';
import type { CustomerRiskResponse, RiskQuestionsResponse } from '@fund-direct/domain/contracts';
import { createQueryClient } from '@/lib/query-client.ts';
import { riskRoutes } from '../risk-routes.tsx';

const LAZY = { timeout: 15_000 };
const QUESTIONS: RiskQuestionsResponse = {
  list: [
    {
      id: 101,
      no: 1,
      title: '您的年龄是：',
      kind: 'score',
      multiple: false,
      options: [{ value: 'A', label: '18周岁（含）至30周岁' }],
      selectIndex: [],
    },
  ],
};
let customerRisk: CustomerRiskResponse;

beforeEach(() => {
  vi.stubGlobal('fetch', async (input: string) => {
    const url = String(input);
    const json = (data: unknown) =>
      new Response(JSON.stringify({ code: '0000', msg: '成功', data }), { headers: { 'content-type': 'application/json' } });
    if (url.startsWith('/api/account/risk/customer')) return json(customerRisk);
    if (url.startsWith('/api/account/risk/questions')) return json(QUESTIONS);
    throw new Error(`unexpected call ${url}`);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage() {
  const router = createMemoryRouter(riskRoutes, { initialEntries: ['/account/risk'] });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
}

describe('/account/risk', () => {
  it('shows the current level, its meaning, matched product levels and expiry; retake opens the questionnaire', async () => {
    customerRisk = {
      assessed: true,
      risk: {
        level: 'C3',
        riskability: '3',
        label: '平衡型',
        meaning: '您希望在风险与收益之间取得平衡，能够承受一定幅度的投资波动和本金损失。',
        score: 51,
        forcedLowest: false,
        matchedLevels: ['R1', 'R2', 'R3'],
        assessedAt: '2026-11-22',
        expiresAt: '2027-11-22',
        riskinvalidate: '20271122',
        expired: false,
      },
    };
    renderPage();
    expect(await screen.findByText('平衡型（C3）', {}, LAZY)).toBeDefined();
    expect(screen.getByText(customerRisk.risk!.meaning)).toBeDefined();
    expect(screen.getAllByText(/^R[1-3] /).map((node) => node.textContent)).toEqual(['R1 低风险', 'R2 中低风险', 'R3 中风险']);
    expect(screen.getByText('2027-11-22')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: /重新测评/ }));
    expect(await screen.findByText(/您的年龄是/)).toBeDefined();
  }, 30_000);

  it('opens the questionnaire at once when the level has expired', async () => {
    customerRisk = {
      assessed: true,
      risk: {
        level: 'C2',
        riskability: '2',
        label: '稳健型',
        meaning: '……',
        score: 27,
        forcedLowest: false,
        matchedLevels: ['R1', 'R2'],
        assessedAt: '2025-10-23',
        expiresAt: '2026-10-23',
        riskinvalidate: '20261023',
        expired: true,
      },
    };
    renderPage();
    expect(await screen.findByText(GUARD_TEXTS.riskExpired, {}, LAZY)).toBeDefined();
    expect(await screen.findByText(/您的年龄是/)).toBeDefined();
  }, 30_000);
});
