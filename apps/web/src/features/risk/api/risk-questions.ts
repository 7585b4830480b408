import { queryOptions, useQuery } from '@tanstack/react-query';
import { riskQuestionsResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// GET /api/account/risk/questions: §3 each question arrives with an empty selectIndex.
export function fetchRiskQuestions() {
  return http.get('/account/risk/questions', undefined, { schema: riskQuestionsResponse });
}

export function riskQuestionsOptions() {
  return queryOptions({ queryKey: ['risk', 'questions'], queryFn: fetchRiskQuestions, staleTime: 30 * 60_000 });
}

export function useRiskQuestions() {
  return useQuery(riskQuestionsOptions());
}
