import { useSyncExternalStore } from 'react';
import { CARE_MODE_COOKIE, CARE_MODE_MAX_AGE_SECONDS } from '@fund-direct/domain/constants';

// 关怀模式: the root element carries data-care="on" (put there by the server from the cookie, so the first paint is
// already large), the styles key on it, and components that behave differently read it through useCareMode.
const listeners = new Set<() => void>();

export function isCareMode(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.care === 'on';
}

export function setCareMode(on: boolean): void {
  document.cookie = on
    ? `${CARE_MODE_COOKIE}=1; path=/; max-age=${String(CARE_MODE_MAX_AGE_SECONDS)}; samesite=lax`
    : `${CARE_MODE_COOKIE}=; path=/; max-age=0; samesite=lax`;
  if (on) document.documentElement.dataset.care = 'on';
  else delete document.documentElement.dataset.care;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// The server renders the standard components (its cached HTML is shared by every visitor); hydration starts from
// the same and switches right after, so nothing mismatches.
export function useCareMode(): boolean {
  return useSyncExternalStore(subscribe, isCareMode, () => false);
}
