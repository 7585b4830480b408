import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { CalendarPreviewResponse } from '@fund-direct/domain/contracts/ops';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { calendarRoutes } from '../calendar-routes.tsx';

const LAZY = { timeout: 15_000 };
const SLOW = 30_000;

const ME = {
  staff: { id: 'm', username: 'maker', displayName: '运营小王', role: 'fund_ops', roleLabel: '基金运营' },
  permissions: ['fund.view', 'fund.propose'],
  stage: 'active',
  idleExpiresAt: '2026-11-23T10:00:00.000Z',
};

const REFUSED: CalendarPreviewResponse = {
  valid: false,
  errors: [{ field: 'makeUpWorkdays[0]', label: '调休上班日', message: '调休上班日应为周六或周日，2027-10-04 是星期一' }],
  summary: null,
};
const VALID: CalendarPreviewResponse = {
  valid: true,
  errors: [],
  summary: {
    year: 2027,
    tradingDays: 255,
    holidays: [{ name: '元旦', from: '2027-01-01', to: '2027-01-03', days: 3, closedWeekdays: 1 }],
    makeUpWorkdays: ['2027-10-09'],
    exchangeClosures: [],
    outcome: 'added',
    outcomeLabel: '新增年份',
    storedSource: null,
  },
};

const json = (data: unknown) => new Response(JSON.stringify({ code: '0000', msg: '成功', data }), { status: 200 });
let sent: { url: string; body: Record<string, unknown> }[] = [];

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (url.startsWith('/api/ops/auth/me')) return Promise.resolve(json(ME));
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      sent.push({ url, body });
      if (url === '/api/ops/calendar/preview') return Promise.resolve(json(String(body.text).includes('10-04') ? REFUSED : VALID));
      if (url === '/api/ops/calendar/propose') return Promise.resolve(json({ id: 'p-1' }));
      return Promise.resolve(new Response(JSON.stringify({ code: '1404', msg: '不存在' }), { status: 404 }));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderImport() {
  const router = createMemoryRouter(calendarRoutes, { initialEntries: ['/calendar/import'] });
  render(
    <App>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </App>,
  );
}

async function upload(content: string) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([content], '2027.json', { type: 'application/json' })] } });
}

describe('the calendar import page', () => {
  it(
    'shows each refused field of the uploaded file and does not offer 提交复核',
    async () => {
      renderImport();
      await screen.findByText('点击或将 JSON 文件拖到此处', undefined, LAZY);
      await upload('{"year":2027,"makeUpWorkdays":["2027-10-04"]}');
      const cell = await screen.findByText('makeUpWorkdays[0]', undefined, LAZY);
      const row = cell.closest('tr') as HTMLElement;
      expect(within(row).getByText('调休上班日')).toBeTruthy();
      expect(within(row).getByText('调休上班日应为周六或周日，2027-10-04 是星期一')).toBeTruthy();
      expect((screen.getByRole('button', { name: '提交复核' }) as HTMLButtonElement).disabled).toBe(true);
      expect(sent.map((call) => call.url)).toEqual(['/api/ops/calendar/preview']);
    },
    SLOW,
  );

  it(
    'summarises a valid year and submits it for 复核 with the notice number',
    async () => {
      renderImport();
      await screen.findByText('点击或将 JSON 文件拖到此处', undefined, LAZY);
      fireEvent.change(screen.getByLabelText('通知文号'), { target: { value: '国办发明电〔2026〕9号' } });
      await upload('{"year":2027}');
      expect(await screen.findByText('校验通过：2027 年，新增年份', undefined, LAZY)).toBeTruthy();
      expect(screen.getByText('255 天')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: '提交复核' }));
      expect(await screen.findByText('已提交复核', undefined, LAZY)).toBeTruthy();
      expect(sent.at(-1)).toEqual({
        url: '/api/ops/calendar/propose',
        body: { text: '{"year":2027}', source: '国办发明电〔2026〕9号', replace: false },
      });
    },
    SLOW,
  );
});
