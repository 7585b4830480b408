import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

// The serious and critical axe findings of the page as it stands, each with the elements it names.
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
