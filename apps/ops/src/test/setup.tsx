import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// Routers a test creates keep navigating (loaders, lazy pages) after the test unless disposed; a
// navigation finishing after jsdom is gone would make React render into a missing window.
const routers = new Set<{ dispose(): void }>();
vi.mock('react-router', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-router')>();
  return {
    ...actual,
    createMemoryRouter: (...args: Parameters<typeof actual.createMemoryRouter>) => {
      const router = actual.createMemoryRouter(...args);
      routers.add(router);
      return router;
    },
  };
});

afterEach(() => {
  cleanup();
  for (const router of routers) router.dispose();
  routers.clear();
  sessionStorage.clear();
});

// React may still have work queued on the scheduler (a setImmediate task) when a file's last test ends;
// on a busy machine it could run after jsdom is torn down and fail on a missing window. Let it run first.
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
});

// jsdom lacks matchMedia, which Ant Design's responsive helpers read.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// …and ResizeObserver, which its overlays (dropdowns) use.
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
}

// jsdom has no canvas: charts render as their labelled box, and tests read the option they were given.
vi.mock('@/components/echart-canvas.tsx', () => ({
  EChartCanvas: ({ label, option }: { label: string; option: unknown }) => (
    <div role="img" aria-label={label} data-option={JSON.stringify(option)} />
  ),
}));
