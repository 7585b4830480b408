import { useMutation } from '@tanstack/react-query';
import { opsProposalCreated, type dividendDeclareRequest, type OpsProposalCreated } from '@fund-direct/domain/contracts/ops';
import type { z } from 'zod';
import { opsRequest } from '@/lib/http.ts';

export type DividendDeclareBody = z.input<typeof dividendDeclareRequest>;

// POST /api/ops/dividends: a 'dividend.declare' proposal; the declaration exists once a checker approves it.
export function declareDividend(body: DividendDeclareBody): Promise<OpsProposalCreated> {
  return opsRequest('/dividends', { method: 'POST', body, schema: opsProposalCreated });
}

export function useDeclareDividend() {
  return useMutation({ mutationFn: declareDividend });
}
