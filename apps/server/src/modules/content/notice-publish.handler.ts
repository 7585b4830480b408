import { z } from 'zod';
import { proposalHandler } from '../approval/proposal-handler.public.ts';
import { contentChanged } from './content-changed.ts';
import { applyNoticePublishState, type NoticeProposalPayload } from './notice-ops-proposal.service.ts';

const payload: z.ZodType<NoticeProposalPayload> = z.object({ id: z.number().int() });

// 'notice.publish' and 'notice.unpublish' (ProposalHandlers, listed in PROPOSAL_HANDLERS): the checker's approval moves
// the notice to published (live at its publish time) or unpublished; the site's search then lists it or drops it,
// and the publish scheduler learns of a scheduled time.
export const noticePublishHandler = proposalHandler<NoticeProposalPayload>({
  kind: 'notice.publish',
  payload,
  apply: (tx, p, context) => applyNoticePublishState(tx, context.actor, context.now, p, 'publish'),
  afterCommit: ({ database }) => contentChanged(database, 'notice'),
});

export const noticeUnpublishHandler = proposalHandler<NoticeProposalPayload>({
  kind: 'notice.unpublish',
  payload,
  apply: (tx, p, context) => applyNoticePublishState(tx, context.actor, context.now, p, 'unpublish'),
  afterCommit: ({ database }) => contentChanged(database, 'notice'),
});
