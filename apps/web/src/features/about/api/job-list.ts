import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { jobListResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

export const JOB_PAGE_SIZE = 10;

// POST /api/content/job/list
export function fetchJobList(pageNum: number) {
  return http.post('/content/job/list', { pageNum, pageSize: JOB_PAGE_SIZE }, { schema: jobListResponse, noLoading: true });
}

export function jobListOptions(pageNum: number) {
  return queryOptions({
    queryKey: ['content', 'job-list', pageNum],
    queryFn: () => fetchJobList(pageNum),
    placeholderData: keepPreviousData,
  });
}

export function useJobList(pageNum: number) {
  return useQuery(jobListOptions(pageNum));
}
