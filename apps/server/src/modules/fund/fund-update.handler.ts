import {
  fundBasicSection,
  fundDocumentsSection,
  fundFeesSection,
  fundManagersSection,
  LIMIT_LABELS,
} from '@fund-direct/domain/contracts/ops';
import { z } from 'zod';
import { proposalHandler } from '../approval/proposal-handler.public.ts';
import { refreshSearchIndexes } from '../search/search.public.ts';
import { markFundDataChanged } from './fund-cache.ts';
import { applyFundUpdate, type FundUpdatePayload } from './fund-ops.service.ts';

// The changed fields of a fund as the proposal stores them; the whole result is checked again when applied.
const limitFields = z.object(
  Object.fromEntries(Object.keys(LIMIT_LABELS).map((k) => [k, z.string()])) as Record<keyof typeof LIMIT_LABELS, z.ZodString>,
);
const fundChanges = z.object({
  basic: fundBasicSection.partial().optional(),
  limits: limitFields.partial().optional(),
  fees: fundFeesSection.partial().optional(),
  managers: fundManagersSection.optional(),
  documents: fundDocumentsSection.optional(),
});
const fundUpdatePayload: z.ZodType<FundUpdatePayload> = z.object({
  code: z.string().regex(/^\d{6}$/),
  before: fundChanges,
  after: fundChanges,
});

// 'fund.update' (a ProposalHandler, listed in PROPOSAL_HANDLERS): the approved change is written in the approval's
// transaction; then the public fund pages (fund-cache.ts) and search answer with the new data at once.
export const fundUpdateHandler = proposalHandler<FundUpdatePayload>({
  kind: 'fund.update',
  payload: fundUpdatePayload,
  apply: (tx, payload, context) => applyFundUpdate(tx, payload, context.now),
  async afterCommit(context) {
    markFundDataChanged();
    await refreshSearchIndexes(context.database, 'all');
  },
});
