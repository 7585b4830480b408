import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { NavListResponse } from '@fund-direct/domain/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { NavChartSection } from './nav-chart-section.tsx';
import { PREVIEW_VIEWBOX, previewGeometry } from './nav-chart-preview-geometry.ts';

// jsdom has no canvas: the interactive chart shows which data it was given instead of drawing it.
vi.mock('./nav-chart.tsx', () => ({
  NavChart: ({ data, mode }: { data: NavListResponse; mode: string }) => (
    <div data-testid="interactive-chart">{`${data.period} ${mode} ${data.points.length}`}</div>
  ),
}));

// A quarter of a mixed fund's NAV list as the API answers it: decimal strings, a day without an
// accumulated NAV, a benchmark series.
const QUARTER: NavListResponse = {
  fundcode: '000512',
  isMoneyFund: false,
  period: '3m',
  benchmark: '沪深300指数收益率×60%+中债综合指数收益率×40%',
  points: [
    {
      date: '2026-08-21',
      unitNav: '1.2345',
      accNav: '1.5345',
      cumulativeReturn: '0',
      benchmarkReturn: '0',
      incomePer10k: null,
      yield7d: null,
    },
    {
      date: '2026-08-22',
      unitNav: '1.2410',
      accNav: '1.5410',
      cumulativeReturn: '0.005265',
      benchmarkReturn: '0.0031',
      incomePer10k: null,
      yield7d: null,
    },
    {
      date: '2026-08-25',
      unitNav: '1.2298',
      accNav: null,
      cumulativeReturn: '-0.003807',
      benchmarkReturn: '-0.0012',
      incomePer10k: null,
      yield7d: null,
    },
    {
      date: '2026-09-30',
      unitNav: '1.2876',
      accNav: '1.5876',
      cumulativeReturn: '0.043013',
      benchmarkReturn: '0.0207',
      incomePer10k: null,
      yield7d: null,
    },
    {
      date: '2026-11-20',
      unitNav: '1.3012',
      accNav: '1.6012',
      cumulativeReturn: '0.054030',
      benchmarkReturn: '0.0288',
      incomePer10k: null,
      yield7d: null,
    },
  ],
};
const YEAR: NavListResponse = { ...QUARTER, period: '1y', points: [{ ...QUARTER.points[0]!, date: '2025-11-20' }, ...QUARTER.points] };

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: '0000', msg: '成功', data }), { headers: { 'content-type': 'application/json' } });

let observers: { callback: IntersectionObserverCallback; element: Element | undefined }[];

beforeEach(() => {
  observers = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    expect(new URL(input, 'http://localhost').pathname).toBe('/api/content/nav/list');
    const period =
      (JSON.parse(String(init?.body ?? '{}')) as { period?: string }).period ??
      new URL(input, 'http://localhost').searchParams.get('period');
    return envelope(period === '1y' ? YEAR : QUARTER);
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

function renderSection() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <NavChartSection fundCode="000512" isMoneyFund={false} />
    </QueryClientProvider>,
  );
}

describe('NAV chart first view', () => {
  it('draws each series through every point with a value, scaled between the common extremes', () => {
    const geometry = previewGeometry(QUARTER.points, 'nav');
    expect(geometry?.lines.map((line) => line.name)).toEqual(['单位净值', '累计净值']);
    // The highest value (acc NAV 1.6012) is the top of the frame, the lowest (unit NAV 1.2298) its bottom.
    expect(geometry?.maxLabel).toBe('1.6012');
    expect(geometry?.minLabel).toBe('1.2298');
    const unit = geometry?.lines[0]?.path ?? '';
    expect(unit.startsWith('M0 ')).toBe(true);
    expect(unit.match(/[ML]/g)).toHaveLength(5);
    expect(unit).toContain(`L${PREVIEW_VIEWBOX.width} `);
    expect(unit).toContain(`L500 ${PREVIEW_VIEWBOX.height}`);
    // The day without an accumulated NAV is bridged, not drawn at zero.
    expect(geometry?.lines[1]?.path.match(/[ML]/g)).toHaveLength(4);
    expect(geometry?.lines[1]?.path).toContain(`L${PREVIEW_VIEWBOX.width} 0`);
    expect(previewGeometry(QUARTER.points.slice(0, 1), 'nav')).toBeNull();
  });

  it('opens on the return beside the benchmark: the SVG with its name, dates and extremes, then the interactive chart once hovered', async () => {
    renderSection();
    const svg = await screen.findByRole('img', { name: '本基金、业绩比较基准走势图，2026-08-21 至 2026-11-20' });
    expect(svg.getAttribute('height')).toBe('320');
    expect(svg.querySelectorAll('path')).toHaveLength(2);
    const labels = [...svg.querySelectorAll('text')].map((text) => text.textContent);
    expect(labels).toEqual(expect.arrayContaining(['本基金', '业绩比较基准', '+5.40%', '-0.38%', '2026-08-21', '2026-11-20']));
    const description = svg.querySelector('desc')?.textContent ?? '';
    expect(description).toContain('业绩比较基准由 0.00% 至 +2.88%');
    expect(screen.getByText(/^业绩比较基准：沪深300指数收益率×60%/)).toBeTruthy();
    // Labels sit inside the frame: every y between the top and the box's height.
    for (const text of svg.querySelectorAll('text')) {
      const y = Number(text.getAttribute('y'));
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(320);
    }

    const box = screen.getByRole('group', { name: /走势图/ });
    // Scrolled near but untouched: still the SVG.
    scrollNear();
    expect(screen.queryByTestId('interactive-chart')).toBeNull();
    fireEvent.pointerEnter(box);
    expect(await screen.findByTestId('interactive-chart')).toHaveProperty('textContent', '3m return 5');
    expect(box.getAttribute('data-chart')).toBe('interactive');
  });

  it('draws unit and accumulated NAV after the switch, and a period switch brings the interactive chart', async () => {
    renderSection();
    await screen.findByRole('img', { name: /^本基金/ });
    fireEvent.click(screen.getByRole('button', { name: '净值走势' }));
    const svg = await screen.findByRole('img', { name: '单位净值、累计净值走势图，2026-08-21 至 2026-11-20' });
    expect([...svg.querySelectorAll('text')].map((text) => text.textContent)).toEqual(expect.arrayContaining(['1.6012', '1.2298']));
    expect(svg.querySelector('desc')?.textContent).toContain('单位净值由 1.2345 至 1.3012');
    expect(screen.queryByTestId('interactive-chart')).toBeNull();

    scrollNear();
    fireEvent.click(screen.getByRole('button', { name: '近1年' }));
    expect(await screen.findByText('1y nav 6')).toBeTruthy();
  });

  it('waits for the chart to be near the viewport even after a touch', async () => {
    renderSection();
    await screen.findByRole('img', { name: /^本基金/ });
    const box = screen.getByRole('group', { name: /走势图/ });
    fireEvent.focus(box);
    expect(screen.queryByTestId('interactive-chart')).toBeNull();
    scrollNear();
    expect(await screen.findByTestId('interactive-chart')).toBeTruthy();
  });
});
