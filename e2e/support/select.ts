import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// A string is the option's whole text; a pattern is for options that show more than their label.
const matcher = (option: string | RegExp) =>
  typeof option === 'string' ? new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : option;

/**
 * Picks an option of an antd Select and waits until the select shows it. On a loaded machine a click
 * can land on a dropdown still sliding in (or on a drawer still moving) and be lost, so the select is
 * opened again until the value is really chosen.
 */
export async function chooseOption(page: Page, combobox: Locator, option: string | RegExp): Promise<void> {
  const select = combobox.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  const shown = select.locator('.ant-select-content-has-value').filter({ hasText: matcher(option) });
  const item = page.locator('.ant-select-dropdown .ant-select-item-option').filter({ hasText: matcher(option), visible: true });
  await expect
    .poll(
      async () => {
        if ((await shown.count()) > 0) return true;
        if (!(await item.first().isVisible())) await combobox.click({ timeout: 5_000 }).catch(() => undefined);
        await item
          .first()
          .click({ timeout: 5_000 })
          .catch(() => undefined);
        return (await shown.count()) > 0;
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true);
}

/** The select behind a form label. */
export function chooseByLabel(page: Page, label: string, option: string | RegExp): Promise<void> {
  return chooseOption(page, page.getByLabel(label, { exact: true }), option);
}
