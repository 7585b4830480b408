import type { ProposalKind } from '@fund-direct/domain/ops';
import type { ZodType } from 'zod';
import type { DatabaseHandle, Transaction } from '../../db/database.ts';
import type { StaffActor } from '../../plugins/ops-session.ts';

export interface ProposalContext {
  // The checker who approved.
  actor: StaffActor;
  // The staff member who proposed it.
  proposedBy: string;
  now: Date;
  database: DatabaseHandle;
}

// What a kind of proposal does once approved. apply runs in the approval's transaction (all or nothing with the
// status change and its audit row) and must re-check what it applies: the world may have moved since the proposal.
// It throws an AppError to fail the proposal. afterCommit runs once the change is visible (caches, search, jobs).
export interface ProposalHandler<P = unknown> {
  kind: ProposalKind;
  payload: ZodType<P>;
  apply(tx: Transaction, payload: P, context: ProposalContext): Promise<unknown>;
  afterCommit?(context: ProposalContext & { payload: P; result: unknown }): Promise<void> | void;
  // The staff account the change is about, if any: its holder never decides it (separation of duties).
  staffTouched?(payload: P): string | null;
  // Splits apply's result into what the proposal row keeps and a secret shown once to the approver (a one-time
  // password), stored nowhere.
  shownOnce?(result: unknown): { stored: unknown; issued: IssuedSecret | null };
}

export interface IssuedSecret {
  id: string;
  username: string;
  oneTimePassword: string;
}

// Lets a list hold handlers of different payloads.
export function proposalHandler<P>(handler: ProposalHandler<P>): ProposalHandler {
  return handler as unknown as ProposalHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    proposalHandlers: ReadonlyMap<ProposalKind, ProposalHandler>;
  }
}
