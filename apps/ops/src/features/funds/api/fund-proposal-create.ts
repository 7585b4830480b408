import { useMutation } from '@tanstack/react-query';
import { opsProposalCreated, type fundProposalRequest, type OpsProposalCreated } from '@fund-direct/domain/contracts/ops';
import type { z } from 'zod';
import { opsRequest } from '@/lib/http.ts';

export type FundProposalBody = z.input<typeof fundProposalRequest>;

// POST /api/ops/funds/:code/proposals: the edited sections become a 'fund.update' proposal (nothing changes yet).
export function createFundProposal(code: string, body: FundProposalBody): Promise<OpsProposalCreated> {
  return opsRequest(`/funds/${encodeURIComponent(code)}/proposals`, { method: 'POST', body, schema: opsProposalCreated });
}

export function useCreateFundProposal(code: string) {
  return useMutation({ mutationFn: (body: FundProposalBody) => createFundProposal(code, body) });
}
