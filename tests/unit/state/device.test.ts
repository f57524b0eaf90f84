// Where the page runs (SPEC 2.12, 3, 7): home-screen app, the platform's native app, and what the user agent says.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeDevice, deviceHeader, isInApp, isIOS, isSafari, isStandalone, registerMethod } from '../../../src/state/device.ts';

const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36';

const realUserAgent = navigator.userAgent;
const stubUserAgent = (ua: string): void => {
  Object.defineProperty(navigator, 'userAgent', { value: ua, configurable: true });
};
/** iOS Safari's own home-screen mark (navigator.standalone), and the display mode matchMedia reports. */
const stubShell = (standalone: boolean | undefined, displayStandalone: boolean | undefined): void => {
  Object.defineProperty(navigator, 'standalone', { value: standalone, configurable: true });
  vi.stubGlobal('matchMedia', displayStandalone === undefined ? undefined : (query: string) => ({ matches: displayStandalone && query === '(display-mode: standalone)', media: query }));
};

afterEach(() => {
  stubUserAgent(realUserAgent);
  Reflect.deleteProperty(navigator, 'standalone');
  vi.unstubAllGlobals();
});

describe('home-screen app', () => {
  it('iOS Safari\'s own mark alone makes a home-screen app, whatever the display mode says', () => {
    stubShell(true, false);
    expect(isStandalone()).toBe(true);
    stubShell(true, undefined);
    expect(isStandalone()).toBe(true);
  });

  it('the standalone display mode alone makes one too; neither, or no matchMedia, makes none', () => {
    stubShell(undefined, true);
    expect(isStandalone()).toBe(true);
    stubShell(false, false);
    expect(isStandalone()).toBe(false);
    stubShell(undefined, undefined);
    expect(isStandalone()).toBe(false);
  });
});

describe('the user agent read', () => {
  it('the native app marks its user agent with WLApp/', () => {
    stubUserAgent(`${ANDROID} WLApp/2.3`);
    expect(isInApp()).toBe(true);
    stubUserAgent(`${ANDROID} XWLApp/2.3`);
    expect(isInApp()).toBe(false);
    stubUserAgent(ANDROID);
    expect(isInApp()).toBe(false);
  });

  it('iOS and Safari are read from the browser\'s own user agent', () => {
    stubUserAgent(SAFARI);
    expect([isIOS(), isSafari()]).toEqual([true, true]);
    stubUserAgent(ANDROID);
    expect([isIOS(), isSafari()]).toEqual([false, false]);
  });

  it('the iOS version is read whole, and only from an iOS agent that names one (the first iPhone\'s does not)', () => {
    expect(describeDevice('Mozilla/5.0 (iPad; CPU OS 16_10 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148').iosVersion).toEqual([16, 10]);
    expect(describeDevice('Mozilla/5.0 (iPhone; U; CPU like Mac OS X; en) AppleWebKit/420+ (KHTML, like Gecko) Version/3.0 Mobile/1A543a Safari/419.3')).toMatchObject({ ios: true, iosVersion: undefined });
    expect(describeDevice('Mozilla/5.0 (compatible; MSIE 9.0; Windows Phone OS 7.5; Trident/5.0; IEMobile/9.0)')).toMatchObject({ ios: false, iosVersion: undefined });
  });

  it('Safari needs both its Safari/ and its Version/ token: the Google app\'s web view has no Version/', () => {
    expect(describeDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) GSA/300.0.598994867 Mobile/15E148 Safari/604.1').safari).toBe(false);
    expect(describeDevice('Opera/9.80 (Windows NT 6.1) Presto/2.12.388 Version/12.16').safari).toBe(false);
    expect(describeDevice(SAFARI).safari).toBe(true);
  });
});

describe('registration method and Device header', () => {
  it('the native app registers as APP, even as a home-screen app', () => {
    stubUserAgent(`${ANDROID} WLApp/2.3`);
    stubShell(undefined, true);
    expect(registerMethod(true)).toBe('APP');
    stubShell(undefined, false);
    expect(registerMethod(false)).toBe('APP');
  });

  it('a home-screen app registers as WEBCLIP when installed from the profile, else as PWA; a browser tab as H5', () => {
    stubUserAgent(SAFARI);
    stubShell(true, false);
    expect(registerMethod(true)).toBe('WEBCLIP');
    expect(registerMethod(false)).toBe('PWA');
    expect(deviceHeader()).toBe('OTHERS');
    stubShell(false, false);
    expect(registerMethod(true)).toBe('H5');
    expect(registerMethod(false)).toBe('H5');
    expect(deviceHeader()).toBe('MOBILE');
  });
});
