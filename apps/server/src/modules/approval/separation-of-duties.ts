import { AppError } from '@fund-direct/domain/errors';
import { approvalPermissionOf, can, STAFF_TEXT, type ProposalKind } from '@fund-direct/domain/ops';
import type { DbExecutor } from '../../db/database.ts';
import type { StaffActor } from '../../plugins/ops-session.ts';
import type { ProposalHandler } from './proposal-handler.public.ts';
import { findStaffLineage, type StaffLineage } from './proposal.repository.ts';

export interface DecisionRules {
  coolingHours: number;
}

// The administrators who created or reset this account within the cooling period (proposer and approver of each).
export function recentMakers(lineage: StaffLineage | undefined, now: Date, coolingHours: number): Set<string> {
  const makers = new Set<string>();
  if (!lineage) return makers;
  const since = now.getTime() - coolingHours * 3_600_000;
  const add = (...ids: (string | null)[]) => ids.forEach((id) => id && makers.add(id));
  if (lineage.createdAt.getTime() > since) add(lineage.createdBy, lineage.createdApprovedBy);
  if (lineage.resetAt && lineage.resetAt.getTime() > since) add(lineage.resetBy, lineage.resetApprovedBy);
  return makers;
}

function conflict(message: string): AppError {
  return new AppError('OPS_CONFLICT_OF_INTEREST', message);
}

// Four eyes that see: every kind of proposal, approve and reject alike. Beyond "never one's own" (the caller and a
// database CHECK), the decider must hold the kind's approval permission, must not be the account the change is about,
// and, within the cooling period, must not hold an account the proposer made or reset (nor have made the proposer's, nor
// share its maker): otherwise one administrator could create two accounts and approve their own changes through them.
export async function assertMayDecide(
  db: DbExecutor,
  rules: DecisionRules,
  proposal: { kind: string; proposedBy: string; payload: unknown },
  handler: ProposalHandler,
  actor: StaffActor,
  now: Date,
): Promise<void> {
  if (!can(actor.role, approvalPermissionOf(proposal.kind as ProposalKind))) throw new AppError('OPS_FORBIDDEN', STAFF_TEXT.notYourKind);
  const parsed = handler.payload.safeParse(proposal.payload);
  if (parsed.success && handler.staffTouched?.(parsed.data) === actor.id) throw conflict(STAFF_TEXT.ownAccount);
  const rows = await findStaffLineage(db, [actor.id, proposal.proposedBy]);
  const approverMakers = recentMakers(
    rows.find((row) => row.id === actor.id),
    now,
    rules.coolingHours,
  );
  const proposerMakers = recentMakers(
    rows.find((row) => row.id === proposal.proposedBy),
    now,
    rules.coolingHours,
  );
  if (approverMakers.has(proposal.proposedBy)) throw conflict(STAFF_TEXT.cooling(rules.coolingHours));
  if (proposerMakers.has(actor.id) || [...approverMakers].some((id) => proposerMakers.has(id)))
    throw conflict(STAFF_TEXT.coolingShared(rules.coolingHours));
}
