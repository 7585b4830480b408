import { z } from 'zod';
import { proposalHandler } from '../approval/proposal-handler.public.ts';
import { assertRunnable, queueTaRun, startTaRunInBackground } from './ta-run.service.ts';

const taRunPayload = z.object({ tradeDate: z.string(), rerun: z.boolean() });
type TaRunPayload = z.infer<typeof taRunPayload>;

// 'ta.run' approved: the date is checked again and queued with the approval; the batch starts once that has
// committed and runs in the background, so the checker's request returns at once (progress: GET /ta/batches/:date).
export const taRunHandler = proposalHandler<TaRunPayload>({
  kind: 'ta.run',
  payload: taRunPayload,
  async apply(tx, payload, { actor, now }) {
    await assertRunnable(tx, payload, now);
    await queueTaRun(tx, payload.tradeDate, actor.username);
    return { tradeDate: payload.tradeDate, queued: true };
  },
  afterCommit({ payload, now, database }) {
    void startTaRunInBackground(database.db, payload.tradeDate, now);
  },
});
