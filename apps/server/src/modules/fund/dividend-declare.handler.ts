import { z } from 'zod';
import { proposalHandler } from '../approval/proposal-handler.public.ts';
import { markFundDataChanged } from './fund-cache.ts';
import { applyDividendDeclaration, type DividendDeclaration } from './dividend-ops.service.ts';

const declaration: z.ZodType<DividendDeclaration> = z.object({
  fundCode: z.string(),
  registerDate: z.string(),
  exDate: z.string(),
  payDate: z.string(),
  cashPerShare: z.string(),
});

// 'dividend.declare' (a ProposalHandler, listed in PROPOSAL_HANDLERS): the approved declaration is inserted, checked
// again (the dates may have passed, another declaration may have been approved since); the TA batch of the ex-date
// pays it (ta/steps/dividends.step.ts).
export const dividendDeclareHandler = proposalHandler<DividendDeclaration>({
  kind: 'dividend.declare',
  payload: declaration,
  apply: (tx, payload, context) => applyDividendDeclaration(tx, payload, context.now),
  // The fund detail lists dividends.
  afterCommit: () => markFundDataChanged(),
});
