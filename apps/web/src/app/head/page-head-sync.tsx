import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { announcedOrigin, applyHead } from './apply-head.ts';
import { pageHead } from './page-head.ts';

// After each navigation, and again whenever the page's data arrives in the query cache, the document's title, meta
// tags, canonical link and JSON-LD follow the page (the same pageHead the server renders into the first HTML).
export function PageHeadSync() {
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => {
    const url = new URL(`${pathname}${search}`, window.location.origin);
    const origin = announcedOrigin(document);
    let applied = '';
    const sync = () => {
      const head = pageHead(url, queryClient);
      const signature = JSON.stringify(head);
      if (signature === applied) return;
      applied = signature;
      applyHead(document, head, origin);
    };
    sync();
    // Only data arriving (or failing) can change a head; fetch states and observers cannot.
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && (event.action.type === 'success' || event.action.type === 'error')) sync();
    });
  }, [pathname, search, queryClient]);
  return null;
}
