import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

let runtime: Promise<typeof import('./head-runtime.ts')> | undefined;
const headRuntime = () => (runtime ??= import('./head-runtime.ts'));

// The page the server rendered comes with its head, for the data it rendered with: nothing to do until the visitor
// moves on (and the head code is not downloaded before then).
let serverHeadShown = typeof window !== 'undefined' && window.__staticRouterHydrationData !== undefined;

// After each navigation, and again whenever the page's data arrives in the query cache, the document's title, meta
// tags, canonical link and JSON-LD follow the page (the same pageHead the server renders into the first HTML).
export function PageHeadSync() {
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (serverHeadShown) {
      serverHeadShown = false;
      return;
    }
    const url = new URL(`${pathname}${search}`, window.location.origin);
    let applied = '';
    let stopped = false;
    let unsubscribe = () => {};
    void headRuntime().then(({ announcedOrigin, applyHead, pageHead }) => {
      if (stopped) return;
      const origin = announcedOrigin(document);
      const sync = () => {
        const head = pageHead(url, queryClient);
        const signature = JSON.stringify(head);
        if (signature === applied) return;
        applied = signature;
        applyHead(document, head, origin);
      };
      sync();
      // Only data arriving (or failing) can change a head; fetch states and observers cannot.
      unsubscribe = queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && (event.action.type === 'success' || event.action.type === 'error')) sync();
      });
    });
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, [pathname, search, queryClient]);
  return null;
}
