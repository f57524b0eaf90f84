/** The one way a config- or platform-supplied URL leaves the app (DESIGN 4). */
import type { ComponentPropsWithoutRef } from 'react';
import { safeUrl, TELEGRAM_URL, WEB_URL } from '../config/safe-url.ts';

/** R2.12-9: a package (.ipa, .apk) opens in this window; anything else in a new tab with no opener or referrer. */
export function opensInSameWindow(url: string): boolean {
  const { pathname } = new URL(url, 'https://app.invalid');
  return /\.(ipa|apk)$/i.test(pathname);
}

function targetOf(url: string): { target?: '_blank'; rel?: string } {
  return opensInSameWindow(url) ? {} : { target: '_blank', rel: 'noopener noreferrer' };
}

export interface ExternalLinkProps extends Omit<ComponentPropsWithoutRef<'a'>, 'href' | 'target' | 'rel'> {
  href: string | undefined;
  /** Accept tg:// links too (Telegram, DESIGN 4). */
  telegram?: boolean;
}

/** A link to a URL that passed the URL check; a refused or missing URL renders nothing. */
export function ExternalLink({ href, telegram = false, children, ...rest }: ExternalLinkProps) {
  const url = safeUrl(href, telegram ? TELEGRAM_URL : WEB_URL);
  if (url === undefined) return null;
  return <a {...rest} href={url} {...targetOf(url)}>{children}</a>;
}

/** Opens a URL as ExternalLink would, for a control that is not a link (a banner); false when refused. */
export function openExternal(href: string | undefined): boolean {
  const url = safeUrl(href, WEB_URL);
  if (url === undefined) return false;
  if (opensInSameWindow(url)) window.location.assign(url);
  else window.open(url, '_blank', 'noopener,noreferrer');
  return true;
}
