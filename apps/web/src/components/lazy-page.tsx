import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { CHUNK_TIMEOUT_MS } from '@fund-direct/domain/constants';
import { PageFallback } from './page-fallback.tsx';
import { RouteError } from './route-error.tsx';

export class ChunkTimeoutError extends Error {
  constructor() {
    super('chunk load timed out');
    this.name = 'ChunkTimeoutError';
  }
}

export interface PageModule {
  Component: ComponentType;
  loader?: LoaderFunction;
  handle?: unknown;
}

interface LazyPageOptions {
  // Pages that use Ant Design get its provider (zh_CN, theme, App); a page built only from
  // the shell's own markup (home, 404) can leave it out and load lighter.
  antd?: boolean;
}

// §9: a page chunk that has not arrived after CHUNK_TIMEOUT_MS counts as failed.
export function withChunkTimeout<T>(load: Promise<T>, ms: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError()), ms);
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

async function loadWithProvider(load: () => Promise<PageModule>): Promise<PageModule> {
  const [page, { AntdProvider }] = await Promise.all([load(), import('./antd-provider.tsx')]);
  const Page = page.Component;
  return {
    ...page,
    Component: function ProvidedPage() {
      return (
        <AntdProvider>
          <Page />
        </AntdProvider>
      );
    },
  };
}

// The route-object fields of a lazy page: its own chunk, a fallback inside the layout while
// the chunk loads, and an error element that offers a retry when it fails or never arrives.
// In a feature: { path: 'fund', ...lazyPage(() => import('./routes/fund-page.tsx').then((m) => ({ Component: m.FundPage }))) }
export function lazyPage(
  load: () => Promise<PageModule>,
  { antd = true }: LazyPageOptions = {},
): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement' | 'errorElement'> {
  return {
    lazy: () => withChunkTimeout(antd ? loadWithProvider(load) : load()),
    hydrateFallbackElement: <PageFallback />,
    errorElement: <RouteError />,
  };
}
