/** What the page knows about where it runs (SPEC 2.12, 4, 7). Read once per call; navigator can be stubbed in tests. */
export function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches);
}

/** The platform's native app wraps the site in a web view that marks its user agent. */
export function isInApp(): boolean {
  return /\bWLApp\//.test(navigator.userAgent);
}

export function isIOS(): boolean {
  return /iPhone|iPad|iPod/.test(navigator.userAgent);
}

export function isSafari(): boolean {
  const ua = navigator.userAgent;
  return /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|Chrome\/|Android/.test(ua);
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
