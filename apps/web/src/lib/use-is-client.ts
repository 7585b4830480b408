import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

// False on the server and while React hydrates its HTML, true after: for what only the browser should load (the first
// client render must match the server's).
export function useIsClient(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
