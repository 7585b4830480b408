import type { FastifyInstance } from 'fastify';
import type { ProposalItem } from '@fund-direct/domain/contracts/ops';
import { AppError } from '@fund-direct/domain/errors';
import { PROPOSAL_KINDS, PROPOSAL_STATUS, type ProposalKind, type ProposalStatus } from '@fund-direct/domain/ops';
import type { DatabaseHandle, DbExecutor } from '../../db/database.ts';
import type { AuditMeta, StaffActor } from '../../plugins/ops-session.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { IssuedSecret, ProposalHandler } from './proposal-handler.public.ts';
import {
  decideProposal,
  findProposal,
  insertProposal,
  listProposals,
  lockProposal,
  type ListedProposal,
  type ProposalFilter,
} from './proposal.repository.ts';
import { assertMayDecide } from './separation-of-duties.ts';

export interface ProposalInput {
  kind: ProposalKind;
  // What it is about, e.g. a fund code or a trade date.
  target: string;
  summary: string;
  payload: unknown;
  before?: unknown;
  after?: unknown;
  note?: string | null;
}

export interface ApprovalDeps {
  database: DatabaseHandle;
  handlers: ReadonlyMap<ProposalKind, ProposalHandler>;
  now: () => Date;
  // STAFF_COOLING_HOURS (separation-of-duties.ts).
  coolingHours: number;
}

// Issue 17, maker–checker: a change the console makes is first only this row (and its audit row).
export async function propose(
  db: DbExecutor,
  actor: StaffActor,
  meta: AuditMeta,
  now: Date,
  input: ProposalInput,
): Promise<{ id: string }> {
  const id = await insertProposal(db, {
    kind: input.kind,
    target: input.target,
    summary: input.summary,
    payload: input.payload,
    before: input.before ?? null,
    after: input.after ?? null,
    note: input.note ?? null,
    proposedBy: actor.id,
    proposedAt: now,
  });
  await recordAudit(db, {
    actor,
    action: 'proposal.create',
    target: `${input.kind}:${input.target}`,
    before: input.before,
    after: input.after,
    reason: input.note ?? null,
    meta,
    at: now,
  });
  return { id };
}

function pendingFor(row: ListedProposal['proposal'] | undefined, actor: StaffActor) {
  if (!row) throw new AppError('RESOURCE_NOT_FOUND', '该申请不存在');
  if (row.status !== 'pending') throw new AppError('OPS_PROPOSAL_DECIDED');
  // Four eyes: never one's own, whatever role the proposer holds now.
  if (row.proposedBy === actor.id) throw new AppError('OPS_SELF_APPROVAL');
  return row;
}

function handlerOf(deps: ApprovalDeps, row: ListedProposal['proposal']): ProposalHandler {
  const handler = deps.handlers.get(row.kind as ProposalKind);
  if (!handler) throw new Error(`no proposal handler for ${row.kind}`);
  return handler;
}

type Outcome =
  { ok: true; payload: unknown; result: unknown; handler: ProposalHandler; issued: IssuedSecret | null } | { ok: false; message: string };

// The handler's change, the status and the audit row commit together. A handler that refuses (AppError) leaves its
// change undone (savepoint) and the proposal failed, with the reason shown to both staff members.
export async function approveProposal(
  deps: ApprovalDeps,
  actor: StaffActor,
  id: string,
  meta: AuditMeta,
): Promise<{ issued: IssuedSecret | null }> {
  const now = deps.now();
  let proposedBy = '';
  const outcome = await deps.database.db.transaction(async (tx): Promise<Outcome> => {
    const row = pendingFor(await lockProposal(tx, id), actor);
    const handler = handlerOf(deps, row);
    await assertMayDecide(tx, deps, row, handler, actor, now);
    proposedBy = row.proposedBy;
    const context = { actor, proposedBy, now, database: deps.database };
    const target = `${row.kind}:${row.target}`;
    try {
      const payload = handler.payload.parse(row.payload);
      const applied = await tx.transaction((savepoint) => handler.apply(savepoint, payload, context));
      const { stored: result, issued } = handler.shownOnce?.(applied) ?? { stored: applied, issued: null };
      await decideProposal(tx, id, {
        status: 'approved',
        decidedBy: actor.id,
        decidedAt: now,
        decisionReason: null,
        result: result ?? null,
        error: null,
      });
      await recordAudit(tx, { actor, action: 'proposal.approve', target, before: row.before, after: row.after, meta, at: now });
      return { ok: true, payload, result, handler, issued };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await decideProposal(tx, id, {
        status: 'failed',
        decidedBy: actor.id,
        decidedAt: now,
        decisionReason: null,
        result: null,
        error: error.message,
      });
      await recordAudit(tx, { actor, action: 'proposal.failed', target, after: { error: error.message }, meta, at: now });
      return { ok: false, message: error.message };
    }
  });
  if (!outcome.ok) throw new AppError('OPS_PROPOSAL_FAILED', `申请执行失败：${outcome.message}`);
  await outcome.handler.afterCommit?.({
    actor,
    proposedBy,
    now,
    database: deps.database,
    payload: outcome.payload,
    result: outcome.result,
  });
  return { issued: outcome.issued };
}

export async function rejectProposal(deps: ApprovalDeps, actor: StaffActor, id: string, reason: string, meta: AuditMeta): Promise<void> {
  const now = deps.now();
  await deps.database.db.transaction(async (tx) => {
    const row = pendingFor(await lockProposal(tx, id), actor);
    await assertMayDecide(tx, deps, row, handlerOf(deps, row), actor, now);
    await decideProposal(tx, id, {
      status: 'rejected',
      decidedBy: actor.id,
      decidedAt: now,
      decisionReason: reason,
      result: null,
      error: null,
    });
    await recordAudit(tx, { actor, action: 'proposal.reject', target: `${row.kind}:${row.target}`, reason, meta, at: now });
  });
}

function item(listed: ListedProposal): ProposalItem {
  const { proposal: row, proposer, decider } = listed;
  return {
    id: row.id,
    kind: row.kind as ProposalKind,
    kindLabel: PROPOSAL_KINDS[row.kind as ProposalKind] ?? row.kind,
    target: row.target,
    summary: row.summary,
    status: row.status as ProposalStatus,
    statusLabel: PROPOSAL_STATUS[row.status as ProposalStatus] ?? row.status,
    proposedBy: proposer,
    proposedAt: row.proposedAt.toISOString(),
    note: row.note,
    decidedBy: decider,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionReason: row.decisionReason,
    error: row.error,
  };
}

export async function proposalList(db: DbExecutor, filter: ProposalFilter) {
  const { rows, total } = await listProposals(db, filter);
  return { list: rows.map(item), total };
}

export async function proposalDetail(db: DbExecutor, id: string) {
  const found = await findProposal(db, id);
  if (!found) throw new AppError('RESOURCE_NOT_FOUND', '该申请不存在');
  return { ...item(found), before: found.proposal.before, after: found.proposal.after, result: found.proposal.result };
}

export function approvalDepsOf(app: FastifyInstance): ApprovalDeps {
  return { database: app.database, handlers: app.proposalHandlers, now: () => app.now(), coolingHours: app.config.staffCoolingHours };
}
