import { lazy, Suspense, useState } from 'react';
import { useIsLoading } from '@/lib/loading.ts';

// The overlay's code loads with the first call that shows it, not with the shell.
const LoadingSpin = lazy(() => import('./loading-spin.tsx').then((m) => ({ default: m.LoadingSpin })));

export function LoadingOverlay() {
  const loading = useIsLoading();
  const [used, setUsed] = useState(false);
  if (loading && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <LoadingSpin spinning={loading} />
    </Suspense>
  );
}
