// First import: zod must be jitless before any schema module is evaluated (CSP, no eval).
import '@/lib/zod-config.ts';
// The base stylesheet comes first so that component styles can override its primitives.
import '@/app/styles/global.css';
import '@/app/styles/care-mode.css';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { prepareHydration, serverHydrationData } from '@/app/hydrate.ts';
import { Providers } from '@/app/providers.tsx';
import { createRouter } from '@/app/router.tsx';
import { applyCssVariables } from '@/components/theme.ts';
import { isLoggedIn } from '@/lib/auth-state.ts';

applyCssVariables();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

type Router = ReturnType<typeof createRouter>;

// The server renders every page logged out: with a session, the loaders that depend on it run again (§2: a logged-in
// visitor opening /login goes home). Only once hydration has committed: new loader data during hydration would make
// React discard the server's HTML with a mismatch error.
function RevalidateForSession({ router }: { router: Router }) {
  useEffect(() => {
    if (isLoggedIn()) void router.revalidate();
  }, [router]);
  return null;
}

function app(router: Router, hydrating = false) {
  return (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
        {hydrating && <RevalidateForSession router={router} />}
      </Providers>
    </StrictMode>
  );
}

// A public page comes rendered by the server (with its router data): React takes over that HTML. Client-only routes
// come as the shell and are rendered here.
function renderOnClient(target: HTMLElement) {
  const router = createRouter();
  const root = createRoot(target);
  // A transition lets React render the first screen in slices, so it never blocks input for long.
  startTransition(() => {
    root.render(app(router));
  });
}

const hydrationData = serverHydrationData();
if (hydrationData) {
  void prepareHydration().then((ready) => {
    if (!ready) {
      container.replaceChildren();
      renderOnClient(container);
      return;
    }
    const router = createRouter(hydrationData);
    startTransition(() => {
      hydrateRoot(container, app(router, true));
    });
  });
} else {
  renderOnClient(container);
}
