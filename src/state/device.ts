/** What the page knows about where it runs (SPEC 2.12, 4, 7). Read once per call; navigator can be stubbed in tests. */
export function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches);
}

/** The platform's native app wraps the site in a web view that marks its user agent. */
export function isInApp(): boolean {
  return /\bWLApp\//.test(navigator.userAgent);
}

/** What a user agent says about the device (SPEC 2.12): the one place the app reads it. */
export interface DeviceFacts {
  ios: boolean;
  /** [major, minor] of iOS, when the agent names it. */
  iosVersion: readonly [number, number] | undefined;
  android: boolean;
  /** Apple's Safari itself, not another browser on iOS (Chrome, Firefox, Edge, Opera) nor a web view. */
  safari: boolean;
}

export function describeDevice(ua: string): DeviceFacts {
  const ios = /iPhone|iPad|iPod/.test(ua);
  const version = /\bOS (\d+)[_.](\d+)/.exec(ua);
  return {
    ios,
    iosVersion: ios && version !== null ? [Number(version[1]), Number(version[2])] : undefined,
    android: /Android/.test(ua),
    safari: /Safari\//.test(ua) && /Version\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|Chrome\/|Android|WLApp\//.test(ua),
  };
}

/** R2.12-7: iOS 12.0-12.1 and iOS 11 or earlier install a profile differently: the popup says how. */
export function needsIosInstallTip(version: DeviceFacts['iosVersion']): boolean {
  if (version === undefined) return false;
  const [major, minor] = version;
  return major <= 11 || (major === 12 && minor <= 1);
}

export function isIOS(): boolean {
  return describeDevice(navigator.userAgent).ios;
}

export function isSafari(): boolean {
  return describeDevice(navigator.userAgent).safari;
}

/** registerMethod of the registration payload (SPEC 3): APP, PWA, WEBCLIP or H5. */
export function registerMethod(webclip: boolean): 'APP' | 'PWA' | 'WEBCLIP' | 'H5' {
  if (isInApp()) return 'APP';
  if (isStandalone()) return webclip ? 'WEBCLIP' : 'PWA';
  return 'H5';
}

/** The Device header: OTHERS when running as a standalone home-screen app (SPEC 7). */
export function deviceHeader(): 'OTHERS' | 'MOBILE' {
  return isStandalone() ? 'OTHERS' : 'MOBILE';
}
