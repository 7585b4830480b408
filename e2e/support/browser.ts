import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { mkdir, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { CHROMIUM_ARGS, NO_CHROMIUM_MESSAGE, findChromium } from './chromium.ts';

const executablePath = findChromium();

if (!executablePath) {
  // In CI a missing browser is a failure, never a silent skip.
  if (process.env.CI === 'true') throw new Error(NO_CHROMIUM_MESSAGE.replace('SKIPPED', 'FAILED'));
  console.warn(`\n${NO_CHROMIUM_MESSAGE}\n`);
}

// Journeys are declared with this: skipped (loudly, above) when no browser is installed.
export const describeBrowser = describe.skipIf(!executablePath);

export function launchBrowser(): Promise<Browser> {
  if (!executablePath) throw new Error(NO_CHROMIUM_MESSAGE);
  return chromium.launch({ executablePath, args: [...CHROMIUM_ARGS] });
}

export interface PageProblems {
  // Console errors, uncaught exceptions and CSP violations seen by the page.
  errors: string[];
}

// page.goto resolves at the load event, but a server-rendered page answers input only once React has taken it over
// (the root layout marks <html data-ready>): typing into a form before that would be lost.
export function gotoWaitsForApp(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const isSitePage = response?.headers()['content-type']?.startsWith('text/html') && !new URL(page.url()).pathname.startsWith('/ops');
    if (isSitePage) await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    return response;
  };
  return page;
}

// A page that records what went wrong, for the "no console errors" checks.
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; problems: PageProblems }> {
  const context = await browser.newContext({ locale: 'zh-CN', ...options });
  const page = await context.newPage();
  if (options.javaScriptEnabled !== false) gotoWaitsForApp(page);
  const problems: PageProblems = { errors: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.errors.push(message.text());
  });
  page.on('pageerror', (error) => problems.errors.push(`uncaught: ${error.message}`));
  return { context, page, problems };
}

// The two widths every page must work at: the desktop layout and a 375 px phone.
export const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
] as const;

// One browser per suite, closed after it; call inside describeBrowser and read `browser()` in the tests.
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  // A journey that fails leaves what each of its tabs showed at that moment: a timeout names only what it waited for.
  beforeEach(({ task, onTestFailed }) => {
    onTestFailed(async () => {
      if (browser) await keepWhatPagesShow(browser, task.name);
    });
  });
  return () => {
    if (!browser) throw new Error('the browser is not launched yet');
    return browser;
  };
}

const FAILURE_DIRECTORY = 'test-results/failed';

// A screenshot and the visible text of every open tab, under test-results/failed/.
async function keepWhatPagesShow(browser: Browser, testName: string): Promise<void> {
  await mkdir(FAILURE_DIRECTORY, { recursive: true });
  const stem = testName.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);
  const pages = browser.contexts().flatMap((context) => context.pages());
  for (const [i, page] of pages.entries()) {
    const file = `${FAILURE_DIRECTORY}/${stem}-${i}`;
    try {
      await page.screenshot({ path: `${file}.png`, fullPage: true, timeout: 10_000 });
      await writeFile(`${file}.txt`, `${page.url()}\n\n${await page.locator('body').innerText({ timeout: 10_000 })}`);
      console.error(`failure kept: ${file}.png, ${file}.txt`);
    } catch (error) {
      console.error(`failure not kept for ${page.url()}: ${String(error)}`);
    }
  }
}
