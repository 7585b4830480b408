import { AppError, ERRORS } from '@fund-direct/domain/errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { opsInject } from '../../../test/support/ops.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { systemParam } from '../../db/schema/system-param.ts';
import type { StaffActor } from '../../plugins/ops-session.ts';
import { findStaffByUsername } from '../staff/staff.repository.ts';
import { proposalHandler } from './proposal-handler.public.ts';
import { propose } from './proposal.service.ts';

// Maker–checker with a handler of this test: it writes a system parameter, or refuses when told to.
const handler = proposalHandler({
  kind: 'fund.update',
  payload: z.object({ value: z.string() }),
  async apply(tx, payload) {
    await tx
      .insert(systemParam)
      .values({ key: 'proposal-test', value: payload.value })
      .onConflictDoUpdate({ target: systemParam.key, set: { value: payload.value } });
    if (payload.value === 'refuse') throw new AppError('VALIDATION', '基金状态已变化，请重新提交');
    return { written: payload.value };
  },
});

let test: TestApp;
const meta = { ip: '127.0.0.1', userAgent: 'test' };

beforeAll(async () => {
  test = await createTestApp({ proposalHandlers: [handler] });
});
afterAll(() => test.close());

async function actor(username: string): Promise<StaffActor> {
  const row = await findStaffByUsername(test.app.db, username);
  if (!row) throw new Error(username);
  return { id: row.id, username: row.username, displayName: row.displayName, role: row.role as StaffActor['role'], sessionId: 'test' };
}

const proposeValue = async (by: string, value: string) =>
  (
    await propose(test.app.db, await actor(by), meta, test.app.now(), {
      kind: 'fund.update',
      target: '000001',
      summary: `改为 ${value}`,
      payload: { value },
      before: { value: 'old' },
      after: { value },
    })
  ).id;

const stored = async () =>
  (await test.database.query<{ value: string }>(sql`select value from system_param where key = 'proposal-test'`))[0]?.value;
const body = (response: { body: string }) => JSON.parse(response.body) as { code: string; msg: string; data?: Record<string, unknown> };

describe('maker–checker', () => {
  it('changes nothing until a checker approves, then applies and records who and when', async () => {
    const id = await proposeValue('maker', 'first');
    expect(await stored()).toBeUndefined();
    const pending = body(await opsInject(test.app, 'checker', { url: `/api/ops/proposals/${id}` })).data;
    expect(pending).toMatchObject({
      status: 'pending',
      statusLabel: '待复核',
      kindLabel: '基金信息变更',
      before: { value: 'old' },
      after: { value: 'first' },
    });
    expect(pending?.proposedBy).toMatchObject({ username: 'maker' });

    expect(
      (await opsInject(test.app, 'checker', { method: 'POST', url: `/api/ops/proposals/${id}/approve`, payload: {} })).statusCode,
    ).toBe(200);
    expect(await stored()).toBe('first');
    const done = body(await opsInject(test.app, 'auditor', { url: `/api/ops/proposals/${id}` })).data;
    expect(done).toMatchObject({ status: 'approved', decidedBy: { username: 'checker' }, result: { written: 'first' } });
    const again = await opsInject(test.app, 'checker', { method: 'POST', url: `/api/ops/proposals/${id}/approve`, payload: {} });
    expect(body(again).code).toBe(ERRORS.OPS_PROPOSAL_DECIDED.code);
  });

  it('never lets the proposer approve their own proposal, whatever role they hold now', async () => {
    // The checker cannot propose through the console; a proposal made under an earlier role stays theirs.
    const id = await proposeValue('checker', 'mine');
    const response = await opsInject(test.app, 'checker', { method: 'POST', url: `/api/ops/proposals/${id}/approve`, payload: {} });
    expect([response.statusCode, body(response).msg]).toEqual([403, '不能复核本人提交的申请']);
    expect(await stored()).not.toBe('mine');
    const maker = await opsInject(test.app, 'maker', { method: 'POST', url: `/api/ops/proposals/${id}/approve`, payload: {} });
    expect(maker.statusCode).toBe(403);
  });

  it('needs a reason to reject, and a rejected proposal changes nothing', async () => {
    const id = await proposeValue('maker', 'rejected');
    const noReason = await opsInject(test.app, 'checker', {
      method: 'POST',
      url: `/api/ops/proposals/${id}/reject`,
      payload: { reason: ' ' },
    });
    expect([noReason.statusCode, body(noReason).msg]).toEqual([400, expect.stringContaining('驳回原因')]);
    const rejected = await opsInject(test.app, 'checker', {
      method: 'POST',
      url: `/api/ops/proposals/${id}/reject`,
      payload: { reason: '金额有误' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(await stored()).not.toBe('rejected');
    expect(body(await opsInject(test.app, 'checker', { url: `/api/ops/proposals/${id}` })).data).toMatchObject({
      status: 'rejected',
      decisionReason: '金额有误',
    });
  });

  it('fails a proposal whose change is refused on approval, undoing what the handler wrote', async () => {
    const before = await stored();
    const id = await proposeValue('maker', 'refuse');
    const response = await opsInject(test.app, 'checker', { method: 'POST', url: `/api/ops/proposals/${id}/approve`, payload: {} });
    expect(body(response)).toMatchObject({ code: ERRORS.OPS_PROPOSAL_FAILED.code, msg: '申请执行失败：基金状态已变化，请重新提交' });
    expect(await stored()).toBe(before);
    expect(body(await opsInject(test.app, 'checker', { url: `/api/ops/proposals/${id}` })).data).toMatchObject({
      status: 'failed',
      statusLabel: '执行失败',
    });
  });

  it('lists proposals by status for the queue, each create and decision an audit row', async () => {
    const list = body(await opsInject(test.app, 'checker', { url: '/api/ops/proposals?status=approved' })).data as {
      list: { status: string }[];
      total: number;
    };
    expect(list.total).toBeGreaterThanOrEqual(1);
    expect(list.list.every((item) => item.status === 'approved')).toBe(true);
    const actions = await test.database.query<{ action: string }>(sql`select action from audit_log where action like 'proposal.%'`);
    const names = actions.map((row) => row.action);
    for (const action of ['proposal.create', 'proposal.approve', 'proposal.reject', 'proposal.failed']) expect(names).toContain(action);
  });
});
