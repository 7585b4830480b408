import { QueryClient } from '@tanstack/react-query';
import { OpsApiError } from './http.ts';

// A business answer or a refusal will not change by asking again; only transport failures are retried once.
function shouldRetry(failureCount: number, error: unknown): boolean {
  return !(error instanceof OpsApiError && error.kind !== 'network') && failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Staff data changes under their eyes (another staff member approves): kept fresh for a short while only.
      queries: { staleTime: 15_000, gcTime: 5 * 60_000, retry: shouldRetry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
