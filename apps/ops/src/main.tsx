// First import: zod must be jitless before any schema module is evaluated (the console's CSP forbids eval).
import '@/lib/zod-config.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from '@/app/providers.tsx';
import { createOpsRouter } from '@/app/router.tsx';

const router = createOpsRouter();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
