import type { RegisterMethod } from './schema.ts';

/** The tabs the flags allow (USERNAMEREG3, MOBILENUMREG3), in display order. */
export function registerMethods(usernameOn: boolean, mobileOn: boolean): RegisterMethod[] {
  const out: RegisterMethod[] = [];
  if (usernameOn) out.push('username');
  if (mobileOn) out.push('mobile');
  return out;
}

/** R4-16: mobile is the default only when mobile registration is on and username registration off. */
export function defaultRegisterMethod(usernameOn: boolean, mobileOn: boolean): RegisterMethod {
  return mobileOn && !usernameOn ? 'mobile' : 'username';
}

/** registerMethod of the payload (R3-24): the shell the page runs in. */
export function registerContext(win: Window = window): 'APP' | 'H5' | 'WEBCLIP' | 'PWA' {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  if (/\bWLApp\//.test(nav.userAgent)) return 'APP';
  if (nav.standalone === true) return 'WEBCLIP';
  if (win.matchMedia?.('(display-mode: standalone)').matches === true) return 'PWA';
  return 'H5';
}

/** The invitation code carried by the URL (affiliateCode, affiliate or code parameter). */
export function urlAffiliateCode(search: URLSearchParams): string | undefined {
  const value = search.get('affiliateCode') ?? search.get('affiliate') ?? search.get('code') ?? '';
  return value.trim() === '' ? undefined : value.trim();
}
