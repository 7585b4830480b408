import { afterEach, beforeEach } from 'vitest';

// For the tests of the calling describe block, every max-width media query matches, as on a 375 px phone.
export function emulatePhoneViewport(): void {
  let original: typeof window.matchMedia;
  beforeEach(() => {
    original = window.matchMedia;
    window.matchMedia = (query: string): MediaQueryList =>
      ({
        matches: /max-width/.test(query),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  });
  afterEach(() => {
    window.matchMedia = original;
  });
}
