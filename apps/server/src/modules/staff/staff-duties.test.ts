import { ERRORS } from '@fund-direct/domain/errors';
import { STAFF_LIMITS } from '@fund-direct/domain/ops';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, opsInject, opsInjectWith } from '../../../test/support/ops.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import type { StaffActor } from '../../plugins/ops-session.ts';
import { propose } from '../approval/proposal.service.ts';
import { findStaffByUsername } from './staff.repository.ts';
import { totpCodeAt } from './totp.ts';

// Separation of duties over staff accounts, step by step along the path an administrator alone would take to approve
// their own change: each refusal below is one rule.
let test: TestApp;
let clock = new Date('2026-11-23T02:00:00.000Z').getTime();
const now = () => new Date(clock);
const advance = (ms: number) => {
  clock += ms;
};
const HOUR = 3_600_000;
const meta = { ip: '127.0.0.1', userAgent: 'test' };

beforeAll(async () => {
  test = await createTestApp({ now });
});
afterAll(() => test.close());

type Answer = { code: string; msg: string; data?: Record<string, unknown> };
const body = (response: { body: string }) => JSON.parse(response.body) as Answer;
const post = (cookie: string | null, url: string, payload: unknown = {}) =>
  opsInjectWith(test.app, cookie, { method: 'POST', url, payload });
const as = (username: string, url: string, payload: unknown = {}) => opsInject(test.app, username, { method: 'POST', url, payload });

async function staffRow(username: string) {
  const row = await findStaffByUsername(test.app.db, username);
  if (!row) throw new Error(username);
  return row;
}
async function actor(username: string): Promise<StaffActor> {
  const row = await staffRow(username);
  return { id: row.id, username, displayName: row.displayName, role: row.role as StaffActor['role'], sessionId: 'test' };
}

// A proposal of any kind by this staff member (the service the console's routes call).
const proposeAny = async (by: string) =>
  (await propose(test.app.db, await actor(by), meta, now(), { kind: 'fund.update', target: '000001', summary: '测试', payload: {} })).id;

// A new or reset account's first login: one-time password, a password of its own, TOTP enrolment.
async function firstLogin(username: string, oneTimePassword: string): Promise<string> {
  const login = await post(null, '/api/ops/auth/login', { username, password: oneTimePassword });
  const cookie = cookieOf(login);
  await post(cookie, '/api/ops/auth/password', { newPassword: 'Fresh#Password2026' });
  const enrolment = body(await opsInjectWith(test.app, cookie, { url: '/api/ops/auth/totp-enrolment' })).data as { secret: string };
  const done = await post(cookie, '/api/ops/auth/totp-enrol', { code: totpCodeAt(enrolment.secret, now()) });
  expect(body(done).data).toEqual({ stage: 'active' });
  return cookie;
}

const cooling = `该账号由申请人在 ${STAFF_LIMITS.coolingHours} 小时内创建或重置，不能复核其申请`;
let newChecker: string;

describe('separation of duties over staff accounts', () => {
  it('makes creating staff a proposal that only a second administrator applies', async () => {
    const proposed = await as('admin', '/api/ops/staff', { username: 'checker2', displayName: '新复核', role: 'checker' });
    const proposalId = body(proposed).data?.proposalId as string;
    expect(proposalId).toBeTruthy();
    expect(await findStaffByUsername(test.app.db, 'checker2')).toBeUndefined();

    const self = await as('admin', `/api/ops/staff/proposals/${proposalId}/approve`);
    expect([self.statusCode, body(self).code]).toEqual([403, ERRORS.OPS_SELF_APPROVAL.code]);
    // A checker approves the company's changes, not staff accounts: neither door opens.
    expect((await as('checker', `/api/ops/staff/proposals/${proposalId}/approve`)).statusCode).toBe(403);
    const byChecker = await as('checker', `/api/ops/proposals/${proposalId}/approve`);
    expect([byChecker.statusCode, body(byChecker).msg]).toEqual([403, '当前角色无权复核该类申请']);

    const approved = await as('admin2', `/api/ops/staff/proposals/${proposalId}/approve`);
    const issued = body(approved).data?.issued as { username: string; oneTimePassword: string };
    expect([approved.statusCode, issued.username]).toEqual([200, 'checker2']);
    const row = await staffRow('checker2');
    expect([row.createdBy, row.createdApprovedBy]).toEqual([(await staffRow('admin')).id, (await staffRow('admin2')).id]);
    // The one-time password is shown once and kept nowhere.
    const stored = await test.database.query<{ result: unknown }>(sql`select result from proposal where id = ${proposalId}`);
    expect(JSON.stringify(stored)).not.toContain(issued.oneTimePassword);
    newChecker = await firstLogin('checker2', issued.oneTimePassword);
  });

  it('keeps the new checker from deciding the proposals of the administrators who made it, until the cooling period ends', async () => {
    const byAdmin = await proposeAny('admin');
    const refused = await post(newChecker, `/api/ops/proposals/${byAdmin}/approve`);
    expect([refused.statusCode, body(refused).code, body(refused).msg]).toEqual([403, ERRORS.OPS_CONFLICT_OF_INTEREST.code, cooling]);
    const byApprover = await proposeAny('admin2');
    expect(body(await post(newChecker, `/api/ops/proposals/${byApprover}/approve`)).msg).toBe(cooling);
    // Someone else's proposal is the new checker's to decide.
    const byMaker = await proposeAny('maker');
    expect((await post(newChecker, `/api/ops/proposals/${byMaker}/reject`, { reason: '测试驳回' })).statusCode).toBe(200);
  });

  it('keeps two accounts made by the same administrator from approving each other', async () => {
    const maker = await as('admin', '/api/ops/staff', { username: 'maker2', displayName: '新运营', role: 'fund_ops' });
    await as('admin2', `/api/ops/staff/proposals/${body(maker).data?.proposalId as string}/approve`);
    const checker = await as('admin', '/api/ops/staff', { username: 'checker3', displayName: '又一复核', role: 'checker' });
    const issued = body(await as('admin2', `/api/ops/staff/proposals/${body(checker).data?.proposalId as string}/approve`)).data
      ?.issued as { oneTimePassword: string };
    const cookie = await firstLogin('checker3', issued.oneTimePassword);
    const byMaker2 = await proposeAny('maker2');
    const refused = await post(cookie, `/api/ops/proposals/${byMaker2}/approve`);
    expect([refused.statusCode, body(refused).msg]).toEqual([403, expect.stringContaining('由对方或同一管理员创建或重置')]);
  });

  it('lets nobody decide a proposal about their own account', async () => {
    const admin2 = await staffRow('admin2');
    const proposed = await as('admin', `/api/ops/staff/${admin2.id}/role`, { role: 'auditor' });
    const id = body(proposed).data?.proposalId as string;
    const approve = await as('admin2', `/api/ops/staff/proposals/${id}/approve`);
    expect([approve.statusCode, body(approve).msg]).toEqual([403, '不能复核涉及本人账号的申请']);
    const reject = await as('admin2', `/api/ops/staff/proposals/${id}/reject`, { reason: '不同意' });
    expect(reject.statusCode).toBe(403);
    expect((await staffRow('admin2')).role).toBe('admin');
  });

  it('keeps a checker whose password an administrator reset from approving that administrator for the period', async () => {
    const checker = await staffRow('checker');
    const before = await proposeAny('admin');
    // Before the reset the demo checker may decide the administrator's proposals.
    expect((await as('checker', `/api/ops/proposals/${before}/reject`, { reason: '重置前' })).statusCode).toBe(200);

    const reset = await as('admin', `/api/ops/staff/${checker.id}/reset`);
    const applied = await as('admin2', `/api/ops/staff/proposals/${body(reset).data?.proposalId as string}/approve`);
    const issued = body(applied).data?.issued as { oneTimePassword: string };
    const row = await staffRow('checker');
    expect([row.resetBy, row.resetApprovedBy, row.resetAt?.getTime()]).toEqual([
      (await staffRow('admin')).id,
      (await staffRow('admin2')).id,
      now().getTime(),
    ]);
    const cookie = await firstLogin('checker', issued.oneTimePassword);
    const after = await proposeAny('admin');
    const refused = await post(cookie, `/api/ops/proposals/${after}/reject`, { reason: '重置后' });
    expect([refused.statusCode, body(refused).msg]).toEqual([403, cooling]);
  });

  it('lets the new checker decide the administrator’s proposals once the cooling period is over', async () => {
    const byAdmin = await proposeAny('admin');
    advance(STAFF_LIMITS.coolingHours * HOUR + 60_000);
    const cookie = await loginAgain('checker2');
    expect((await post(cookie, `/api/ops/proposals/${byAdmin}/reject`, { reason: '冷静期已过' })).statusCode).toBe(200);
  });
});

// After the cooling period: the account's own password and a fresh TOTP code.
async function loginAgain(username: string): Promise<string> {
  const login = await post(null, '/api/ops/auth/login', { username, password: 'Fresh#Password2026' });
  const cookie = cookieOf(login);
  const row = await staffRow(username);
  const secret = test.app.fieldCipher.decrypt(row.totpSecret ?? '');
  await post(cookie, '/api/ops/auth/totp', { code: totpCodeAt(secret, now()) });
  return cookie;
}
