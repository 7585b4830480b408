import { useEffect } from 'react';
import { useAuth } from '@/lib/auth-state.ts';

// App start and any change of token: fetch the user of the token held in session storage (§4).
// The loader (and the contracts it checks answers with) comes in its own chunk, off the first paint.
export function useSessionUser(): void {
  const { token, user } = useAuth();
  useEffect(() => {
    if (!token || user) return;
    void import('./load-session-user.ts').then((m) => m.loadSessionUser()).catch(() => undefined);
  }, [token, user]);
}
