import { queryOptions, useQuery } from '@tanstack/react-query';
import { idReviewDetailResponse } from '@fund-direct/domain/contracts/ops';
import { opsRequest } from '@/lib/http.ts';
import { ID_REVIEW_QUERY_ROOT } from './id-reviews.ts';

// GET /api/ops/id-reviews/:id: one upload with the account's identity details.
export function idReviewDetailOptions(id: string) {
  return queryOptions({
    queryKey: [...ID_REVIEW_QUERY_ROOT, 'detail', id],
    queryFn: ({ signal }) => opsRequest(`/id-reviews/${encodeURIComponent(id)}`, { schema: idReviewDetailResponse, signal }),
  });
}

export function useIdReviewDetail(id: string) {
  return useQuery(idReviewDetailOptions(id));
}

// GET /api/ops/id-reviews/:id/photo/:side: an image, loaded by the browser with the staff cookie (never cached).
export function idReviewPhotoUrl(id: string, side: 'front' | 'back'): string {
  return `/api/ops/id-reviews/${encodeURIComponent(id)}/photo/${side}`;
}
