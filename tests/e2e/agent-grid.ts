import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Opens one item of the agent home's grid. The home prompts for each pending contract in turn once it has
 * loaded, and how many are pending depends on journeys of other files (agent.spec resets agent01's
 * contracts), so each prompt is put away as it comes. A prompt can open as the tap lands and take it, and
 * one being put away can be withdrawn by the leaving page: the tap is repeated until the page changes, and
 * a prompt whose Cancel is gone is left alone.
 */
export async function openFromAgentGrid(page: Page, texts: { menu: string; cancel: string }, label: string, target: RegExp): Promise<void> {
  await page.addLocatorHandler(page.getByRole('alertdialog'), async (dialog) => {
    await dialog.getByRole('button', { name: texts.cancel, exact: true }).click({ timeout: 2_000 }).catch(() => undefined);
  }, { noWaitAfter: true });
  await page.goto('/m/agent');
  // the grid's items do nothing until the agent's info has answered (D6)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const link = page.getByRole('navigation', { name: texts.menu }).getByRole('link', { name: label });
  await expect(async () => {
    if (await link.isVisible()) await link.click({ timeout: 2_000 });
    await expect(page).toHaveURL(target, { timeout: 1_500 });
  }).toPass({ timeout: 15_000 });
}
