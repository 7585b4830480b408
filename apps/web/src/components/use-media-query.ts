import { useSyncExternalStore } from 'react';

// True while the media query matches; pages render one layout (table or cards), not both.
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

export const MOBILE_QUERY = '(max-width: 768px)';

// Ant Design's xs breakpoint: below 576 px tables turn into card lists and filters move into a drawer.
export const PHONE_QUERY = '(max-width: 575.98px)';
