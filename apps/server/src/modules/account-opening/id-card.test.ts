import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ACCOUNT_OPENING_ERRORS,
  ID_CARD_IMAGE_MAX_BYTES,
  type IdCardUploadResponse,
  type OpenAccountProgress,
  type ProfileResponse,
  type UserInfo,
} from '@fund-direct/domain/contracts';
import { idCardCheckChar } from '@fund-direct/domain/validate';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from '../../cli/command-registry.ts';
import { idCardSubmission } from '../../db/schema/account.ts';
import { createTestApp, encryptFor, signedInject, testKeys, type TestApp } from '../../../test/support/test-app.ts';
import { envelope, registerCustomer, tokenOf } from '../../../test/modules/auth/auth.test-support.ts';
import {
  frontAndBack,
  jpegImage,
  pngImage,
  signedUpload,
  validProfile,
} from '../../../test/modules/account-opening/account-opening.test-support.ts';
import { idReviewCommand } from './id-review.command.ts';
import { createPrivateFileStore, idCardDirectory } from './private-file-store.ts';

// Manual review (ID_REVIEW=manual, the production default): uploads wait for `id-review`.
let t: TestApp;
let privateDir: string;
let clock = new Date('2026-11-21T02:00:00Z');
const MOBILE = '13912345611';
let token: string;
let customerId: string;

const upload = async (parts: Parameters<typeof signedUpload>[2], as = token, url = '/api/account/id-card/upload') => {
  clock = new Date(clock.getTime() + 1000);
  return envelope<IdCardUploadResponse>(await signedUpload(t.app, url, parts, as));
};
const check = async (as = token) =>
  envelope<OpenAccountProgress>(await signedInject(t.app, { method: 'POST', url: '/api/account/open-account/check', body: {}, token: as }))
    .data!;
const review = async (...args: string[]) =>
  idReviewCommand.run({ config: t.config, database: t.database, keys: await testKeys(), now: () => clock }, args);
const latest = async () =>
  (
    await t.app.db
      .select()
      .from(idCardSubmission)
      .where(eq(idCardSubmission.customerId, customerId))
      .orderBy(desc(idCardSubmission.createdAt))
      .limit(1)
  )[0]!;

beforeAll(async () => {
  privateDir = await mkdtemp(path.join(tmpdir(), 'fd-id-cards-'));
  t = await createTestApp({ now: () => clock, config: { idReview: 'manual', privateDir } });
  token = await tokenOf(await registerCustomer(t.app, MOBILE, 'Fund2026ab'));
  customerId = envelope<UserInfo>(await signedInject(t.app, { method: 'GET', url: '/api/account/user-info', token })).data!.custUuid;
}, 180_000);
afterAll(async () => {
  await t.close();
  await rm(privateDir, { recursive: true, force: true });
});

describe('ID-card upload', () => {
  it('needs a session and the identity step first', async () => {
    expect((await signedUpload(t.app, '/api/account/id-card/upload', frontAndBack())).statusCode).toBe(401);
    expect((await upload(frontAndBack())).code).toBe(ACCOUNT_OPENING_ERRORS.IDENTITY_REQUIRED.code);
    const idno = '44030519900101001';
    const body = {
      custname: '周杰',
      idtype: '0',
      ...(await validProfile(t.app.db)),
      idno: await encryptFor(t.app, idno + idCardCheckChar(idno)),
    };
    const saved = await signedInject(t.app, { method: 'POST', url: '/api/account/open-account/identity', body, token });
    expect(envelope(saved).code).toBe('0000');
  });

  it('needs both sides', async () => {
    const [front] = frontAndBack();
    expect(await upload([front!])).toMatchObject({
      code: ACCOUNT_OPENING_ERRORS.IMAGE_MISSING.code,
      msg: ACCOUNT_OPENING_ERRORS.IMAGE_MISSING.msg,
    });
    expect((await upload([])).code).toBe(ACCOUNT_OPENING_ERRORS.IMAGE_MISSING.code);
  });

  it('reads the type from the bytes: a text file named .jpg is refused', async () => {
    const text = { name: 'back', filename: 'back.jpg', contentType: 'image/jpeg', bytes: Buffer.from('这不是图片，只是文字') };
    expect(await upload([frontAndBack()[0]!, text])).toMatchObject({
      code: ACCOUNT_OPENING_ERRORS.IMAGE_TYPE.code,
      msg: '仅支持JPG、PNG格式的图片',
    });
    const gif = { name: 'front', filename: 'front.png', contentType: 'image/png', bytes: Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1') };
    expect((await upload([gif, frontAndBack()[1]!])).code).toBe(ACCOUNT_OPENING_ERRORS.IMAGE_TYPE.code);
    expect((await check()).idCardStatus).toBe('0');
  });

  it('refuses an image over the 10 MB limit and unknown parts', async () => {
    const big = Buffer.concat([pngImage(), Buffer.alloc(ID_CARD_IMAGE_MAX_BYTES)]);
    const tooLarge = await upload([{ name: 'front', filename: 'a.png', contentType: 'image/png', bytes: big }, frontAndBack()[1]!]);
    expect(tooLarge).toMatchObject({ code: ACCOUNT_OPENING_ERRORS.IMAGE_TOO_LARGE.code, msg: '图片大小不能超过10MB' });
    const extra = await upload([...frontAndBack(), { name: 'other', filename: 'c.png', contentType: 'image/png', bytes: pngImage() }]);
    expect(extra.code).toBe('1001');
    const textField = await upload([...frontAndBack(), { name: 'note', filename: '', contentType: 'text/plain', bytes: Buffer.from('x') }]);
    expect(textField.code).toBe('1001');
    expect((await check()).idCardStatus).toBe('0');
  });

  it('accepts photos of several megabytes, above the JSON body limit', async () => {
    const photo = Buffer.concat([jpegImage(), Buffer.alloc(4 * 1024 * 1024, 0x20)]);
    expect(photo.length).toBeGreaterThan(t.config.bodyLimit);
    const body = await upload(frontAndBack(photo, photo));
    expect(body).toMatchObject({ code: '0000', data: { idcardupload: '2' } });
  });

  it('accepts a PNG renamed .jpg, stores both sides encrypted outside the web root and waits for review', async () => {
    const png = pngImage(3, 2);
    const jpeg = jpegImage();
    const body = await upload([
      { name: 'front', filename: 'front.jpg', contentType: 'image/jpeg', bytes: png },
      { name: 'back', filename: 'back.jpg', contentType: 'image/jpeg', bytes: jpeg },
    ]);
    expect(body).toMatchObject({ code: '0000', data: { idcardupload: '2', reason: null, approved: false } });
    const row = await latest();
    expect(row).toMatchObject({ status: '2', frontMime: 'image/png', backMime: 'image/jpeg' });

    const dir = idCardDirectory(t.config.privateDir);
    expect(dir.startsWith(t.config.webRoot)).toBe(false);
    expect(await readdir(dir)).toEqual(expect.arrayContaining([row.frontFile, row.backFile]));
    const raw = await readFile(`${dir}/${row.frontFile}`);
    expect(raw.includes(png.subarray(0, 8))).toBe(false);
    const store = createPrivateFileStore(dir, (await testKeys()).dataKey);
    expect((await store.read(row.frontFile)).equals(png)).toBe(true);
    expect((await store.read(row.backFile)).equals(jpeg)).toBe(true);
    expect(await check()).toMatchObject({ idCardStatus: '2', nextStep: 'bankCard' });
  });
});

describe('id-review command', () => {
  it('rejects with the reason shown to the customer, then approves a new upload', async () => {
    expect(await review('reject', MOBILE, '照片反光，', '看不清号码')).toBe(`已驳回客户 ${MOBILE} 的身份证照片：照片反光， 看不清号码`);
    expect(await check()).toMatchObject({ idCardStatus: '4', idCardRejectReason: '照片反光， 看不清号码', nextStep: 'idCard' });
    const profile = envelope<ProfileResponse>(await signedInject(t.app, { method: 'GET', url: '/api/account/profile', token })).data!;
    expect(profile).toMatchObject({ idcardupload: '4', idcardRejectReason: '照片反光， 看不清号码' });
    expect((await latest()).status).toBe('4');
    await expect(review('approve', MOBILE)).rejects.toThrow('没有待审核的身份证照片');

    expect((await upload(frontAndBack())).data).toMatchObject({ idcardupload: '2' });
    expect((await check()).idCardRejectReason).toBeNull();
    // A second upload while the first waits replaces it: the review decides the newest.
    const first = await latest();
    await upload(frontAndBack(pngImage(4, 4)));
    const [replaced] = await t.app.db.select().from(idCardSubmission).where(eq(idCardSubmission.id, first.id));
    expect(replaced).toMatchObject({ status: '4', reason: '已重新上传' });
    expect(await review('approve', MOBILE)).toContain('已通过');
    expect((await check()).idCardStatus).toBe('1');
    expect((await latest()).status).toBe('1');
  });

  it('gives a default reason and refuses bad arguments and unknown customers', async () => {
    await upload(frontAndBack());
    expect(await review('reject', MOBILE)).toContain('身份证照片不清晰或不完整，请重新上传');
    await expect(review('approve')).rejects.toBeInstanceOf(UsageError);
    await expect(review('maybe', MOBILE)).rejects.toBeInstanceOf(UsageError);
    await expect(review('approve', '12345')).rejects.toBeInstanceOf(UsageError);
    await expect(review('approve', '13912349999')).rejects.toThrow('找不到手机号为 13912349999 的客户');
  });
});

describe('ID-card OCR', () => {
  it('answers the silent code OCR-1111 when no OCR service is configured', async () => {
    const body = await upload([frontAndBack()[0]!], token, '/api/account/id-card/ocr');
    expect(body).toEqual({ code: 'OCR-1111', msg: '暂不支持证件自动识别，请手动填写证件信息', requestId: expect.any(String) });
  });
});
