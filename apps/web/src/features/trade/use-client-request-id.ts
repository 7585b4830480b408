import { useCallback, useMemo, useState } from 'react';
import { ApiError } from '@/lib/http.ts';

export function newClientRequestId(): string {
  return crypto.randomUUID();
}

// A refusal the server answered (wrong password, a limit, a suspended fund) placed no order, so the
// next attempt is a new request. A network failure or a time-out may have placed it: the retry
// repeats the same id, and the server answers with the order it already made.
export function shouldRenewRequestId(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'business';
}

// One id per page visit: a double click and a retry of the same submission make one order.
export function useClientRequestId(): { id: string; afterFailure: (error: unknown) => void } {
  const [id, setId] = useState(newClientRequestId);
  const afterFailure = useCallback((error: unknown) => {
    if (shouldRenewRequestId(error)) setId(newClientRequestId());
  }, []);
  return useMemo(() => ({ id, afterFailure }), [id, afterFailure]);
}
