import type { Locator, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { GUARD_TITLE } from '@fund-direct/domain/constants';
import { idCardCheckChar } from '@fund-direct/domain/validate';
import { outbox, registerThroughPage } from './auth-journey-support.ts';
import { chooseByLabel } from './support/select.ts';
import { describeBrowser, openPage, useBrowser } from './support/browser.ts';

const baseUrl = inject('baseUrl');

// All e2e files share one in-memory server (global setup), and account-guards.e2e.ts needs
// 13800000002 without an account; so this journey opens the account of a customer it registers itself.
const MOBILE = '13960000602';
const LOGIN_PASSWORD = 'Lotus2025x';
const BIRTHDAY = '19920315';
// Hangzhou Xihu district, born 1992-03-15, an even 17th digit (female); the check digit per GB 11643.
const ID_FIRST17 = `330106${BIRTHDAY}482`;
const IDNO = `${ID_FIRST17}${idCardCheckChar(ID_FIRST17)}`;
const RESERVED_MOBILE = '13760000602';
const TRADE_PASSWORD = '358146';

// A 1×1 PNG: real PNG bytes, so the type read from the bytes is image/png.
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

function cascaderItem(page: Page, name: string): Locator {
  return page.locator('.ant-cascader-menu-item').filter({ hasText: new RegExp(`^${name}$`), visible: true });
}

async function fillIdentity(page: Page): Promise<void> {
  await page.getByLabel('姓名', { exact: true }).fill('陈思雨');
  await page.getByLabel('证件号码', { exact: true }).fill(IDNO);
  // The birth date and the sex read from the number.
  await page.getByText('出生日期 1992-03-15，性别 女').waitFor();
  await page.getByLabel('证件有效期', { exact: true }).fill('20400101');
  await chooseByLabel(page, '职业', '专业技术人员');
  await chooseByLabel(page, '年收入', '10万元（含）至30万元');
  await chooseByLabel(page, '学历', '大学本科');
  await page.getByLabel('所在地区', { exact: true }).click();
  await cascaderItem(page, '浙江省').click();
  await cascaderItem(page, '杭州市').click();
  await cascaderItem(page, '西湖区').click();
  await page.getByLabel('详细地址', { exact: true }).fill('文三路 478 号华星时代广场 A 座 1201 室');
  await chooseByLabel(page, '税收居民身份', '仅为中国税收居民');
  await page.getByRole('button', { name: '下一步' }).click();
}

async function uploadIdCard(page: Page): Promise<void> {
  await page.locator('#fd-id-card-front').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await page.getByRole('img', { name: '身份证人像面预览' }).waitFor();
  await page.locator('#fd-id-card-back').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await page.getByRole('img', { name: '身份证国徽面预览' }).waitFor();
  await page.getByRole('button', { name: '提交审核' }).click();
}

async function bindBankCard(page: Page): Promise<void> {
  await chooseByLabel(page, '开户银行', /招商银行/);
  await page.getByLabel('银行卡号', { exact: true }).fill('6225881234567890');
  await page.getByLabel('银行预留手机号', { exact: true }).fill(RESERVED_MOBILE);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
  const sent = (await outbox(baseUrl)).sms.find((item) => item.mobile === RESERVED_MOBILE && item.purpose === 'bank-sign');
  if (!sent) throw new Error(`no bank-sign code for ${RESERVED_MOBILE} in the outbox`);
  await page.getByLabel('短信验证码', { exact: true }).fill(sent.code);
  await page.getByRole('button', { name: '确认绑定' }).click();
}

async function setTradePassword(page: Page): Promise<void> {
  await page.getByRole('heading', { name: '设置交易密码' }).waitFor();
  await page.getByLabel('交易密码', { exact: true }).fill(TRADE_PASSWORD);
  await page.getByLabel('确认交易密码', { exact: true }).fill(TRADE_PASSWORD);
  await page.getByRole('button', { name: '确认设置' }).click();
}

// Every question answered: 否 to each lowest-risk judgement, the first option of each scored one.
async function takeRiskAssessment(page: Page): Promise<void> {
  await page.getByRole('heading', { name: '风险承受能力测评' }).waitFor();
  await page.getByRole('button', { name: '提交测评' }).waitFor();
  const [judgement, scored] = [page.locator('.fd-risk-part').nth(0), page.locator('.fd-risk-part').nth(1)];
  expect(await judgement.locator('h2').textContent()).toContain('最低风险等级判定');
  const judgementQuestions = await judgement.locator('fieldset.fd-risk-question').all();
  expect(judgementQuestions.length).toBeGreaterThan(0);
  for (const question of judgementQuestions) await question.getByRole('radio', { name: 'B. 否' }).check();
  const scoredQuestions = await scored.locator('fieldset.fd-risk-question').all();
  expect(judgementQuestions.length + scoredQuestions.length).toBeGreaterThanOrEqual(10);
  for (const question of scoredQuestions) {
    await question.locator('input[type="radio"], input[type="checkbox"]').first().check();
  }
  const total = judgementQuestions.length + scoredQuestions.length;
  await page.getByText(`已答 ${total}/${total} 题`).waitFor();
  await page.getByRole('button', { name: '提交测评' }).click();
}

describeBrowser('account opening from start to finish (issue 6)', () => {
  const browser = useBrowser();

  it('opens a fund account for a newly registered customer, who then passes the purchase guards', async () => {
    const { context, page, problems } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await registerThroughPage(page, baseUrl, MOBILE, LOGIN_PASSWORD);

    // Without an account: the reduced personal menu of §2.
    await page.goto(`${baseUrl}/account/my_history`, { waitUntil: 'networkidle' });
    const menu = page.getByRole('navigation', { name: '个人中心导航' });
    expect(await menu.getByRole('link').allTextContents()).toEqual(['我的信息', '浏览历史', '我的自选', '账户安全']);

    await page.goto(`${baseUrl}/auth/openaccount`);
    const current = page.locator('.fd-open-account__steps .ant-steps-item-process .ant-steps-item-title');
    await expect.poll(() => current.textContent()).toBe('身份信息');
    await fillIdentity(page);

    await expect.poll(() => current.textContent()).toBe('上传身份证');
    await uploadIdCard(page);

    await expect.poll(() => current.textContent()).toBe('绑定银行卡');
    await bindBankCard(page);

    await expect.poll(() => current.textContent()).toBe('交易密码与风险测评');
    await setTradePassword(page);
    await takeRiskAssessment(page);

    await expect.poll(() => current.textContent()).toBe('完成开户');
    await page.getByRole('heading', { name: '开户资料已全部完成' }).waitFor();
    await page.getByRole('button', { name: '完成开户' }).click();
    // Nobody sent the customer here, so the journey ends on the personal information.
    await page.waitForURL(/\/account\/person_info$/);

    // The user info now has an opened account: the full personal block of the side menu.
    await expect.poll(() => menu.getByRole('link', { name: '银行卡管理' }).count()).toBe(1);
    const links = await menu.getByRole('link').allTextContents();
    expect(links.slice(-6)).toEqual(['我的信息', '银行卡管理', '风险测评', '浏览历史', '我的自选', '账户安全']);
    await page.getByText('已开户').waitFor();

    // The bound card and the assessed level are in the account area.
    await menu.getByRole('link', { name: '银行卡管理' }).click();
    await page.waitForURL(/\/account\/bank$/);
    await page.getByText('招商银行').first().waitFor();
    expect(await page.getByText('6225881234567890').count()).toBe(0);

    // 购买 on a fund: every guard of the chain passes, so the purchase route is entered without a §8 dialog.
    await page.goto(`${baseUrl}/fund_detail?fundCode=000512`, { waitUntil: 'networkidle' });
    await page
      .getByRole('button', { name: /^购买：/ })
      .first()
      .click();
    await page.waitForURL(/\/trade\/purchase\?fundCode=000512$/);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').filter({ hasText: GUARD_TITLE }).count()).toBe(0);
    expect(await page.locator('.ant-modal-confirm').count()).toBe(0);

    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
