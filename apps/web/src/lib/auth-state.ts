import { useSyncExternalStore } from 'react';
import type { UserInfo } from '@fund-direct/domain/contracts';
import { tokenStore } from './session-storage.ts';

// §3 user info; fields are optional until the user-info call has answered.
export type SessionUser = Partial<UserInfo>;

export interface AuthSnapshot {
  token: string | null;
  user: SessionUser | null;
  isEnterprise: boolean;
}

type Listener = () => void;

const listeners = new Set<Listener>();
let snapshot: AuthSnapshot = { token: tokenStore.get(), user: null, isEnterprise: false };

function update(next: Partial<AuthSnapshot>): void {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

export function subscribeAuth(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getAuth(): AuthSnapshot {
  return snapshot;
}

// §4: logged in means a token is held in session storage.
export function isLoggedIn(): boolean {
  return snapshot.token !== null;
}

export function setToken(token: string): void {
  tokenStore.set(token);
  update({ token });
}

// §4: an enterprise user is flagged by isEnterprise 1 (loaded through the organisation-info call).
export function setUser(user: SessionUser, isEnterprise = user.isEnterprise === 1): void {
  update({ user, isEnterprise });
}

export function clearUser(): void {
  update({ user: null, isEnterprise: false });
}

// §4: logout and HTTP 401 both remove the token and clear the user.
export function clearSession(): void {
  tokenStore.clear();
  update({ token: null, user: null, isEnterprise: false });
}

// The server renders every public page logged out; hydration starts from the same state, then shows this tab's session.
const LOGGED_OUT: AuthSnapshot = { token: null, user: null, isEnterprise: false };
const serverSnapshot = () => LOGGED_OUT;

// Another tab of the same session cannot change sessionStorage, so only this tab's writes matter.
export function useAuth(): AuthSnapshot {
  return useSyncExternalStore(subscribeAuth, getAuth, serverSnapshot);
}
