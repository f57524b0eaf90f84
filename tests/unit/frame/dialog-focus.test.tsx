// @vitest-environment jsdom
/** Focus in each dialog of the frame: moved in, kept in by Tab, Escape, back to the opener. */
import { configure, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../src/api/client.ts';
import { HomeHeader } from '../../../src/app/frame/home-header.tsx';
import { DownloadPopup, DrawerPanel, ReferralDialog } from '../../../src/app/frame/panels.tsx';
import { SettingsScreen } from '../../../src/features/settings/settings-screen.tsx';
import { i18next } from '../../../src/i18n/i18n.ts';
import { uiStore } from '../../../src/state/ui-store.ts';
import { renderAt, sessionOf, TTSLOT, withMerchant } from './harness.tsx';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  await Promise.all([import('../../../src/render/drawer-panel.tsx'), import('../../../src/features/navigation/index.ts'), import('../../../src/features/nav-items/index.ts')]);
});
afterAll(() => configure({ asyncUtilTimeout: 1000 }));
vi.setConfig({ testTimeout: 20_000 });
beforeEach(async () => {
  await withMerchant(TTSLOT);
  sessionOf(undefined);
  vi.spyOn(http, 'request').mockResolvedValue({ data: { success: true, value: {} } } as never);
});
afterEach(() => vi.restoreAllMocks());

function home() {
  return renderAt('/m/home', (
    <>
      <HomeHeader pathname="/m/home" title="TT Slot" />
      <DrawerPanel />
      <ReferralDialog />
      <DownloadPopup />
    </>
  ));
}

/** Presses Tab `count` times (Shift+Tab with `back`) and returns each element focused. */
async function tabs(user: UserEvent, count: number, back = false): Promise<Element[]> {
  const seen: Element[] = [];
  for (let i = 0; i < count; i += 1) {
    await user.tab({ shift: back });
    if (document.activeElement !== null) seen.push(document.activeElement);
  }
  return seen;
}

/** Tab and Shift+Tab never leave `dialog`, and both come round to where they started. */
async function expectTabCycle(user: UserEvent, dialog: HTMLElement, stops: number): Promise<void> {
  for (const back of [false, true]) {
    const seen = await tabs(user, stops * 2 + 1, back);
    expect(seen.filter((element) => !dialog.contains(element))).toEqual([]);
    expect(new Set(seen).size).toBeLessThanOrEqual(stops);
    expect(seen[stops]).toBe(seen[0]);
  }
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });

describe('dialog focus', () => {
  it('the drawer takes focus, keeps every Tab stop inside, closes on Escape and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    home();
    await user.click(menuButton());
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(drawer).toHaveFocus();
    const stops = within(drawer).getAllByRole('link').length + within(drawer).getAllByRole('button').length + within(drawer).getAllByRole('searchbox').length;
    await expectTabCycle(user, drawer, stops);
    await user.keyboard('{Escape}');
    expect(uiStore.drawerOpen).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(menuButton()).toHaveFocus();
  });

  it('R2.2-13 the sign-out confirm opens on Cancel, keeps Tab between its two buttons, Escape cancels and focus goes back to the menu button', async () => {
    sessionOf(1);
    const user = userEvent.setup();
    home();
    await user.click(menuButton());
    await user.click(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Log out' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Log out' });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expectTabCycle(user, confirm, 2);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(localStorage.getItem('MC_SESSION_INFO')).not.toBeNull();
    expect(menuButton()).toHaveFocus();
  });

  it('R2.12-6 the download sheet takes focus, keeps Tab inside, closes on Escape, the close button or the mask, and gives focus back', async () => {
    const user = userEvent.setup();
    home();
    const opener = screen.getByRole('button', { name: 'Download app' });
    await user.click(opener);
    let sheet = await screen.findByRole('dialog', { name: 'Download the app' });
    expect(sheet).toHaveFocus();
    await expectTabCycle(user, sheet, 4); // close and three download links
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Download the app' })).toBeNull();
    expect(opener).toHaveFocus();
    await user.click(opener);
    sheet = await screen.findByRole('dialog', { name: 'Download the app' });
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(uiStore.downloadOpen).toBe(false);
    await user.click(opener);
    sheet = await screen.findByRole('dialog', { name: 'Download the app' });
    await user.click(sheet.previousElementSibling as Element); // the mask
    expect(screen.queryByRole('dialog', { name: 'Download the app' })).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('the referral sheet opened from the drawer takes focus, closes on Escape and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    home();
    await user.click(menuButton());
    await user.click(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Invite friends' }));
    const sheet = await screen.findByRole('dialog', { name: i18next.t('referral.title') });
    expect(sheet).toHaveFocus();
    await expectTabCycle(user, sheet, 2); // close and log in
    await user.keyboard('{Escape}');
    expect(uiStore.referralOpen).toBe(false);
    expect(menuButton()).toHaveFocus();
  });

  it('R8-19 the settings sign-out confirm opens on Cancel; Escape cancels and focus goes back to Sign out', async () => {
    await i18next.loadNamespaces('auth');
    sessionOf(1);
    const user = userEvent.setup();
    renderAt('/m/set', <SettingsScreen />);
    const signOut = screen.getByRole('button', { name: 'Log out' });
    await user.click(signOut);
    const confirm = await screen.findByRole('alertdialog', { name: 'Are you sure you want to log out?' });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(within(confirm).getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(localStorage.getItem('MC_SESSION_INFO')).not.toBeNull();
    expect(signOut).toHaveFocus();
  });
});
