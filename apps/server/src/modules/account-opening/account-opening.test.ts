import { ERRORS } from '@fund-direct/domain/errors';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ACCOUNT_OPENING_ERRORS,
  type OpenAccountProgress,
  type OpenAccountResponse,
  type ProfileResponse,
  type UserInfo,
} from '@fund-direct/domain/contracts';
import { idCardCheckChar } from '@fund-direct/domain/validate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REFUSED_ID } from '../../config.ts';
import { customer } from '../../db/schema/customer.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { createTestApp, encryptFor, signedInject, type TestApp } from '../../../test/support/test-app.ts';
import { envelope, passwordLogin, registerCustomer, tokenOf } from '../../../test/modules/auth/auth.test-support.ts';
import {
  finishOtherSteps,
  frontAndBack,
  signedUpload,
  validProfile,
} from '../../../test/modules/account-opening/account-opening.test-support.ts';

let t: TestApp;
let privateDir: string;
const clock = new Date('2026-11-21T02:00:00Z');
let alice: string;
let bob: string;
let aliceId: string;
let bobId: string;
let profile: Record<string, string>;

const idCard = (first17: string) => first17 + idCardCheckChar(first17);
const ALICE_ID = idCard('31010419920815004'); // female: 17th digit even

const post = async <T>(url: string, body: Record<string, unknown>, token?: string) => {
  const response = await signedInject(t.app, { method: 'POST', url, body, ...(token ? { token } : {}) });
  return { status: response.statusCode, json: envelope<T>(response) };
};
const get = async <T>(url: string, token: string) => envelope<T>(await signedInject(t.app, { method: 'GET', url, token }));

async function identityBody(custname: string, idno: string, extra: Record<string, string> = {}) {
  return { custname, idtype: '0', ...profile, ...extra, idno: await encryptFor(t.app, idno) };
}

beforeAll(async () => {
  privateDir = await mkdtemp(path.join(tmpdir(), 'fd-id-cards-'));
  t = await createTestApp({ now: () => clock, config: { privateDir } });
  alice = await tokenOf(await registerCustomer(t.app, '13912345601', 'Fund2026ab'));
  bob = await tokenOf(await registerCustomer(t.app, '13912345602', 'Fund2026ab'));
  aliceId = (await get<UserInfo>('/api/account/user-info', alice)).data!.custUuid;
  bobId = (await get<UserInfo>('/api/account/user-info', bob)).data!.custUuid;
  profile = await validProfile(t.app.db);
}, 180_000);
afterAll(async () => {
  await t.close();
  await rm(privateDir, { recursive: true, force: true });
});

describe('open-account check', () => {
  it('needs a session and starts a new customer at the identity step', async () => {
    expect((await post('/api/account/open-account/check', {})).status).toBe(401);
    const { json } = await post<OpenAccountProgress>('/api/account/open-account/check', {}, alice);
    expect(json.data).toEqual({
      identityDone: false,
      idCardStatus: '0',
      idCardRejectReason: null,
      bankCardBound: false,
      tradePasswordSet: false,
      riskDone: false,
      opened: false,
      fundAccountNo: null,
      nextStep: 'identity',
    });
  });

  it('reports an opened demo account as done', async () => {
    const demo = await tokenOf(await passwordLogin(t.app, '13800000001', DEMO_PASSWORD));
    const { json } = await post<OpenAccountProgress>('/api/account/open-account/check', {}, demo);
    expect(json.data).toMatchObject({ opened: true, nextStep: 'done', fundAccountNo: '880000000001' });
  });
});

describe('identity step refusals', () => {
  it('refuses an ID number with a wrong check digit, naming the field', async () => {
    const wrong = ALICE_ID.slice(0, 17) + (ALICE_ID[17] === '1' ? '2' : '1');
    const { status, json } = await post('/api/account/open-account/identity', await identityBody('李娜', wrong), alice);
    expect(status).toBe(400);
    expect(json).toMatchObject({ code: '1001', msg: '请输入正确的身份证号码' });
  });

  it('refuses the configured test identity through the verification adapter', async () => {
    const { json } = await post('/api/account/open-account/identity', await identityBody('张三', DEFAULT_REFUSED_ID), alice);
    expect(json.code).toBe(ACCOUNT_OPENING_ERRORS.IDENTITY_REFUSED.code);
    const verify = await post(
      '/api/account/id-name/verify',
      { custname: '张三', idtype: '0', idno: await encryptFor(t.app, DEFAULT_REFUSED_ID) },
      alice,
    );
    expect(verify.json).toMatchObject({ code: '2201', msg: ACCOUNT_OPENING_ERRORS.IDENTITY_REFUSED.msg });
    const good = await post(
      '/api/account/id-name/verify',
      { custname: '李娜', idtype: '0', idno: await encryptFor(t.app, ALICE_ID) },
      alice,
    );
    expect(good.json).toMatchObject({ code: '0000', data: { verified: true } });
  });

  it('refuses an expired document, unknown dictionary codes and an area that does not fit together', async () => {
    const expired = await post(
      '/api/account/open-account/identity',
      await identityBody('李娜', ALICE_ID, { invalidate: '20261120' }),
      alice,
    );
    expect(expired.json.code).toBe(ACCOUNT_OPENING_ERRORS.ID_EXPIRED.code);
    const job = await post('/api/account/open-account/identity', await identityBody('李娜', ALICE_ID, { workcode: 'ZZ9' }), alice);
    expect(job.json).toMatchObject({ code: ACCOUNT_OPENING_ERRORS.DICT_INVALID.code, msg: '请选择正确的职业' });
    const area = await post('/api/account/open-account/identity', await identityBody('李娜', ALICE_ID, { countyno: '999999' }), alice);
    expect(area.json.code).toBe(ACCOUNT_OPENING_ERRORS.AREA_INVALID.code);
  });

  it('asks for the tax ID or its reason, and for the controller and beneficiary when not oneself', async () => {
    const tax = await post('/api/account/open-account/identity', await identityBody('李娜', ALICE_ID, { taxResident: '3' }), alice);
    expect(tax.json).toMatchObject({ code: '1001', msg: '请填写纳税人识别号或选择无纳税人识别号的原因' });
    const controller = await post(
      '/api/account/open-account/identity',
      await identityBody('李娜', ALICE_ID, { myselfIsContorler: '0' }),
      alice,
    );
    expect(controller.json.msg).toBe('实际控制人不是本人时请填写实际控制人姓名');
    const beneficiary = await post(
      '/api/account/open-account/identity',
      await identityBody('李娜', ALICE_ID, { myselfIsBfcy: '0' }),
      alice,
    );
    expect(beneficiary.json.msg).toBe('受益所有人不是本人时请填写受益所有人姓名');
    const integrity = await post('/api/account/open-account/identity', await identityBody('李娜', ALICE_ID, { badintegrity: '05' }), alice);
    expect(integrity.status).toBe(400);
  });

  it('refuses an institution', async () => {
    const org = await tokenOf(await passwordLogin(t.app, '13800000003', DEMO_PASSWORD));
    const { json } = await post('/api/account/open-account/identity', await identityBody('李娜', idCard('11010119800101001')), org);
    expect(json.code).toBe(ERRORS.PERSONAL_ONLY.code);
  });
});

describe('identity step', () => {
  it('saves the verified identity with the birth date and sex from the ID number, encrypted at rest', async () => {
    const { json } = await post<OpenAccountProgress>(
      '/api/account/open-account/identity',
      await identityBody('李娜', ALICE_ID.toLowerCase(), {
        taxResident: '3',
        taxId: await encryptFor(t.app, 'US-123456789'),
        myselfIsBfcy: '0',
        beneficiaryName: '李强',
      }),
      alice,
    );
    expect(json.code).toBe('0000');
    expect(json.data).toMatchObject({ identityDone: true, nextStep: 'idCard' });

    const info = (await get<UserInfo>('/api/account/user-info', alice)).data!;
    expect(info).toMatchObject({ custname: '李娜', idtype: '0', birthday: '19920815', sex: '2', liveNation: '156', invalidate: '长期' });
    expect(info.idno).toBe(`${ALICE_ID.slice(0, 3)}${'*'.repeat(11)}${ALICE_ID.slice(-4)}`);

    const [row] = await t.app.db.select().from(customer).where(eq(customer.id, aliceId));
    expect(row!.idnoEnc).not.toContain(ALICE_ID);
    expect(t.app.fieldCipher.decrypt(row!.idnoEnc!)).toBe(ALICE_ID);
    expect(row!.idnoHash).toBe(t.app.fieldCipher.digest(ALICE_ID));
    expect(t.app.fieldCipher.decrypt(row!.taxIdEnc!)).toBe('US-123456789');
    expect(row).toMatchObject({ beneficiaryName: '李强', controllerName: null, nationality: '156', custbelongto: '0' });
  });

  it('refuses an ID number that another customer already uses', async () => {
    const taken = await post('/api/account/open-account/identity', await identityBody('李娜', ALICE_ID), bob);
    expect(taken.json.code).toBe(ACCOUNT_OPENING_ERRORS.IDNO_TAKEN.code);
    const demo = await post('/api/account/open-account/identity', await identityBody('王明', idCard('11010119900307123')), bob);
    expect(demo.json.code).toBe(ACCOUNT_OPENING_ERRORS.IDNO_TAKEN.code);
    const [row] = await t.app.db.select().from(customer).where(eq(customer.id, bobId));
    expect(row!.idnoEnc).toBeNull();
  });

  it('refuses completion before every step is done and says which step is next', async () => {
    const { json } = await post('/api/account/open-account', {}, alice);
    expect(json).toMatchObject({ code: ACCOUNT_OPENING_ERRORS.STEPS_INCOMPLETE.code, data: { nextStep: 'idCard' } });
  });
});

describe('completion', () => {
  it('opens the account once every step is done, and answers the same account when repeated', async () => {
    const upload = await signedUpload(t.app, '/api/account/id-card/upload', frontAndBack(), alice);
    // Demo review (ID_REVIEW=auto, the default outside production) approves at once.
    expect(envelope(upload).data).toEqual({ idcardupload: '1', reason: null, approved: true });
    let progress = await post<OpenAccountProgress>('/api/account/open-account/check', {}, alice);
    expect(progress.json.data!.nextStep).toBe('bankCard');
    expect((await post('/api/account/open-account', {}, alice)).json.data).toEqual({ nextStep: 'bankCard' });

    await finishOtherSteps(t.app.db, aliceId, clock);
    progress = await post<OpenAccountProgress>('/api/account/open-account/check', {}, alice);
    expect(progress.json.data).toMatchObject({ bankCardBound: true, tradePasswordSet: true, riskDone: true, nextStep: 'complete' });

    const first = await post<OpenAccountResponse>('/api/account/open-account', {}, alice);
    expect(first.json.code).toBe('0000');
    expect(first.json.data!.fundAccountNo).toMatch(/^88\d{10}$/);
    expect(first.json.data!.custbelongto).toBe('1');
    const again = await post<OpenAccountResponse>('/api/account/open-account', {}, alice);
    expect(again.json.data).toEqual(first.json.data);

    const info = (await get<UserInfo>('/api/account/user-info', alice)).data!;
    expect(info.custbelongto).toBe('1');
    progress = await post<OpenAccountProgress>('/api/account/open-account/check', {}, alice);
    expect(progress.json.data).toMatchObject({ opened: true, nextStep: 'done', fundAccountNo: first.json.data!.fundAccountNo });

    // The verified identity is fixed once the account is open.
    const change = await post('/api/account/open-account/identity', await identityBody('李娜', ALICE_ID), alice);
    expect(change.json.code).toBe(ACCOUNT_OPENING_ERRORS.IDENTITY_LOCKED.code);
  });
});

describe('profile (person_info)', () => {
  it('shows the profile with masked numbers and whether it is complete', async () => {
    const data = (await get<ProfileResponse>('/api/account/profile', alice)).data!;
    expect(data).toMatchObject({ custname: '李娜', complete: true, missingFields: [], taxResident: '3', taxIdMasked: '************' });
    // §5: the ID mask shows 3 + 4 only when enough stays hidden; a 12-character tax ID shows nothing (issue 16).
    expect(data.idno).not.toContain(ALICE_ID.slice(3, 14));
    const empty = (await get<ProfileResponse>('/api/account/profile', bob)).data!;
    expect(empty).toMatchObject({ custname: null, idno: null, complete: false });
    expect(empty.missingFields).toEqual(expect.arrayContaining(['custname', 'idno', 'address']));
  });

  it('updates the profile fields with the same rules and returns the new user info', async () => {
    const { json } = await post<UserInfo>(
      '/api/account/user-info/set',
      { ...profile, address: '南京西路1266号恒隆广场', zipcode: '200040', taxResident: '1', taxId: await encryptFor(t.app, 'US-1') },
      alice,
    );
    expect(json.code).toBe('0000');
    expect(json.data).toMatchObject({ address: '南京西路1266号恒隆广场', zipcode: '200040', custname: '李娜' });
    const [row] = await t.app.db.select().from(customer).where(eq(customer.id, aliceId));
    // A Chinese tax resident only: the foreign tax ID no longer applies.
    expect(row).toMatchObject({ taxResident: '1', taxIdEnc: null, noTaxIdReason: null });

    const bad = await post('/api/account/user-info/set', { ...profile, zipcode: '2000' }, alice);
    expect(bad.json).toMatchObject({ code: '1001', msg: '邮政编码须为6位数字' });
    const missing = await post('/api/account/user-info/set', { ...profile, address: '' }, alice);
    expect(missing.status).toBe(400);
    const expired = await post('/api/account/user-info/set', { ...profile, invalidate: '20200101' }, alice);
    expect(expired.json.code).toBe(ACCOUNT_OPENING_ERRORS.ID_EXPIRED.code);
    expect((await post('/api/account/user-info/set', profile)).status).toBe(401);
  });
});

describe('ownership', () => {
  it("never lets one customer read or change another's data, whatever ids the body carries", async () => {
    const before = (await t.app.db.select().from(customer).where(eq(customer.id, aliceId)))[0]!;
    const guessed = { custUuid: aliceId, customerId: aliceId, id: aliceId, clientid: before.custno };
    const set = await post<UserInfo>('/api/account/user-info/set', { ...profile, ...guessed, address: '鲍勃的地址很长很长' }, bob);
    expect(set.json.data!.custUuid).toBe(bobId);
    const after = (await t.app.db.select().from(customer).where(eq(customer.id, aliceId)))[0]!;
    expect(after.address).toBe(before.address);

    const check = await post<OpenAccountProgress>('/api/account/open-account/check', guessed, bob);
    expect(check.status).toBe(400); // the check takes no parameters at all
    const own = await post<OpenAccountProgress>('/api/account/open-account/check', {}, bob);
    expect(own.json.data).toMatchObject({ identityDone: false, opened: false, fundAccountNo: null });
    const bobProfile = (await get<ProfileResponse>('/api/account/profile', bob)).data!;
    expect(bobProfile.custname).toBeNull();
    expect(bobProfile.address).toBe('鲍勃的地址很长很长');

    const upload = await signedUpload(t.app, '/api/account/id-card/upload', frontAndBack(), bob);
    expect(envelope(upload).code).toBe(ACCOUNT_OPENING_ERRORS.IDENTITY_REQUIRED.code);
    const opened = await post('/api/account/open-account', {}, bob);
    expect(opened.json.code).toBe(ACCOUNT_OPENING_ERRORS.STEPS_INCOMPLETE.code);
  });
});
