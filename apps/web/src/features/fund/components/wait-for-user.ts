import { getAuth, subscribeAuth, type SessionUser } from '../../../lib/auth-state.ts';

// With a token the user info may still be on its way (it loads at start); the guards need it.
export function waitForUser(timeoutMs = 5000): Promise<SessionUser | null> {
  const now = getAuth();
  if (!now.token) return Promise.resolve(null);
  if (now.user) return Promise.resolve(now.user);
  return new Promise((resolve) => {
    const finish = (user: SessionUser | null) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(user);
    };
    const timer = setTimeout(() => finish(getAuth().user), timeoutMs);
    const unsubscribe = subscribeAuth(() => {
      const next = getAuth();
      if (!next.token) finish(null);
      else if (next.user) finish(next.user);
    });
  });
}
