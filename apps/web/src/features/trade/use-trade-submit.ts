import { useCallback, useRef } from 'react';
import { useClientRequestId } from './use-client-request-id.ts';

// The submit of an order form: one request id for the page visit and one submission at a time.
export function useTradeSubmit() {
  const requestId = useClientRequestId();
  const busy = useRef(false);

  const submit = useCallback(
    async (attempt: (clientRequestId: string) => Promise<void>, onFailure?: (error: unknown) => void) => {
      if (busy.current) return;
      busy.current = true;
      try {
        await attempt(requestId.id);
      } catch (error) {
        // The http client has shown the server's message.
        requestId.afterFailure(error);
        onFailure?.(error);
      } finally {
        busy.current = false;
      }
    },
    [requestId],
  );

  return { submit, clientRequestId: requestId.id };
}
