/**
 * The one URL check (DESIGN 4, issue 13 point 4) for every URL a merchant config or the platform
 * supplies: links, downloads, customer service, game and chat launches, banners.
 */

/**
 * What a caller accepts: `web` absolute http(s) links; `telegram` also tg:// links (DESIGN 4);
 * `path` a same-origin path such as /m/home or /__sandbox/game?id=1 (in-app or same-site navigation).
 */
export type UrlKind = 'web' | 'telegram' | 'path';

export const WEB_URL: readonly UrlKind[] = ['web'];

// Whitespace and control characters are refused, not repaired: browsers drop tabs and newlines inside
// a URL ("java\tscript:" runs), and a backslash reads as a slash ("/\evil.example" leaves the site).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARACTER = /[\s\u0000-\u001f\u007f-\u009f\\]/u;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

function isWebUrl(value: string, scheme: string): boolean {
  // "https:host" and "https:/host" parse to https://host/ but are not what anyone meant.
  if (!value.slice(scheme.length + 1).startsWith('//')) return false;
  try {
    const url = new URL(value);
    // user:password@ hides the real host from a reader ("https://bank.example@evil.example").
    return url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** The URL itself when `kinds` accept it, else undefined: callers render or open nothing then. */
export function safeUrl(value: unknown, kinds: readonly UrlKind[] = WEB_URL): string | undefined {
  if (typeof value !== 'string' || value === '' || UNSAFE_CHARACTER.test(value)) return undefined;
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    const isPath = value.startsWith('/') && !value.startsWith('//');
    return isPath && kinds.includes('path') ? value : undefined;
  }
  if (scheme === 'http' || scheme === 'https') return kinds.includes('web') && isWebUrl(value, scheme) ? value : undefined;
  if (scheme === 'tg') return kinds.includes('telegram') && /^tg:\/\/[a-z]/i.test(value) ? value : undefined;
  return undefined;
}
