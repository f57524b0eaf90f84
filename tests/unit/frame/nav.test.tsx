import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../src/api/client.ts';
import { HomeHeader } from '../../../src/app/frame/home-header.tsx';
import { DrawerPanel } from '../../../src/app/frame/panels.tsx';
import { DownloadPopup } from '../../../src/features/navigation/index.ts';
import { profileNavigation } from '../../../src/features/navigation/profile-follow-up.ts';
import { Hosts } from '../../../src/app/hosts.tsx';
import { FooterBar } from '../../../src/render/footer-bar.tsx';
import { MidNav } from '../../../src/render/registry.tsx';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { badgeText, refreshBadges } from '../../../src/state/badges-store.ts';
import { answerCounts } from '../messages/platform-counts.ts';
import { applySystemStatus } from '../../../src/state/system-store.ts';
import { setDownloadOpen, setDrawerOpen, uiStore } from '../../../src/state/ui-store.ts';
import { renderAt, SAHARA, sessionOf, TTSLOT, withMerchant } from './harness.tsx';

const userAgent = navigator.userAgent;
function stubUserAgent(ua: string): void {
  Object.defineProperty(navigator, 'userAgent', { value: ua, configurable: true });
}

// The drawer, the bar items and the download popup are loaded lazily: their modules are loaded once
// here, and findBy* waits up to 5 s, so a loaded machine (the whole suite at once) does not fail them.
beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  await Promise.all([
    import('../../../src/render/drawer-panel.tsx'), import('../../../src/features/navigation/index.ts'),
    import('../../../src/features/nav-items/index.ts'), import('../../../src/features/navigation/download-popup.tsx'),
  ]);
});
afterAll(() => configure({ asyncUtilTimeout: 1000 }));
beforeEach(async () => {
  await withMerchant(TTSLOT);
  sessionOf(undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  stubUserAgent(userAgent);
});

/** The reward badge as the platform counts it for the signed-in member. */
async function rewardCount(count: number): Promise<void> {
  answerCounts({ rewardUnclaimed: count });
  await refreshBadges();
}

async function openDrawer(merchant: Merchant = TTSLOT) {
  cleanup();
  await withMerchant(merchant);
  setDrawerOpen(true);
  renderAt('/m/home', <DrawerPanel />);
  return screen.findByRole('dialog', { name: 'Menu' });
}

describe('side drawer from config (SPEC 2.2)', () => {
  it('R2.2-1 R2.2-3 R2.2-9 shows the logo, slot search and the configured entries', async () => {
    const drawer = await openDrawer();
    expect(within(drawer).getByRole('img', { name: 'TT Slot' })).toBeInTheDocument();
    expect(within(drawer).getByRole('searchbox', { name: 'Search slot games' })).toBeInTheDocument();
    for (const name of ['Single cash back', 'VIP benefits', 'Reward center', 'Daily sign-in', 'Log in', 'Register', 'Customer service']) {
      expect(within(drawer).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(drawer).getByRole('button', { name: 'Download app' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: /Game center/ })).toBeInTheDocument();
  });

  it('R2.2-4 invite friends shows only with referral on, and opens the referral panel', async () => {
    let drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Invite friends' }));
    expect(uiStore.referralOpen).toBe(true);
    drawer = await openDrawer({ ...TTSLOT, features: { ...TTSLOT.features, referral: false } });
    expect(within(drawer).queryByRole('button', { name: 'Invite friends' })).toBeNull();
  });

  it('R2.2-10 telegram shows only when a link exists', async () => {
    expect(within(await openDrawer()).getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/ttslot_official');
    const { telegram: _omit, ...links } = TTSLOT.links;
    expect(within(await openDrawer({ ...TTSLOT, links })).queryByRole('link', { name: 'Telegram' })).toBeNull();
  });

  it('R2.2-10 a telegram link from the platform resources counts too', async () => {
    const { telegram: _omit, ...links } = TTSLOT.links;
    applySystemStatus({ info: { resources: [{ resourceType: 'TELEGRAM', url: 'https://t.me/platform', icon: '' }], customerService: [] } } as never);
    expect(within(await openDrawer({ ...TTSLOT, links })).getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/platform');
  });

  it('R2.2-10 the platform\'s telegram link wins over the configured one (DESIGN 3)', async () => {
    applySystemStatus({ info: { resources: [{ resourceType: 'TELEGRAM', url: 'https://t.me/platform', icon: '' }], customerService: [] } } as never);
    const telegram = within(await openDrawer()).getByRole('link', { name: 'Telegram' });
    expect(telegram).toHaveAttribute('href', 'https://t.me/platform');
    expect(telegram).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('R2.2-10 a telegram link that fails the URL check is no link: no entry (DESIGN 4)', async () => {
    applySystemStatus({ info: { resources: [{ resourceType: 'TELEGRAM', url: 'javascript:alert(1)', icon: '' }], customerService: [] } } as never);
    expect(within(await openDrawer({ ...TTSLOT, links: { ...TTSLOT.links, telegram: 'JAVASCRIPT:alert(1)' } })).queryByRole('link', { name: 'Telegram' })).toBeNull();
  });

  it('R2.2-9 a module the platform turns off hides the drawer entries that need it (DESIGN 3)', async () => {
    expect(within(await openDrawer()).getByRole('link', { name: 'Reward center' })).toBeInTheDocument();
    applySystemStatus({ info: { modules: { REWCEN3: false } } } as never);
    expect(within(await openDrawer()).queryByRole('link', { name: 'Reward center' })).toBeNull();
  });

  it('R2.2-12 R6-2 log out shows only with a session; log in only without', async () => {
    let drawer = await openDrawer();
    expect(within(drawer).queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(within(drawer).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    sessionOf(1);
    drawer = await openDrawer();
    expect(within(drawer).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it.each([['ttslot', TTSLOT], ['sahara', SAHARA]] as const)('the guest drawer of %s leads with Log in and Register, a member\'s has neither', async (_code, merchant) => {
    const first = within(within(await openDrawer(merchant)).getAllByRole('listitem')[0]!);
    expect(first.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Log in', '/m/login'], ['Register', '/m/register']]);
    sessionOf(1);
    const drawer = await openDrawer(merchant);
    expect(within(drawer).queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(within(drawer).queryByRole('link', { name: 'Register' })).toBeNull();
  });

  it('R2.2-13 sign out asks first: cancel keeps the session', async () => {
    sessionOf(1);
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Log out' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(localStorage.getItem('MC_SESSION_INFO')).not.toBeNull();
  });

  it('R2.2-11 R1-6 the language switcher lists the merchant languages with a tick on the current one', async () => {
    const drawer = await openDrawer(SAHARA);
    await userEvent.click(within(drawer).getByRole('button', { name: /Language/ }));
    const radios = within(drawer).getAllByRole('radio');
    expect(radios.map((r) => r.textContent)).toEqual(['العربية', 'English']);
    expect(within(drawer).getByRole('radio', { checked: true })).toHaveTextContent('English');
  });

  it('R4-1 the game list and language list accordions open and close', async () => {
    const drawer = await openDrawer();
    for (const name of [/Language/, /Game center/]) {
      const toggle = within(drawer).getByRole('button', { name });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).not.toBeNull();
      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('R2.2-14 download app opens the download popup', async () => {
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Download app' }));
    expect(uiStore.downloadOpen).toBe(true);
  });

  it('R2.2-15 on iOS outside Safari download app alerts instead', async () => {
    stubUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1');
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Download app' }));
    expect(uiStore.downloadOpen).toBe(false);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Please use Safari for download App.');
  });

  it('R2.2-2 the slot search opens the slot category with the search focused', async () => {
    const drawer = await openDrawer();
    await userEvent.type(within(drawer).getByRole('searchbox'), 'dragon{Enter}');
    expect(screen.getByTestId('path')).toHaveTextContent('/m/rng?focus=search&q=dragon');
  });
});

describe('home header (SPEC 2.3)', () => {
  it('R2.3-9 a guest sees login and register', () => {
    renderAt('/m/home', <HomeHeader pathname="/m/home" title="TT Slot" />);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/m/register');
  });

  it('a member\'s balance button is named by its action and the balance it shows (axe label-content-name-mismatch)', async () => {
    sessionOf(1);
    vi.spyOn(http, 'request').mockResolvedValue({ data: { success: true, value: { currencySymbol: '₱', total: '15234.75', main: '15234.75', pendingWithdrawal: '0.00', vendors: [] } } } as never);
    renderAt('/m/home', <HomeHeader pathname="/m/home" title="TT Slot" />);
    const button = await screen.findByRole('button', { name: 'Refresh balance ₱15,234.75' });
    expect(button).not.toHaveAttribute('aria-label');
  });

  it('R2.3-6 R2.3-7 the menu opens the drawer and the logo goes home', async () => {
    renderAt('/m/activity', <HomeHeader pathname="/m/activity" title="TT Slot" />);
    expect(screen.getByRole('link', { name: 'TT Slot home' })).toHaveAttribute('href', '/m/home');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(uiStore.drawerOpen).toBe(true);
  });

  it('R2.3-10 the download icon shows on home paths only, with the app window on and a download link', async () => {
    const { unmount } = renderAt('/m/home', <HomeHeader pathname="/m/home" title="TT Slot" />);
    expect(screen.getByRole('button', { name: 'Download app' })).toBeInTheDocument();
    unmount();
    const second = renderAt('/m/activity', <HomeHeader pathname="/m/activity" title="TT Slot" />);
    expect(screen.queryByRole('button', { name: 'Download app' })).toBeNull();
    second.unmount();
    await withMerchant({ ...TTSLOT, features: { ...TTSLOT.features, appWindow: false } });
    const third = renderAt('/m/home', <HomeHeader pathname="/m/home" title="TT Slot" />);
    expect(screen.queryByRole('button', { name: 'Download app' })).toBeNull();
    third.unmount();
    const { download: _omit, ...links } = TTSLOT.links;
    await withMerchant({ ...TTSLOT, links });
    renderAt('/m/home', <HomeHeader pathname="/m/home" title="TT Slot" />);
    expect(screen.queryByRole('button', { name: 'Download app' })).toBeNull();
  });

  it('R2.3-10 the download icon hides inside the app', async () => {
    stubUserAgent(`${userAgent} WLApp/1.0`);
    renderAt('/m/home', <HomeHeader pathname="/m/home" title="TT Slot" />);
    expect(screen.queryByRole('button', { name: 'Download app' })).toBeNull();
  });
});

describe('download popup (SPEC 2.12)', () => {
  async function openPopup() {
    setDownloadOpen(true);
    renderAt('/m/home', <DownloadPopup />);
    return screen.findByRole('dialog', { name: 'Download the app' });
  }

  it('R2.12-9 package links (.apk, .ipa) open in the same window, the profile in a new tab', async () => {
    const popup = await openPopup();
    const [android, ios, profile] = within(popup).getAllByRole('link', { name: /^Download / });
    expect(android).toHaveAttribute('href', TTSLOT.links.download?.android);
    expect(android).not.toHaveAttribute('target');
    expect(ios).toHaveAttribute('href', TTSLOT.links.download?.ios);
    expect(ios).not.toHaveAttribute('target');
    expect(profile).toHaveAttribute('href', TTSLOT.links.download?.mobileconfig);
    expect(profile).toHaveAttribute('target', '_blank');
    expect(profile).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('R4-64 after the profile download, the next focus shows the install message for 4 s, then goes to the provisioning profile location', async () => {
    const provision = 'https://download.ttslot.com/app/embedded.mobileprovision';
    applySystemStatus({ info: { resources: [{ resourceType: 'MOBILEPROVISION', url: provision, icon: '' }] } } as never);
    const go = vi.spyOn(profileNavigation, 'go').mockImplementation(() => undefined);
    setDownloadOpen(true);
    renderAt('/m/home', <Hosts />);
    const popup = await screen.findByRole('dialog', { name: 'Download the app' });
    const profile = within(popup).getByRole('link', { name: /configuration profile|profile/i });
    profile.addEventListener('click', (event) => event.preventDefault());
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    try {
      fireEvent.click(profile);
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(screen.queryByText(/install the profile/)).toBeNull();
      await act(async () => void window.dispatchEvent(new Event('focus')));
      expect(screen.getByText(/To install the profile, open Settings/)).toBeVisible();
      await act(() => vi.advanceTimersByTimeAsync(TTSLOT.constants.timings.iosProfileToastMs - 1));
      expect(go).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(go).toHaveBeenCalledWith(provision);
      expect(screen.queryByText(/To install the profile/)).toBeNull();
      await act(async () => void window.dispatchEvent(new Event('focus')));
      expect(screen.queryByText(/To install the profile/)).toBeNull();
    } finally {
      vi.useRealTimers();
      applySystemStatus({ info: {} } as never);
    }
  });

  it('R2.12-1 the platform\'s links win per kind; one that fails the URL check (scheme or host) is never put in a link (DESIGN 3, 4)', async () => {
    applySystemStatus({ info: { resources: [
      { resourceType: 'Android', url: 'https://platform.example/app.apk', icon: '' },
      { resourceType: 'IOS', url: 'javascript:alert(1)', icon: '' },
      { resourceType: 'MOBILECONFIG', url: 'data:application/x-apple-aspen-config,x', icon: '' },
      { resourceType: 'MOBILECONFIG', url: 'https://evil.example/profile.mobileconfig', icon: '' },
    ] } } as never);
    const { download: _omit, ...links } = TTSLOT.links;
    await withMerchant({ ...TTSLOT, links: { ...links, allowedHosts: ['platform.example', 'config.example'], download: { ios: 'https://config.example/app.ipa' } } });
    const popup = await openPopup();
    expect(within(popup).getAllByRole('link', { name: /^Download / }).map((a) => a.getAttribute('href'))).toEqual(['https://platform.example/app.apk', 'https://config.example/app.ipa']);
  });
});

describe('footer and mid navigation (SPEC 2.3)', () => {
  it('R2.3-34 the footer has home, promotion, invite, reward and member center in config order', async () => {
    renderAt('/m/home', <FooterBar />);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    await within(nav).findByRole('link', { name: 'Home' });
    expect(within(nav).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Home', 'Promotion', 'Invite', 'Reward', 'Member']);
  });

  it('R2.3-35 the item of the current path is highlighted', async () => {
    renderAt('/m/activity', <FooterBar />);
    expect(await screen.findByRole('link', { name: 'Promotion' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('R2.3-32 the mid navigation has deposit, withdraw, rebate, reward center and invite', async () => {
    renderAt('/m/home', <MidNav />);
    await screen.findByRole('link', { name: 'Deposit' });
    expect(within(screen.getByRole('navigation')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Deposit', 'Withdraw', 'Rebate', 'Reward center', 'Invite']);
  });

  it.each([['ttslot', TTSLOT], ['sahara', SAHARA]] as const)('R3-34 on %s the drawer\'s message centre shows the total unread: chat, inbox and announcements summed', async (_code, merchant) => {
    await withMerchant({ ...merchant, whitelabel: { ...merchant.whitelabel, CBS3: true } } as Merchant);
    sessionOf(0);
    answerCounts({ chat: 2, inbox: 3, notice: 4, rewardUnclaimed: 50, agentNotice: 60 });
    await refreshBadges();
    const drawer = await openDrawer({ ...merchant, whitelabel: { ...merchant.whitelabel, CBS3: true } } as Merchant);
    const entry = within(drawer).getByRole('link', { name: /Messages$/ });
    expect(within(entry).getByText('9')).toBeVisible();
  });

  it('R2.3-33 the reward badge shows only with a session and a count above 0, capped at 99+', async () => {
    sessionOf(1);
    await rewardCount(5);
    sessionOf(undefined);
    const guest = renderAt('/m/home', <MidNav />);
    expect(await screen.findByRole('link', { name: 'Reward center' })).not.toHaveTextContent('5');
    guest.unmount();
    sessionOf(1);
    const member = renderAt('/m/home', <MidNav />);
    expect(await screen.findByRole('link', { name: /Reward center/ })).toHaveTextContent('5');
    member.unmount();
    await rewardCount(150);
    renderAt('/m/home', <MidNav />);
    expect(await screen.findByRole('link', { name: /Reward center/ })).toHaveTextContent('99+');
  });

  it.each([
    [0, true, undefined], [5, false, undefined], [1, true, '1'], [99, true, '99'], [100, true, '99+'], [150, true, '99+'],
  ])('R2.3-33 badgeText(%i, session %s) is %s', (count, session, text) => {
    expect(badgeText(count, session, 99)).toBe(text);
  });

  it('R5-40 a guest following deposit goes to login; a trial account is refused for 2 s; a member goes on', async () => {
    const guest = renderAt('/m/home', <MidNav />);
    await userEvent.click(await screen.findByRole('link', { name: 'Deposit' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/m/login');
    guest.unmount();
    sessionOf(4);
    const trial = renderAt('/m/home', <MidNav />);
    await userEvent.click(await screen.findByRole('link', { name: 'Deposit' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/m/home');
    trial.unmount();
    sessionOf(0);
    renderAt('/m/home', <MidNav />);
    await userEvent.click(await screen.findByRole('link', { name: 'Deposit' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/m/voucherCenter');
  });

  it('R4-60 member center for a trial account asks, and register-now goes to /m/register', async () => {
    sessionOf(4);
    renderAt('/m/home', <FooterBar />);
    await userEvent.click(await screen.findByRole('button', { name: 'Member' }));
    await userEvent.click(await screen.findByRole('button', { name: /Register now/i }));
    // The dialog's answer arrives as a resolved promise: navigation follows a tick after the click.
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/m/register'));
  });

  it('R4-59 member center for a real member opens /m/member/home', async () => {
    sessionOf(2);
    renderAt('/m/home', <FooterBar />);
    await userEvent.click(await screen.findByRole('button', { name: 'Member' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/m/member/home');
  });
});
