import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { describe } from 'vitest';
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

// A page that records what went wrong, for the "no console errors" checks.
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; problems: PageProblems }> {
  const context = await browser.newContext({ locale: 'zh-CN', ...options });
  const page = await context.newPage();
  const problems: PageProblems = { errors: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.errors.push(message.text());
  });
  page.on('pageerror', (error) => problems.errors.push(`uncaught: ${error.message}`));
  return { context, page, problems };
}
