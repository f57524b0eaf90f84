import type { Page, Route } from '@playwright/test';
import { expect, test, withoutPopup } from './fixtures.ts';
import { nextPaint } from './waits.ts';


/** Presses Tab (or Shift+Tab) `count` times; returns, for each stop, the name of the dialog holding focus ('' outside any). */
async function tabStops(page: Page, count: number, back = false): Promise<{ dialog: string; stop: string }[]> {
  const stops: { dialog: string; stop: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    stops.push(await page.evaluate(() => {
      const active = document.activeElement;
      const dialog = active?.closest('[role="dialog"], [role="alertdialog"]');
      const name = dialog?.getAttribute('aria-label') ?? document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
      return { dialog: name, stop: `${active?.tagName ?? ''}:${active?.textContent?.trim() ?? ''}:${active?.getAttribute('aria-label') ?? ''}:${active?.getAttribute('href') ?? ''}` };
    }));
  }
  return stops;
}

/** Tab and Shift+Tab stay in the dialog named `name` and come round again. */
async function expectTabCycle(page: Page, name: RegExp | string, count: number): Promise<void> {
  for (const back of [false, true]) {
    const stops = await tabStops(page, count, back);
    expect(stops.filter((s) => (typeof name === 'string' ? s.dialog !== name : !name.test(s.dialog)))).toEqual([]);
    expect(new Set(stops.map((s) => s.stop)).size).toBeLessThan(count);
  }
}

const pageIsInert = (page: Page) => page.evaluate(() => ({
  root: document.getElementById('root')?.inert ?? false,
  overflow: getComputedStyle(document.documentElement).overflow,
}));

test.describe('modal manager in the browser', () => {
  test('the drawer keeps every Tab stop inside, the page behind is inert and still, Escape closes it and focus returns to the menu button', async ({ page, text }) => {
    test.setTimeout(90_000); // 80 key presses, each followed by a look at the focus
    await withoutPopup(page);
    await page.goto('/m/home');
    const menu = page.getByRole('button', { name: text('menu'), exact: true });
    await menu.click();
    const drawer = page.getByRole('dialog', { name: text('menu'), exact: true });
    await expect(drawer).toBeFocused();
    expect(await pageIsInert(page)).toEqual({ root: true, overflow: 'hidden' });
    await expectTabCycle(page, text('menu'), 40);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
    expect(await pageIsInert(page)).toEqual({ root: false, overflow: 'visible' });
  });

  test('R2.2-13 the sign-out confirm opens on Cancel, keeps Tab on its two buttons, Escape cancels and focus returns to the menu button', async ({ page, signIn, text }) => {
    await withoutPopup(page);
    await signIn(page, 'demo02');
    await page.goto('/m/home');
    const menu = page.getByRole('button', { name: text('menu'), exact: true });
    await menu.click();
    await page.getByRole('dialog', { name: text('menu'), exact: true }).getByRole('button', { name: text('logout'), exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('button', { name: text('cancel'), exact: true })).toBeFocused();
    await expectTabCycle(page, text('logout'), 5);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(menu).toBeFocused();
    await expect(page.getByTestId('balance')).toBeVisible();
  });

  test('R2.3-3 the home popup due while the drawer is open waits for it to close, then takes focus; Escape closes it and focus returns', async ({ page, merchant, text }) => {
    test.skip(!merchant.layout.home.some((item) => item.type === 'popup'), `${merchant.code}'s home has no popup`);
    // The announcements are held until the drawer is open, so the popup falls due behind it.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    // The popup's picture gets a query of its own: the home's promotion list shows the same picture, and a copy
    // it loaded first would answer the popup from the memory cache, with no response to wait for.
    await page.route('**/wps/announcements?*', async (route: Route) => {
      await held;
      const response = await route.fetch();
      const body = (await response.json()) as { value: { popup: { content: string }[] } };
      for (const popup of body.value.popup) popup.content = popup.content.replace('/promo/1.png', '/promo/1.png?popup');
      await route.fulfill({ response, json: body });
    });
    await page.goto('/m/home');
    const menu = page.getByRole('button', { name: text('menu'), exact: true });
    await menu.click();
    const drawer = page.getByRole('dialog', { name: text('menu'), exact: true });
    await expect(drawer).toBeFocused();
    // The popup loads its picture just before it would show.
    const picture = page.waitForResponse((r) => r.url().endsWith('/promo/1.png?popup'));
    release();
    // The popup falls due once its picture is decoded: decode the same (now cached) picture, then let a frame pass.
    const url = (await picture).url();
    await page.evaluate(async (src) => { const img = new Image(); img.src = src; await img.decode(); }, url);
    await nextPaint(page);
    const popup = page.getByRole('dialog', { name: `Welcome to ${merchant.name}` });
    await expect(popup).toHaveCount(0);
    await expect(drawer).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(popup).toBeFocused();
    expect(await pageIsInert(page)).toEqual({ root: true, overflow: 'hidden' });
    await expectTabCycle(page, `Welcome to ${merchant.name}`, 4);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(menu).toBeFocused();
  });
});
