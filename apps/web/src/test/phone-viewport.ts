import { afterEach, beforeEach } from 'vitest';
import { staticMediaQueryList } from './media-query-list.ts';

// For the tests of the calling describe block, every max-width media query matches, as on a 375 px phone.
export function emulatePhoneViewport(): void {
  let original: typeof window.matchMedia;
  beforeEach(() => {
    original = window.matchMedia;
    window.matchMedia = (query: string) => staticMediaQueryList(query, /max-width/.test(query));
  });
  afterEach(() => {
    window.matchMedia = original;
  });
}
