import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { registerFeedbackHost } from '@/lib/feedback.ts';
import { currentQueryClient } from '@/lib/query-client.ts';

const FeedbackHost = lazy(() => import('./feedback-host.tsx').then((m) => ({ default: m.FeedbackHost })));

// Root providers: TanStack Query, and the host of toasts/dialogs (antd App), mounted on first use.
// Ant Design's ConfigProvider (zh_CN, theme tokens) wraps each page: see components/antd-provider.tsx.
// client: the server passes the client of the request it renders; the browser uses the visit's one.
export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [hostWanted, setHostWanted] = useState(false);
  useEffect(() => registerFeedbackHost(() => setHostWanted(true)), []);
  return (
    <QueryClientProvider client={client ?? currentQueryClient()}>
      {children}
      {hostWanted ? (
        <Suspense fallback={null}>
          <FeedbackHost />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
