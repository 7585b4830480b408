// Test support (not part of the bundle: only tests import it).
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from './providers.tsx';
import { opsRoutes } from './routes.tsx';
import { queryClient } from '@/lib/query-client.ts';
import { setUnauthorizedHandler, LOGIN_PATH, EXPIRED_PARAM } from '@/lib/unauthorized.ts';

// The console's routes in a memory router, with the app's providers and its 401 handling, as main.tsx mounts them.
export function renderApp(path: string) {
  queryClient.clear();
  const router = createMemoryRouter(opsRoutes, { initialEntries: [path] });
  setUnauthorizedHandler(() => {
    queryClient.clear();
    void router.navigate(`${LOGIN_PATH}?${EXPIRED_PARAM}=1`, { replace: true });
  });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

// Lazy pages with Ant Design take a while to load under jsdom.
export const LAZY = { timeout: 15_000 };
// Generous: the machine running the suite may be busy.
export const SLOW = 60_000;
