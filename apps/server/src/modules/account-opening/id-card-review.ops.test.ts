import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { IdCardUploadResponse, ProfileResponse, UserInfo } from '@fund-direct/domain/contracts';
import type { IdReviewDetailResponse, IdReviewListResponse } from '@fund-direct/domain/contracts/ops';
import { ERRORS } from '@fund-direct/domain/errors';
import { maskIdNo } from '@fund-direct/domain/format';
import { idCardCheckChar } from '@fund-direct/domain/validate';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frontAndBack, pngImage, signedUpload, validProfile } from '../../../test/modules/account-opening/account-opening.test-support.ts';
import { envelope, registerCustomer, tokenOf } from '../../../test/modules/auth/auth.test-support.ts';
import { opsInject } from '../../../test/support/ops.ts';
import { createTestApp, encryptFor, signedInject, type TestApp } from '../../../test/support/test-app.ts';

// 客服 → 证件审核 with ID_REVIEW=manual: every upload waits for a person holding customer.review.
let t: TestApp;
let privateDir: string;
let clock = new Date('2026-11-21T02:00:00Z');
let token: string;
const IDNO = `11010519900307001${idCardCheckChar('11010519900307001')}`;

const tick = () => (clock = new Date(clock.getTime() + 1000));
const upload = async () => {
  tick();
  return envelope<IdCardUploadResponse>(await signedUpload(t.app, '/api/account/id-card/upload', frontAndBack(pngImage(3, 2)), token));
};
const userInfo = async () => envelope<UserInfo>(await signedInject(t.app, { method: 'GET', url: '/api/account/user-info', token })).data!;
const profile = async () =>
  envelope<ProfileResponse>(await signedInject(t.app, { method: 'GET', url: '/api/account/profile', token })).data!;
const queue = async () =>
  (await opsInject(t.app, 'service', { url: '/api/ops/id-reviews' })).json<{ data: IdReviewListResponse }>().data.list;
const decide = (id: string, payload: unknown, as = 'service') =>
  opsInject(t.app, as, { method: 'POST', url: `/api/ops/id-reviews/${id}/decision`, payload });
const auditRows = () =>
  t.database.query<{ action: string; username: string; before: unknown; after: unknown; reason: string | null }>(
    sql`select action, username, before, after, reason from audit_log where action like 'idcard.%' order by id`,
  );

beforeAll(async () => {
  privateDir = await mkdtemp(path.join(tmpdir(), 'fd-id-review-'));
  t = await createTestApp({ now: () => clock, config: { idReview: 'manual', privateDir } });
  token = await tokenOf(await registerCustomer(t.app, '13912345688', 'Fund2026ab'));
  const body = { custname: '林晓', idtype: '0', ...(await validProfile(t.app.db)), idno: await encryptFor(t.app, IDNO) };
  const saved = await signedInject(t.app, { method: 'POST', url: '/api/account/open-account/identity', body, token });
  expect(envelope(saved).code).toBe('0000');
}, 180_000);
afterAll(async () => {
  await t.close();
  await rm(privateDir, { recursive: true, force: true });
});

describe('ID-card review in the console', () => {
  let first: string;

  it('an upload waits in the queue, oldest first, with the account details beside it', async () => {
    expect((await upload()).data).toMatchObject({ idcardupload: '2', approved: false });
    expect((await userInfo()).idcardupload).toBe('2');
    const list = await queue();
    expect(list.map((item) => item.custname)).toContain('林晓');
    first = list.find((item) => item.custname === '林晓')!.id;
    const detail = await opsInject(t.app, 'service', { url: `/api/ops/id-reviews/${first}` });
    expect(detail.headers['cache-control']).toBe('no-store');
    expect(detail.json<{ data: IdReviewDetailResponse }>().data).toMatchObject({ status: '2', idnoMasked: maskIdNo(IDNO) });
  });

  it('serves the photos to the reviewer only, never cached', async () => {
    const front = await opsInject(t.app, 'service', { url: `/api/ops/id-reviews/${first}/photo/front` });
    expect(front.statusCode).toBe(200);
    expect(front.headers['cache-control']).toBe('no-store');
    expect(front.headers['content-type']).toBe('image/png');
    expect(front.rawPayload.equals(pngImage(3, 2))).toBe(true);
    const back = await opsInject(t.app, 'service', { url: `/api/ops/id-reviews/${first}/photo/back` });
    expect(back.headers['content-type']).toBe('image/jpeg');
    expect((await opsInject(t.app, 'auditor', { url: `/api/ops/id-reviews/${first}/photo/front` })).statusCode).toBe(403);
  });

  it('approval reaches the customer, with an audit row; a second decision is refused', async () => {
    const approved = await decide(first, { action: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect((await userInfo()).idcardupload).toBe('1');
    expect(await queue()).toEqual([]);
    const again = await decide(first, { action: 'reject', reason: 'blurred' });
    expect([again.statusCode, again.json<{ code: string }>().code]).toEqual([409, ERRORS.OPS_ID_REVIEW_DECIDED.code]);
    expect(await auditRows()).toEqual([
      expect.objectContaining({
        action: 'idcard.approve',
        username: 'service',
        before: expect.objectContaining({ status: '2' }),
        after: { status: '1', reason: null },
      }),
    ]);
  });

  it('a rejection needs a reason from the list and reaches the customer with it', async () => {
    await upload();
    const [pending] = await queue();
    const noReason = await decide(pending!.id, { action: 'reject' });
    expect([noReason.statusCode, noReason.json<{ msg: string }>().msg]).toEqual([400, '请选择驳回原因']);
    const unknown = await decide(pending!.id, { action: 'reject', reason: 'ugly' });
    expect(unknown.statusCode).toBe(400);
    const rejected = await decide(pending!.id, { action: 'reject', reason: 'expired', note: '请上传有效期内的证件' });
    expect(rejected.statusCode).toBe(200);
    expect((await userInfo()).idcardupload).toBe('4');
    expect((await profile()).idcardRejectReason).toBe('证件已过期，请上传有效期内的证件');
    const rows = await auditRows();
    expect(rows.at(-1)).toMatchObject({ action: 'idcard.reject', reason: '证件已过期，请上传有效期内的证件', after: { status: '4' } });
  });

  it('only customer.review may decide', async () => {
    await upload();
    const [pending] = await queue();
    for (const role of ['auditor', 'maker', 'checker', 'admin', 'content']) {
      expect((await decide(pending!.id, { action: 'approve' }, role)).statusCode).toBe(403);
    }
    expect((await userInfo()).idcardupload).toBe('2');
  });

  it('an unknown upload answers 404 with the Chinese message', async () => {
    const response = await decide('00000000-0000-4000-8000-000000000000', { action: 'approve' });
    expect([response.statusCode, response.json<{ msg: string }>().msg]).toEqual([404, '该身份证照片不存在']);
  });
});
