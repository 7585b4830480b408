import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { staticMediaQueryList } from './media-query-list.ts';

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
  window.matchMedia = (query: string) => staticMediaQueryList(query, false);
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
