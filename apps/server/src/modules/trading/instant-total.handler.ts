import { shanghaiDate } from '@fund-direct/domain/calendar';
import { instantTotalPayload, type InstantTotalPayload } from '@fund-direct/domain/contracts/ops';
import { proposalHandler } from '../approval/proposal-handler.public.ts';
import { setCompanyDayTotal } from './instant-advance.repository.ts';

// 'instant.total' (listed in PROPOSAL_HANDLERS): the approved total applies from the approval on, to today's room too.
export const instantTotalHandler = proposalHandler<InstantTotalPayload>({
  kind: 'instant.total',
  payload: instantTotalPayload,
  async apply(tx, payload, context) {
    await setCompanyDayTotal(tx, payload.total, shanghaiDate(context.now), context.now);
    return { total: payload.total };
  },
});
