import {
  FUND_SECTION_LABELS,
  type DividendDeclareRequest,
  type FundProposalRequest,
  type FundSection,
} from '@fund-direct/domain/contracts/ops';
import type { DbExecutor } from '../../db/database.ts';
import type { AuditMeta, StaffActor } from '../../plugins/ops-session.ts';
import { propose } from '../approval/proposal.service.ts';
import { pendingDeclarationExists } from './dividend-ops.repository.ts';
import { checkDividendDeclaration } from './dividend-ops.service.ts';
import { diffFundEdit, mergeChanges, changedFields } from './fund-edit-state.ts';
import { checkFundState, invalid, loadFundEditState } from './fund-ops.service.ts';

// Fund maintenance becomes proposals (maker–checker): checked now, applied by fund-update.handler.ts and
// dividend-declare.handler.ts when a checker approves.

export async function proposeFundUpdate(
  db: DbExecutor,
  actor: StaffActor,
  meta: AuditMeta,
  now: Date,
  code: string,
  request: FundProposalRequest,
): Promise<{ proposalId: string }> {
  const { row, state } = await loadFundEditState(db, code);
  const { before, after } = diffFundEdit(state, request);
  if (changedFields(after).length === 0) throw invalid('没有需要提交的修改：提交的内容与当前信息相同');
  await checkFundState(db, row, mergeChanges(state, after));
  const sections = (Object.keys(after) as FundSection[]).map((s) => FUND_SECTION_LABELS[s]).join('、');
  const { id } = await propose(db, actor, meta, now, {
    kind: 'fund.update',
    target: `fund:${code}`,
    summary: `修改 ${row.name}（${code}）的${sections}`,
    before,
    after,
    payload: { code, before, after },
    ...(request.note ? { note: request.note } : {}),
  });
  return { proposalId: String(id) };
}

export async function proposeDividend(
  db: DbExecutor,
  actor: StaffActor,
  meta: AuditMeta,
  now: Date,
  request: DividendDeclareRequest,
): Promise<{ proposalId: string }> {
  const { note, ...declaration } = request;
  const { fundName } = await checkDividendDeclaration(db, declaration, now);
  if (await pendingDeclarationExists(db, declaration.fundCode, declaration.exDate)) {
    throw invalid(`除息日：该基金除息日为${declaration.exDate}的分红已在等待复核，不能重复提交`);
  }
  const { id } = await propose(db, actor, meta, now, {
    kind: 'dividend.declare',
    target: `fund:${declaration.fundCode}`,
    summary: `${fundName}（${declaration.fundCode}）分红：每份${declaration.cashPerShare}元，除息日${declaration.exDate}`,
    before: null,
    after: declaration,
    payload: declaration,
    ...(note ? { note } : {}),
  });
  return { proposalId: String(id) };
}
