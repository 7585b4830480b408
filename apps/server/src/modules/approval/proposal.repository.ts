import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/database.ts';
import { proposal, staff, type ProposalRow } from '../../db/schema/ops.ts';

export type NewProposal = Pick<
  typeof proposal.$inferInsert,
  'kind' | 'target' | 'summary' | 'payload' | 'before' | 'after' | 'note' | 'proposedBy' | 'proposedAt'
>;

export async function insertProposal(db: DbExecutor, row: NewProposal): Promise<string> {
  const [inserted] = await db.insert(proposal).values(row).returning({ id: proposal.id });
  if (!inserted) throw new Error('proposal insert returned no row');
  return inserted.id;
}

export async function lockProposal(db: DbExecutor, id: string): Promise<ProposalRow | undefined> {
  const [row] = await db.select().from(proposal).where(eq(proposal.id, id)).for('update').limit(1);
  return row;
}

export type ProposalDecision = Pick<ProposalRow, 'status' | 'decidedBy' | 'decidedAt' | 'decisionReason' | 'result' | 'error'>;

export async function decideProposal(db: DbExecutor, id: string, decision: ProposalDecision): Promise<void> {
  await db.update(proposal).set(decision).where(eq(proposal.id, id));
}

const proposer = alias(staff, 'proposer');
const decider = alias(staff, 'decider');

function listed() {
  return {
    proposal,
    proposer: { id: proposer.id, username: proposer.username, displayName: proposer.displayName },
    decider: { id: decider.id, username: decider.username, displayName: decider.displayName },
  };
}

interface Person {
  id: string;
  username: string;
  displayName: string;
}

export interface ListedProposal {
  proposal: ProposalRow;
  proposer: Person;
  decider: Person | null;
}

export interface ProposalFilter {
  status?: string;
  kind?: string;
  page: number;
  pageSize: number;
}

export async function listProposals(db: DbExecutor, filter: ProposalFilter): Promise<{ rows: ListedProposal[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(proposal.status, filter.status));
  if (filter.kind) conditions.push(eq(proposal.kind, filter.kind));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select(listed())
    .from(proposal)
    .innerJoin(proposer, eq(proposer.id, proposal.proposedBy))
    .leftJoin(decider, eq(decider.id, proposal.decidedBy))
    .where(where)
    .orderBy(desc(proposal.proposedAt), desc(proposal.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [total] = await db.select({ n: count() }).from(proposal).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findProposal(db: DbExecutor, id: string): Promise<ListedProposal | undefined> {
  const [row] = await db
    .select(listed())
    .from(proposal)
    .innerJoin(proposer, eq(proposer.id, proposal.proposedBy))
    .leftJoin(decider, eq(decider.id, proposal.decidedBy))
    .where(eq(proposal.id, id))
    .limit(1);
  return row;
}

export interface StaffLineage {
  id: string;
  createdAt: Date;
  createdBy: string | null;
  createdApprovedBy: string | null;
  resetAt: Date | null;
  resetBy: string | null;
  resetApprovedBy: string | null;
}

// Who made and last reset these accounts (separation of duties' cooling period).
export async function findStaffLineage(db: DbExecutor, ids: string[]): Promise<StaffLineage[]> {
  return db
    .select({
      id: staff.id,
      createdAt: staff.createdAt,
      createdBy: staff.createdBy,
      createdApprovedBy: staff.createdApprovedBy,
      resetAt: staff.resetAt,
      resetBy: staff.resetBy,
      resetApprovedBy: staff.resetApprovedBy,
    })
    .from(staff)
    .where(inArray(staff.id, ids));
}
