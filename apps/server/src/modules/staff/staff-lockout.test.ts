import { ERRORS } from '@fund-direct/domain/errors';
import { STAFF_LIMITS, staffLoginDelaySeconds } from '@fund-direct/domain/ops';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, demoStaff, opsInject } from '../../../test/support/ops.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { totpCodeAt } from './totp.ts';

// Lockout an attacker cannot aim: failures count per account and source address, with a growing wait.
let test: TestApp;
let clock = new Date('2026-11-23T02:00:00.000Z').getTime();
const now = () => new Date(clock);
const advance = (ms: number) => {
  clock += ms;
};

beforeAll(async () => {
  test = await createTestApp({ now });
});
afterAll(() => test.close());

type Answer = { code: string; msg: string; data?: { remaining?: number; waitSeconds?: number; stage?: string } };
const body = (response: { body: string }) => JSON.parse(response.body) as Answer;
const login = (username: string, password: string, from: string) =>
  test.app.inject({ method: 'POST', url: '/api/ops/auth/login', payload: { username, password }, remoteAddress: from });
const totp = (cookie: string, code: string, from: string) =>
  test.app.inject({ method: 'POST', url: '/api/ops/auth/totp', payload: { code }, headers: { cookie }, remoteAddress: from });
const WRONG = 'Wrong#password1';

// Wrong passwords from one address until it is locked out, waiting each delay out; the answers in order.
async function guessUntilLocked(username: string, from: string): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let failure = 1; failure <= STAFF_LIMITS.addressMaxFailures; failure += 1) {
    const answer = body(await login(username, WRONG, from));
    answers.push(answer);
    if (answer.code !== ERRORS.OPS_LOCKED.code) advance((answer.data?.waitSeconds ?? 0) * 1000);
  }
  return answers;
}

async function fullLogin(username: string, from: string) {
  const member = demoStaff(username);
  const first = await login(username, member.password, from);
  expect([first.statusCode, body(first).data]).toEqual([200, { stage: 'totp' }]);
  advance(STAFF_LIMITS.totpPeriodSeconds * 1000 * 2);
  return totp(cookieOf(first), totpCodeAt(member.totpSecret, now()), from);
}

describe('staff lockout per account and address', () => {
  it('locks out the guessing address only: the real user on another address still signs in', async () => {
    const answers = await guessUntilLocked('checker', '10.9.0.1');
    expect(answers.at(-1)).toMatchObject({
      code: ERRORS.OPS_LOCKED.code,
      msg: expect.stringContaining(`请${STAFF_LIMITS.lockMinutes}分钟后再试`),
    });
    const rightFromThere = await login('checker', demoStaff('checker').password, '10.9.0.1');
    expect([rightFromThere.statusCode, body(rightFromThere).code]).toEqual([423, ERRORS.OPS_LOCKED.code]);

    const elsewhere = await fullLogin('checker', '10.9.0.2');
    expect([elsewhere.statusCode, body(elsewhere).data]).toEqual([200, { stage: 'active' }]);

    advance(STAFF_LIMITS.lockMinutes * 60_000 + 1000);
    expect((await login('checker', demoStaff('checker').password, '10.9.0.1')).statusCode).toBe(200);
  });

  it('says the tries left from this address and makes it wait longer after each failure past the free ones', async () => {
    const answers = await guessUntilLocked('auditor', '10.9.1.1');
    const counted = answers.slice(0, -1);
    expect(counted.map((answer) => answer.data?.remaining)).toEqual(counted.map((_, index) => STAFF_LIMITS.addressMaxFailures - index - 1));
    expect(counted.map((answer) => answer.data?.waitSeconds)).toEqual([0, 0, 1, 2, 4, 8, 16, 32, 60]);
    expect(counted.map((_, index) => staffLoginDelaySeconds(index + 1))).toEqual([0, 0, 1, 2, 4, 8, 16, 32, 60]);
    expect(counted[0]?.msg).toBe(`用户名或密码错误，还可尝试 ${STAFF_LIMITS.addressMaxFailures - 1} 次`);
    expect(counted[3]?.msg).toBe(`用户名或密码错误，还可尝试 ${STAFF_LIMITS.addressMaxFailures - 4} 次，请 2 秒后再试`);
  });

  it('refuses any attempt during the wait, even the right password, without counting it', async () => {
    for (let i = 0; i < STAFF_LIMITS.addressFreeFailures; i += 1) await login('service', WRONG, '10.9.2.1');
    const early = await login('service', demoStaff('service').password, '10.9.2.1');
    expect([early.statusCode, body(early)]).toEqual([
      429,
      expect.objectContaining({
        code: ERRORS.OPS_LOGIN_WAIT.code,
        msg: '尝试过于频繁，请 1 秒后再试',
        data: { remaining: 7, waitSeconds: 1 },
      }),
    ]);
    advance(1000);
    expect((await fullLogin('service', '10.9.2.1')).statusCode).toBe(200);
    // A complete login forgets the address's failures.
    expect(body(await login('service', WRONG, '10.9.2.1')).data).toEqual({
      remaining: STAFF_LIMITS.addressMaxFailures - 1,
      waitSeconds: 0,
    });
  });

  it('counts wrong TOTP codes with the passwords of the same address', async () => {
    const first = await login('content', demoStaff('content').password, '10.9.3.1');
    const refused = await totp(
      cookieOf(first),
      '000000' === totpCodeAt(demoStaff('content').totpSecret, now()) ? '111111' : '000000',
      '10.9.3.1',
    );
    expect(body(refused)).toMatchObject({
      code: ERRORS.OPS_TOTP_INVALID.code,
      msg: `动态口令不正确或已使用，还可尝试 ${STAFF_LIMITS.addressMaxFailures - 1} 次`,
    });
    expect(body(await login('content', WRONG, '10.9.3.1')).data?.remaining).toBe(STAFF_LIMITS.addressMaxFailures - 2);
  });

  it('answers an unknown username like a real one, so the answers do not tell which exist', async () => {
    const unknown = (await guessUntilLocked('nobody-here', '10.9.4.1')).map((answer) => [answer.code, answer.data]);
    const real = (await guessUntilLocked('maker', '10.9.4.2')).map((answer) => [answer.code, answer.data]);
    expect(unknown).toEqual(real);
  });

  it('locks the account for everyone once guesses spread over many addresses reach the ceiling', async () => {
    const addresses = STAFF_LIMITS.accountMaxFailures / STAFF_LIMITS.addressMaxFailures;
    for (let a = 1; a < addresses; a += 1) await guessUntilLocked('admin2', `10.8.${a}.1`);
    const last = await guessUntilLocked('admin2', `10.8.${addresses}.1`);
    expect(last.at(-1)?.msg).toBe(`登录失败次数过多，账户已锁定，请${STAFF_LIMITS.lockMinutes}分钟后再试`);
    const fresh = await login('admin2', demoStaff('admin2').password, '10.8.200.1');
    expect([fresh.statusCode, body(fresh).msg]).toEqual([423, expect.stringContaining('账户已锁定')]);
  });

  it('lets an administrator unlock an account, clearing every address, and audits it', async () => {
    await guessUntilLocked('maker', '10.9.5.1');
    expect((await login('maker', demoStaff('maker').password, '10.9.5.1')).statusCode).toBe(423);
    const list = async () =>
      (
        body(await opsInject(test.app, 'admin', { url: '/api/ops/staff' })).data as unknown as {
          list: { id: string; username: string; locked: boolean }[];
        }
      ).list;
    const maker = (await list()).find((row) => row.username === 'maker');
    expect(maker?.locked).toBe(true);
    const unlocked = await opsInject(test.app, 'admin', { method: 'POST', url: `/api/ops/staff/${maker?.id}/unlock`, payload: {} });
    expect(unlocked.statusCode).toBe(200);
    expect((await list()).find((row) => row.username === 'maker')?.locked).toBe(false);
    expect((await login('maker', demoStaff('maker').password, '10.9.5.1')).statusCode).toBe(200);
    const audit = await test.database.query<{ username: string; target: string }>(
      sql`select username, target from audit_log where action = 'staff.unlock'`,
    );
    expect(audit).toEqual([{ username: 'admin', target: 'maker' }]);
  });
});
