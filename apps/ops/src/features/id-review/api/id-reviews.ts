import { queryOptions, useQuery } from '@tanstack/react-query';
import { idReviewListResponse } from '@fund-direct/domain/contracts/ops';
import { opsRequest } from '@/lib/http.ts';

export const ID_REVIEW_QUERY_ROOT = ['ops', 'id-reviews'] as const;

// GET /api/ops/id-reviews: uploads waiting for review, oldest first.
export const idReviewsOptions = queryOptions({
  queryKey: [...ID_REVIEW_QUERY_ROOT, 'list'],
  queryFn: ({ signal }) => opsRequest('/id-reviews', { schema: idReviewListResponse, signal }),
});

export function useIdReviews() {
  return useQuery(idReviewsOptions);
}
