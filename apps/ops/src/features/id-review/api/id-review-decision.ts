import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idReviewDecisionResponse, type IdReviewDecisionRequest } from '@fund-direct/domain/contracts/ops';
import { opsRequest } from '@/lib/http.ts';
import { ID_REVIEW_QUERY_ROOT } from './id-reviews.ts';

// POST /api/ops/id-reviews/:id/decision: approve, or reject with a reason from the list.
export function decideIdReview(input: { id: string; body: IdReviewDecisionRequest }) {
  return opsRequest(`/id-reviews/${encodeURIComponent(input.id)}/decision`, {
    method: 'POST',
    body: input.body,
    schema: idReviewDecisionResponse,
  });
}

export function useDecideIdReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideIdReview,
    onSettled: () => client.invalidateQueries({ queryKey: ID_REVIEW_QUERY_ROOT }),
  });
}
