import { getAuth, subscribeAuth, type SessionUser } from './auth-state.ts';

type UserRequester = () => Promise<unknown>;

let requestUser: UserRequester | null = null;

// The app names how the user info is loaded (the auth feature's loader). A guard that runs before
// any layout has mounted (the first page of a visit) starts the load itself instead of waiting for one.
export function setUserRequester(requester: UserRequester): void {
  requestUser = requester;
}

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
    // A failed load (401, network) ends the wait at once; the http client has told the user.
    requestUser?.().catch(() => finish(getAuth().user));
  });
}
