import type { IdReviewDetailResponse } from '@fund-direct/domain/contracts/ops';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { IdReviewPage } from './id-review-page.tsx';

const ID = '6f1c1e1a-3c1b-4b7e-9a51-2d7f0c9e8b11';
const DETAIL: IdReviewDetailResponse = {
  id: ID,
  customerId: 'c-1',
  custno: '10000001',
  custname: '王明',
  mobileMasked: '138****0001',
  uploadedAt: '2026-11-23T02:00:00.000Z',
  status: '2',
  reason: null,
  reviewedAt: null,
  idtype: '0',
  idnoMasked: '110***********1233',
  sex: '1',
  birthday: '19900307',
  address: '上海市浦东新区世纪大道100号',
  invalidate: '长期',
};

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage() {
  const posts: unknown[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    if (init.method === 'POST') {
      posts.push(JSON.parse(String(init.body)));
      return json({ code: '0000', msg: '成功', data: { id: ID, status: '1', reason: null } });
    }
    return json({ code: '0000', msg: '成功', data: DETAIL });
  });
  const router = createMemoryRouter(
    [
      { path: '/id-reviews/:id', element: <IdReviewPage /> },
      { path: '/id-reviews', element: <p>待审核列表</p> },
    ],
    { initialEntries: [`/id-reviews/${ID}`] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return posts;
}

describe('证件审核 page', { timeout: 30_000 }, () => {
  it('shows both photos from the staff-only address beside the masked identity', async () => {
    renderPage();
    const front = await screen.findByRole('img', { name: '身份证人像面' }, { timeout: 10_000 });
    expect(front.getAttribute('src')).toBe(`/api/ops/id-reviews/${ID}/photo/front`);
    expect(screen.getByRole('img', { name: '身份证国徽面' }).getAttribute('src')).toBe(`/api/ops/id-reviews/${ID}/photo/back`);
    expect(screen.getByText('110***********1233')).toBeTruthy();
    expect(screen.getByText('待审核')).toBeTruthy();
  });

  it('a rejection needs a reason from the list before anything is sent', async () => {
    const posts = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /驳\s*回/ }, { timeout: 10_000 }));
    expect(await screen.findByText('请选择驳回原因', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it('approval is confirmed first, then sent, and leads back to the queue', async () => {
    const posts = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '审核通过' }, { timeout: 10_000 }));
    fireEvent.click(await screen.findByRole('button', { name: /^通\s*过$/ }, { timeout: 10_000 }));
    expect(await screen.findByText('待审核列表', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(posts).toEqual([{ action: 'approve' }]);
  });
});
