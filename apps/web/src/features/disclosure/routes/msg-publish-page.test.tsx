import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NOTICE_CONCURRENCY } from '@fund-direct/domain/constants';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, setQueryClientResolver } from '@/lib/query-client.ts';
import { disclosureRoutes } from '../disclosure-routes.tsx';

// The page chunk brings Ant Design along; the first import in a fresh worker is slow.
const LAZY = { timeout: 15_000 };
const TOTALS: Record<string, number> = { regular: 20, trans: 12, issue: 3, temp: 18, company: 7 };

interface NoticeCall {
  group: string;
  pageNum: number;
}

let calls: NoticeCall[] = [];
let inFlight = 0;
let peak = 0;
let release: () => void = () => undefined;
let gate: Promise<void> = Promise.resolve();

function notices(group: string, pageNum: number) {
  const total = TOTALS[group] ?? 0;
  const count = Math.max(0, Math.min(10, total - (pageNum - 1) * 10));
  return Array.from({ length: count }, (_, i) => ({
    noticeId: pageNum * 100 + i,
    group,
    groupName: group,
    title: `${group}公告第${pageNum}页第${i + 1}条`,
    fundCode: null,
    publishedAt: '2026-10-25 17:00:00',
    attachmentCount: 1,
  }));
}

beforeEach(() => {
  calls = [];
  inFlight = 0;
  peak = 0;
  gate = new Promise((resolve) => {
    release = resolve;
  });
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    expect(String(input)).toBe('/api/content/notice/list');
    const body = JSON.parse(String(init.body)) as NoticeCall & { pageSize: number };
    calls.push({ group: body.group, pageNum: body.pageNum });
    inFlight += 1;
    peak = Math.max(peak, inFlight);
    await gate;
    inFlight -= 1;
    const data = { list: notices(body.group, body.pageNum), total: TOTALS[body.group] ?? 0 };
    return new Response(JSON.stringify({ code: '0000', msg: '成功', data }), { headers: { 'content-type': 'application/json' } });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(path: string) {
  // The route's loader starts the page's queries in the client the page reads, as the app's one client does.
  const client = createQueryClient();
  setQueryClientResolver(() => client);
  const router = createMemoryRouter(disclosureRoutes, { initialEntries: [path] });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('/msg_publish', () => {
  it('loads the first page of the five groups at once, at most 5 in flight, then pages within a tab', async () => {
    renderPage('/msg_publish');
    await waitFor(() => expect(calls).toHaveLength(5), LAZY);
    // §9: all five requests are out together, never more than NOTICE_CONCURRENCY.
    expect(peak).toBeLessThanOrEqual(NOTICE_CONCURRENCY);
    expect(calls.map((call) => call.group).sort()).toEqual(['company', 'issue', 'regular', 'temp', 'trans']);
    expect(calls.every((call) => call.pageNum === 1)).toBe(true);
    await act(async () => release());

    expect(await screen.findByRole('heading', { level: 1, name: '信息披露' }, LAZY)).toBeDefined();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      '定期报告（20）',
      '交易公告（12）',
      '发行公告（3）',
      '临时公告（18）',
      '公司公告（7）',
    ]);
    const list = await screen.findByRole('list', { name: '定期报告列表' });
    expect(within(list).getAllByRole('link')[0]?.getAttribute('href')).toBe('/msg_publish/detail?id=100');

    // Another tab's first page comes from the preload: no new request.
    fireEvent.click(screen.getByRole('tab', { name: '交易公告（12）' }));
    const transList = await screen.findByRole('list', { name: '交易公告列表' });
    expect(within(transList).getAllByRole('listitem')).toHaveLength(10);
    expect(calls).toHaveLength(5);

    // Page 2 of that group is asked for on demand.
    fireEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ group: 'trans', pageNum: 2 }));
    expect(await screen.findByText('trans公告第2页第1条')).toBeDefined();
  }, 30_000);
});
