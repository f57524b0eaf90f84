/** The home popup as a deferred modal (SPEC 2.3): queued behind other dialogs, named by its content, once per session. */
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import type { Announcement } from '../../../src/api/announcements.ts';
import { HomeHeader } from '../../../src/app/frame/home-header.tsx';
import { DrawerPanel } from '../../../src/app/frame/panels.tsx';
import { setMerchant } from '../../../src/config/merchant.ts';
import { HomePopup } from '../../../src/features/home/home-popup.tsx';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { i18next, initI18n } from '../../../src/i18n/i18n.ts';
import { applyHomeAnnouncements, homeAnnouncements, resetHomeAnnouncementsStore } from '../../../src/state/home-announcements-store.ts';
import { markPageReady, resetPageReady } from '../../../src/state/page-ready.ts';

const popup = (id: number, content: string): Announcement => ({
  id, announcementId: id, type: 'PU', title: 'Welcome popup', content, startDate: '2025-01-01', endDate: null, groupName: 'm_home', read: false, url: '',
  action: { type: 'none', target: '' }, sequence: 1,
});

function due(id: number, content = '<div style="font-size:16px"><h2>Welcome to TT Slot</h2><p>Claim your bonus.</p></div>'): void {
  applyHomeAnnouncements({ banners: [], player: [], popup: [popup(id, content)], promotion: [], hot: [], agent: [], footer: { unreadCount: 0, total: 0 } }, 'EN');
}

const page = () => render(
  <MemoryRouter initialEntries={['/m/home']}>
    <HomeHeader pathname="/m/home" title="TT Slot" />
    <DrawerPanel />
    <HomePopup />
  </MemoryRouter>,
);

vi.setConfig({ testTimeout: 20_000 });
beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  setMerchant(ttslot as unknown as Merchant);
  if (!i18next.isInitialized) await initI18n('EN');
  await i18next.loadNamespaces('lobby');
  await Promise.all([import('../../../src/render/drawer-panel.tsx'), import('../../../src/features/navigation/index.ts'), import('../../../src/features/nav-items/index.ts'), import('dompurify')]);
});
afterAll(() => configure({ asyncUtilTimeout: 1000 }));
beforeEach(() => markPageReady());
afterEach(() => resetPageReady());

describe('home popup (SPEC 2.3)', () => {
  it('R2.3-3 shows named by its content\'s heading, never by the back office\'s title, and closes on Escape', async () => {
    due(7);
    const user = userEvent.setup();
    page();
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to TT Slot' });
    expect(dialog).toHaveFocus();
    expect(screen.queryByText('Welcome popup')).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(homeAnnouncements.popupDismissed).toBe(true);
  });

  it('content without a heading is named by the translated generic title', async () => {
    due(8, '<p>Claim your bonus.</p>');
    page();
    expect(await screen.findByRole('dialog', { name: 'Announcement' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Announcement' })).toBeInTheDocument();
  });

  it('waits while the drawer is open and appears once it closes', async () => {
    const user = userEvent.setup();
    page();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    due(9);
    // Long enough for the popup to be sanitised and shown were it not queued (the previous tests show it well within this).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.queryByRole('dialog', { name: 'Welcome to TT Slot' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Menu' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Welcome to TT Slot' })).toHaveFocus();
  });

  it('shows once per browser session: after a new page load the same popup stays closed, a new one shows', async () => {
    due(10);
    const first = page();
    await screen.findByRole('dialog', { name: 'Welcome to TT Slot' });
    first.unmount();
    resetHomeAnnouncementsStore(); // a new page load; sessionStorage stays
    due(10);
    expect(homeAnnouncements.popupDismissed).toBe(true);
    const second = page();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('dialog')).toBeNull();
    second.unmount();
    resetHomeAnnouncementsStore();
    due(11);
    page();
    expect(await screen.findByRole('dialog', { name: 'Welcome to TT Slot' })).toBeInTheDocument();
  });
});
