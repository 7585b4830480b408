import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { NoticeListResponse } from '@fund-direct/domain/contracts';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noticeListOptions } from '@/api/content/notice-list.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { FundNoticesSection } from './fund-notices-section.tsx';

const toasts: string[] = [];
vi.mock('@/lib/feedback.ts', () => ({ toast: { error: (text: string) => toasts.push(text) } }));

const notice = (noticeId: number, day: number): NoticeListResponse['list'][number] => ({
  noticeId,
  group: 'temp',
  groupName: '临时公告',
  title: `沣泽价值精选混合型证券投资基金公告${noticeId}`,
  fundCode: '000512',
  publishedAt: `2026-10-${String(day).padStart(2, '0')} 09:00:00`,
  attachmentCount: 0,
});
const SEVEN: NoticeListResponse = { list: [1, 2, 3, 4, 5, 6, 7].map((n) => notice(n, 20 - n)), total: 7 };

const envelope = (code: string, msg: string, data: unknown) =>
  new Response(JSON.stringify({ code, msg, data }), { headers: { 'content-type': 'application/json' } });

let bodies: unknown[];
let answers: Response[];
// Sections scrolled near: the observers fire only when a test says so.
let observers: { callback: IntersectionObserverCallback; element: Element | undefined }[];

beforeEach(() => {
  bodies = [];
  answers = [];
  observers = [];
  toasts.length = 0;
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    expect(new URL(input, 'http://localhost').pathname).toBe('/api/content/notice/list');
    bodies.push(JSON.parse(String(init?.body)));
    return answers.shift() ?? envelope('0000', '成功', SEVEN);
  });
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, element: undefined };
        observers.push(this.entry);
      }
      observe(element: Element) {
        this.entry.element = element;
      }
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function scrollNear() {
  act(() => {
    for (const { callback, element } of observers) {
      if (element) callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  });
}

function renderWith(children: ReactNode) {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

describe('FundNoticesSection', () => {
  it('asks for the notices only once scrolled near, then links each to its detail and the rest to /msg_publish', async () => {
    renderWith(<FundNoticesSection fundCode="000512" className="fd-detail-section" headingId="fd-notices-title" />);
    const section = screen.getByRole('region', { name: '基金公告' });
    expect(section.className).toBe('fd-detail-section');
    expect(within(section).getByText('加载中…')).toBeTruthy();
    expect(within(section).getByRole('link', { name: '更多公告' }).getAttribute('href')).toBe('/msg_publish');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(bodies).toEqual([]);

    scrollNear();
    const list = await within(section).findByRole('list');
    expect(bodies).toEqual([{ fundCode: '000512', pageNum: 1, pageSize: 10 }]);
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(7);
    expect(links[0]?.textContent).toBe('沣泽价值精选混合型证券投资基金公告1');
    expect(links[0]?.getAttribute('href')).toBe('/msg_publish/detail?id=1');
    expect(within(list).getAllByRole('listitem')[0]?.querySelector('time')?.textContent).toBe('2026-10-19');
  });

  it('shows only the first `limit`, and a second page showing the same fund reads the same cached page', async () => {
    const client = renderWith(
      <FundNoticesSection fundCode="000512" className="fd-assets-detail__section" headingId="fd-assets-detail-notices" limit={5} />,
    );
    scrollNear();
    const shown = await within(await screen.findByRole('list')).findAllByRole('link');
    expect(shown.map((a) => a.getAttribute('href'))).toEqual([1, 2, 3, 4, 5].map((id) => `/msg_publish/detail?id=${id}`));
    expect(client.getQueryData(noticeListOptions({ fundCode: '000512', pageNum: 1, pageSize: 10 }).queryKey)).toEqual(SEVEN);

    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <FundNoticesSection fundCode="000512" className="fd-detail-section" headingId="fd-notices-title" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    scrollNear();
    expect(await screen.findAllByRole('link', { name: '沣泽价值精选混合型证券投资基金公告7' })).toHaveLength(1);
    expect(bodies).toHaveLength(1);
  });

  it('says when the fund has no notices', async () => {
    answers.push(envelope('0000', '成功', { list: [], total: 0 }));
    renderWith(<FundNoticesSection fundCode="000512" className="fd-detail-section" headingId="fd-notices-title" minHeight={80} />);
    scrollNear();
    const status = await screen.findByText('暂无本基金公告');
    expect(status.closest('[role="status"]')?.getAttribute('style')).toContain('min-height: 80px');
  });

  it('offers a retry when the list fails, and shows the notices it brings', async () => {
    answers.push(envelope('9999', '系统繁忙，请稍后再试', null));
    renderWith(<FundNoticesSection fundCode="000512" className="fd-detail-section" headingId="fd-notices-title" />);
    scrollNear();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('数据加载失败');
    expect(toasts).toEqual(['系统繁忙，请稍后再试']);

    fireEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(7);
    expect(bodies).toHaveLength(2);
  });
});
