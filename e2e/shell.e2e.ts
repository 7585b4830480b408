import { expect, inject, it } from 'vitest';
import { describeBrowser, openPage, useBrowser } from './support/browser.ts';

const baseUrl = inject('baseUrl');

describeBrowser('site shell', () => {
  const browser = useBrowser();

  it('shows the six header tabs and the footer numbers on /home', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(`${baseUrl}/home`);
    const nav = page.getByRole('navigation', { name: '主导航' });
    await expect
      .poll(() => nav.getByRole('link').allTextContents())
      .toEqual(['首页', '基金产品', '走进沣泽', '观点', '信息披露', '客户服务']);
    expect(await nav.getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBe('page');
    const footer = page.locator('footer');
    await expect.poll(() => footer.innerText()).toContain('400-921-7000');
    const text = await footer.innerText();
    expect(text).toContain('021-8036-3999');
    expect(text).toContain('021-8036-3939');
    expect(text).toContain('沪ICP备2014012345号-1');
    expect(text).toContain('基金有风险，投资需谨慎');
    for (const name of ['联系我们', '投资者权益须知', '风险提示', '反洗钱', '反商业贿赂', '免责声明']) {
      expect(await footer.getByRole('link', { name, exact: true }).count()).toBe(1);
    }
    expect(await page.title()).toBe('首页 - 沣泽基金');
    await context.close();
  });

  it('copies the hotline to the clipboard and says 复制成功', async () => {
    const { context, page } = await openPage(browser());
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await page.goto(`${baseUrl}/home`);
    await page.locator('footer').getByRole('button', { name: '复制客服热线' }).click();
    await page.getByText('复制成功').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('4009217000');
    await context.close();
  });

  it('redirects / and /services to /home', async () => {
    const { context, page } = await openPage(browser());
    for (const path of ['/', '/services']) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForURL(`${baseUrl}/home`);
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
    await context.close();
  });

  it('shows a 404 page for an unknown route whose link goes home', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByRole('heading', { name: '页面不存在' }).waitFor();
    expect(await page.title()).toBe('页面不存在 - 沣泽基金');
    await page.getByRole('link', { name: '返回首页' }).click();
    await page.waitForURL(`${baseUrl}/home`);
    await context.close();
  });

  it('offers a retry when a page chunk fails to load', async () => {
    const { context, page } = await openPage(browser());
    await page.route(/\/assets\/not-found-page-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByRole('heading', { name: '页面加载失败，请检查网络后重试' }).waitFor();
    await page.unrouteAll();
    await page.getByRole('button', { name: '重试' }).click();
    await page.getByRole('heading', { name: '页面不存在' }).waitFor();
    await context.close();
  });

  it('loads /home without console errors or CSP violations', async () => {
    const { context, page, problems } = await openPage(browser());
    const violations: string[] = [];
    await page.exposeFunction('__reportCsp', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { __reportCsp: (text: string) => void }).__reportCsp(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await page.goto(`${baseUrl}/home`, { waitUntil: 'networkidle' });
    // Scrolling to the footer renders the QR codes too.
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.getByRole('img', { name: '服务号二维码' }).waitFor();
    expect(violations).toEqual([]);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('keeps the header usable at 375 px without horizontal scrolling', async () => {
    const { context, page } = await openPage(browser(), { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    await page.goto(`${baseUrl}/home`, { waitUntil: 'networkidle' });
    const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(width.scroll).toBeLessThanOrEqual(width.inner);
    expect(await page.getByRole('navigation', { name: '主导航' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: '打开菜单' }).click();
    const drawerNav = page.getByRole('navigation', { name: '主导航（移动端）' });
    await drawerNav.getByRole('link', { name: '客户服务' }).waitFor();
    expect(await page.getByRole('link', { name: '登录' }).isVisible()).toBe(true);
    await drawerNav.getByRole('link', { name: '首页' }).click();
    await drawerNav.waitFor({ state: 'hidden' });
    await context.close();
  });
});
