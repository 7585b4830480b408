import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SERVICE_TYPES } from '@fund-direct/domain/contracts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { serviceCentreChildRoutes } from '../service-routes.tsx';

const LAZY = { timeout: 15_000 };
let bodies: unknown[] = [];

beforeEach(() => {
  bodies = [];
  vi.stubGlobal('fetch', async (_input: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { serviceType: string };
    bodies.push(body);
    // Served oldest first: the page must show the newest first (§3).
    const list = [
      {
        id: 1,
        serviceType: body.serviceType,
        title: '旧的规则',
        serviceTime: '2025-03-01 09:00:00',
        contentHtml: '<p>旧</p>',
        attachments: [],
      },
      {
        id: 2,
        serviceType: body.serviceType,
        title: '新的规则',
        serviceTime: '2026-03-01 09:00:00',
        contentHtml: '<p>新</p>',
        attachments: [],
      },
    ];
    return new Response(JSON.stringify({ code: '0000', msg: '成功', data: { list, total: 2 } }), {
      headers: { 'content-type': 'application/json' },
    });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: 'services', children: serviceCentreChildRoutes }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('service centre layout', () => {
  it('builds the accordion menu from the child routes and shows the page of the current one', async () => {
    renderAt('/services/trade_rule');
    const menu = await screen.findByRole('navigation', { name: '服务中心导航' }, LAZY);
    // The first button folds the whole menu on narrow screens; then the §2 sections in order.
    expect(
      within(menu)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['服务中心栏目', '资料下载', '业务指南', '交易指南', '投资者教育', '常见问题', '公告公示', '销售机构', '业务规则']);
    // Every §2 child is in the menu, once, pointing at /services/<child>.
    const hrefs = within(menu)
      .getAllByRole('link', { hidden: true })
      .map((link) => link.getAttribute('href'));
    expect(hrefs.sort()).toEqual(
      Object.keys(SERVICE_TYPES)
        .map((type) => `/services/${type}`)
        .sort(),
    );
    // The current section is open with the current page marked; the others are folded.
    expect(within(menu).getByRole('button', { name: '交易指南' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(menu).getByRole('link', { name: '交易规则' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).queryByRole('link', { name: '转换规则' })).toBeNull();

    expect(await screen.findByRole('heading', { level: 1, name: '交易规则' })).toBeDefined();
    const articles = await screen.findAllByRole('heading', { level: 2 }, LAZY);
    expect(articles.map((heading) => heading.textContent)).toEqual(['新的规则', '旧的规则']);
    // §9: the whole list in one page of 999.
    expect(bodies[0]).toEqual({ serviceType: 'trade_rule', pageParam: { pageNum: 1, pageSize: 999 } });

    // Accordion: opening another section folds this one.
    fireEvent.click(within(menu).getByRole('button', { name: '业务规则' }));
    expect(within(menu).getByRole('button', { name: '交易指南' }).getAttribute('aria-expanded')).toBe('false');
    expect(within(menu).getByRole('link', { name: '转换规则' })).toBeDefined();
  }, 30_000);

  it('moves to the page a menu link names', async () => {
    const router = renderAt('/services/trade_rule');
    const menu = await screen.findByRole('navigation', { name: '服务中心导航' }, LAZY);
    fireEvent.click(within(menu).getByRole('button', { name: '业务规则' }));
    fireEvent.click(within(menu).getByRole('link', { name: '定投业务规则' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/services/develop_fund_rule'));
    expect(await screen.findByRole('heading', { level: 1, name: '定投业务规则' }, LAZY)).toBeDefined();
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ serviceType: 'develop_fund_rule' }));
  }, 30_000);
});
