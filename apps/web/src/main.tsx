// First import: zod must be jitless before any schema module is evaluated (CSP, no eval).
import '@/lib/zod-config.ts';
// The base stylesheet comes first so that component styles can override its primitives.
import '@/app/styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from '@/app/providers.tsx';
import { createRouter } from '@/app/router.tsx';
import { applyCssVariables } from '@/components/theme.ts';

applyCssVariables();
const router = createRouter();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const root = createRoot(container);
// A transition lets React render the first screen in slices, so it never blocks input for long.
startTransition(() => {
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
