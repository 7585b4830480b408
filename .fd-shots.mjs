import { chromium } from 'playwright-core';
const base = 'http://localhost:3911';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [1280, 375]) {
  const context = await browser.newContext({ viewport: { width, height: width > 400 ? 900 : 760 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('console', width, m.text().slice(0, 200)); });
  page.on('pageerror', (e) => console.log('pageerror', width, String(e).slice(0, 300)));
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(800);
    // Scroll through so lazy sections load.
    await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 500) { window.scrollTo(0, y); await new Promise((r) => setTimeout(r, 120)); } window.scrollTo(0, 0); });
    await page.waitForTimeout(800);
    const name = p.replace(/[^a-z0-9]+/gi, '_');
    await page.screenshot({ path: `/tmp/fd-shots/${name}-${width}.png`, fullPage: true });
    console.log('shot', name, width, await page.title());
  }
  await context.close();
}
await browser.close();
