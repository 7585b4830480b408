import type { SearchResponse } from '@fund-direct/domain/contracts';
import { useEffect, useRef, useState } from 'react';
import { fetchSearch } from './api/search.ts';

const DEBOUNCE_MS = 250;

export type SearchState =
  { status: 'idle' } | { status: 'loading'; keyword: string } | { status: 'done'; keyword: string; result: SearchResponse };

// Debounced search. A newer keyword aborts the older request, and a sequence number drops any answer
// that still arrives late, so a stale response never overwrites a newer one. §8: failures show nothing.
export function useSearch(keyword: string): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const sequence = useRef(0);

  useEffect(() => {
    const word = keyword.trim();
    const ticket = ++sequence.current;
    // §5: search runs only for a non-empty keyword.
    if (word === '') {
      setState({ status: 'idle' });
      return undefined;
    }
    setState({ status: 'loading', keyword: word });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSearch(word, controller.signal).then(
        (result) => {
          if (ticket === sequence.current) setState({ status: 'done', keyword: word, result });
        },
        () => {
          if (ticket === sequence.current) setState({ status: 'idle' });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [keyword]);

  return state;
}
