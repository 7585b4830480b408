import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { registerFeedbackHost } from '@/lib/feedback.ts';
import { queryClient } from '@/lib/query-client.ts';

const FeedbackHost = lazy(() => import('./feedback-host.tsx').then((m) => ({ default: m.FeedbackHost })));

// Root providers: TanStack Query, and the host of toasts/dialogs (antd App), mounted on first use.
// Ant Design's ConfigProvider (zh_CN, theme tokens) wraps each page: see components/antd-provider.tsx.
export function Providers({ children }: { children: ReactNode }) {
  const [hostWanted, setHostWanted] = useState(false);
  useEffect(() => registerFeedbackHost(() => setHostWanted(true)), []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {hostWanted ? (
        <Suspense fallback={null}>
          <FeedbackHost />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
