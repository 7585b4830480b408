import { queryOptions, useQuery } from '@tanstack/react-query';
import { aboutUsResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// GET /api/content/about-us — §3 aboutUs is a start-up preload, so §8: its failure is silent
// (the page shows a retry instead of a toast).
export function fetchAboutUs() {
  return http.get('/content/about-us', undefined, { schema: aboutUsResponse, noLoading: true, silent: true });
}

export function aboutUsOptions() {
  return queryOptions({ queryKey: ['content', 'about-us'], queryFn: fetchAboutUs, staleTime: 10 * 60_000 });
}

export function useAboutUs() {
  return useQuery(aboutUsOptions());
}
