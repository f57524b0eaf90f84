import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DownloadScreen } from '../../../src/features/download/download-screen.tsx';
import { downloadEntries } from '../../../src/features/navigation/download-entries.ts';
import { DownloadPopup } from '../../../src/features/navigation/download-popup.tsx';
import { describeDevice, needsIosInstallTip } from '../../../src/state/device.ts';
import { applySystemStatus, resetSystemStore } from '../../../src/state/system-store.ts';
import { setDownloadOpen, useUi } from '../../../src/state/ui-store.ts';
import { renderAt, TTSLOT, withMerchant } from '../frame/harness.tsx';

// User agents of real devices and browsers.
const UA = {
  iphoneSafari17: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
  iphoneChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  iphoneSafari12_1: 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
  iphoneSafari12_4: 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  iphoneSafari11: 'Mozilla/5.0 (iPhone; CPU iPhone OS 11_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.0 Mobile/15E148 Safari/604.1',
  ipadWebView: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
  samsung: 'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  desktopChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
} as const;

const realUserAgent = navigator.userAgent;
const stubUserAgent = (ua: string): void => {
  Object.defineProperty(navigator, 'userAgent', { value: ua, configurable: true });
};
const LINKS = { android: 'https://m.ttslot.com/app/ttslot.apk', ios: 'https://m.ttslot.com/app/ttslot.ipa', mobileconfig: 'https://m.ttslot.com/app/ttslot.mobileconfig' };

function Popup() {
  return useUi().downloadOpen ? <DownloadPopup /> : <p>closed</p>;
}

beforeEach(async () => {
  await withMerchant(TTSLOT);
  localStorage.clear();
});
afterEach(() => {
  stubUserAgent(realUserAgent);
  setDownloadOpen(false);
  resetSystemStore();
});

describe('the device, from its user agent (SPEC 2.12)', () => {
  it.each([
    ['iphoneSafari17', { ios: true, iosVersion: [17, 4], android: false, safari: true }],
    ['iphoneChrome', { ios: true, iosVersion: [17, 4], android: false, safari: false }],
    ['iphoneSafari12_1', { ios: true, iosVersion: [12, 1], android: false, safari: true }],
    ['ipadWebView', { ios: true, iosVersion: [16, 6], android: false, safari: false }],
    ['androidChrome', { ios: false, iosVersion: undefined, android: true, safari: false }],
    ['samsung', { ios: false, iosVersion: undefined, android: true, safari: false }],
    ['desktopChrome', { ios: false, iosVersion: undefined, android: false, safari: false }],
  ] as const)('%s', (name, facts) => {
    expect(describeDevice(UA[name])).toEqual(facts);
  });

  it.each([
    [[10, 3], true], [[11, 4], true], [[12, 0], true], [[12, 1], true], [[12, 2], false], [[13, 0], false], [[17, 4], false],
  ] as const)('R2.12-7 iOS %j needs the install tip: %s', (version, tip) => {
    expect(needsIosInstallTip(version)).toBe(tip);
  });
});

describe('the download popup\'s entries (SPEC 2.12)', () => {
  const where = (name: keyof typeof UA, standalone = false, webclip = false) => ({ device: describeDevice(UA[name]), standalone, webclip });
  const kinds = (entries: ReturnType<typeof downloadEntries>) => entries.map((e) => e.kind);

  it('R2.12-1 an iPhone gets the iOS app and profile, an Android phone the Android app, another device every link', () => {
    expect(kinds(downloadEntries(where('iphoneChrome'), LINKS))).toEqual(['ios', 'mobileconfig']);
    expect(kinds(downloadEntries(where('androidChrome'), LINKS))).toEqual(['android']);
    expect(kinds(downloadEntries(where('desktopChrome'), LINKS))).toEqual(['android', 'ios', 'mobileconfig']);
    expect(kinds(downloadEntries(where('androidChrome'), { ios: LINKS.ios }))).toEqual([]);
  });

  it('R2.12-2 add to home screen shows only in iOS Safari, and not once the site is installed', () => {
    expect(kinds(downloadEntries(where('iphoneSafari17'), LINKS))).toEqual(['homeScreen', 'ios', 'mobileconfig']);
    expect(kinds(downloadEntries(where('iphoneSafari17', true), LINKS))).toEqual(['ios', 'mobileconfig']);
    expect(kinds(downloadEntries(where('iphoneChrome'), LINKS))).not.toContain('homeScreen');
    expect(kinds(downloadEntries(where('androidChrome'), LINKS))).not.toContain('homeScreen');
  });

  it('R2.12-10 the device flag WEBCLIP=1 hides the profile', async () => {
    expect(kinds(downloadEntries(where('iphoneChrome', false, true), LINKS))).toEqual(['ios']);
    stubUserAgent(UA.iphoneChrome);
    localStorage.setItem('WEBCLIP', '1');
    setDownloadOpen(true);
    renderAt('/m/home', <Popup />);
    const popup = await screen.findByRole('dialog', { name: 'Download the app' });
    expect(within(popup).getByText('iOS app')).toBeVisible();
    expect(within(popup).queryByText('iOS profile (web clip)')).toBeNull();
  });
});

describe('the download popup (SPEC 2.12)', () => {
  async function open(ua: string) {
    stubUserAgent(ua);
    setDownloadOpen(true);
    renderAt('/m/home', <Popup />);
    return screen.findByRole('dialog', { name: 'Download the app' });
  }

  it('R2.12-3 each entry has a download button', async () => {
    const popup = await open(UA.iphoneSafari17);
    const rows = within(popup).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Add to home screenDownload', 'iOS appDownload', 'iOS profile (web clip)Download']);
    for (const row of rows) expect(within(row).getByText('Download')).toBeVisible();
    expect(within(rows[1]!).getByRole('link', { name: 'Download iOS app' })).toHaveAttribute('href', TTSLOT.links.download?.ios);
  });

  it('R2.12-4 an entry\'s icon is the platform\'s from the link list, else the brand\'s mark', async () => {
    applySystemStatus({ info: { imageCDNs: ['https://img.platform.example'], whitelabel: {}, modules: {}, resources: [
      { resourceType: 'IOS', url: TTSLOT.links.download?.ios, icon: 'https://img.platform.example/resource/IOS.png' },
      { resourceType: 'MOBILECONFIG', url: TTSLOT.links.download?.mobileconfig, icon: 'https://evil.example/beacon.png' },
    ] } } as never);
    const popup = await open(UA.iphoneChrome);
    const [ios, profile] = within(popup).getAllByRole('listitem');
    expect(ios!.querySelector('img')).toHaveAttribute('src', 'https://img.platform.example/resource/IOS.png');
    expect(profile!.querySelector('img')?.getAttribute('src')).toContain('mark');
  });

  it('R2.12-5 add to home screen opens its guide over the popup; closing the guide closes both', async () => {
    const popup = await open(UA.iphoneSafari17);
    const user = userEvent.setup();
    await user.click(within(within(popup).getAllByRole('listitem')[0]!).getByRole('button', { name: 'Download' }));
    const guide = await screen.findByRole('dialog', { name: 'Add to home screen' });
    expect(within(guide).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('dialog', { name: 'Download the app', hidden: true })).toBeInTheDocument();
    await user.click(within(guide).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('closed')).toBeVisible();
  });

  it('R2.12-7 the iOS install tip shows on iOS 12.1 and 11, not on 12.4 or Android', async () => {
    for (const [ua, shown] of [[UA.iphoneSafari12_1, true], [UA.iphoneSafari11, true], [UA.iphoneSafari12_4, false], [UA.androidChrome, false]] as const) {
      const popup = await open(ua);
      expect(within(popup).queryByRole('note') !== null).toBe(shown);
      cleanup();
    }
  });
});

describe('/m/down (SPEC 2.12)', () => {
  it('R2.12-8 the page has an iOS button and an Android button', () => {
    renderAt('/m/down', <DownloadScreen />);
    expect(screen.getByRole('link', { name: 'Download for iOS' })).toHaveAttribute('href', TTSLOT.links.download?.ios);
    expect(screen.getByRole('link', { name: 'Download for Android' })).toHaveAttribute('href', TTSLOT.links.download?.android);
  });

  it('a brand without an Android app says so instead of a dead button', async () => {
    const { download, ...links } = TTSLOT.links;
    await withMerchant({ ...TTSLOT, links: { ...links, download: { ios: download?.ios ?? '' } } });
    renderAt('/m/down', <DownloadScreen />);
    expect(screen.getByRole('link', { name: 'Download for iOS' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Download for Android' })).toBeNull();
    expect(screen.getByText('The Android app is not available yet.')).toBeVisible();
  });
});
