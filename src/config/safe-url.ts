/**
 * The one URL check (DESIGN 4) for every URL a merchant config or
 * the platform supplies: links, downloads, customer service, game and chat launches, banners, and the
 * links inside platform HTML. `checkUrl` is the pure rule (the config validator uses it at build time);
 * `safeUrl` applies it with this brand's allowed hosts and logs each refusal.
 */
import { getMerchant } from './merchant.ts';

/**
 * What a caller accepts: `web` absolute http(s) links to an allowed host; `telegram` also tg:// links
 * (DESIGN 4); `path` a same-origin path such as /m/home or /__sandbox/game?id=1.
 */
export type UrlKind = 'web' | 'telegram' | 'path';

export const WEB_URL: readonly UrlKind[] = ['web'];
export const TELEGRAM_URL: readonly UrlKind[] = ['web', 'telegram'];

/**
 * Host patterns an absolute link may go to: `example.com` is that host only, `*.example.com` its
 * subdomains only. `ANY_HOST` skips the host rule (pictures, whose hosts the sanitiser checks itself).
 */
export type HostList = readonly string[] | typeof ANY_HOST;
// Stryker disable next-line StringLiteral: a sentinel compared by identity; its text is never read
export const ANY_HOST = 'any-host';

export type UrlVerdict = { ok: true; url: string } | { ok: false; reason: string };

// Whitespace and control characters are refused, not repaired: browsers drop tabs and newlines inside
// a URL ("java\tscript:" runs), and a backslash reads as a slash ("/\evil.example" leaves the site).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARACTER = /[\s\u0000-\u001f\u007f-\u009f\\]/u;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

const refuse = (reason: string): UrlVerdict => ({ ok: false, reason });

export function hostAllowed(hostname: string, hosts: HostList): boolean {
  if (hosts === ANY_HOST) return true;
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return hosts.some((pattern) => {
    const p = pattern.toLowerCase();
    return p.startsWith('*.') ? host.endsWith(p.slice(1)) && host.length > p.length - 1 : host === p;
  });
}

function checkWebUrl(value: string, scheme: string, hosts: HostList): UrlVerdict {
  // "https:host" and "https:/host" parse to https://host/ but are not what anyone meant.
  if (!value.slice(scheme.length + 1).startsWith('//')) return refuse(`${scheme}: without //`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return refuse('not a URL');
  }
  // user:password@ hides the real host from a reader ("https://bank.example@evil.example").
  if (url.username !== '' || url.password !== '') return refuse('credentials before the host');
  if (!hostAllowed(url.hostname, hosts)) return refuse(`host ${url.hostname} is not allowed`);
  return { ok: true, url: value };
}

/** The rule itself: the URL unchanged when `kinds` and `hosts` accept it, else why not. */
export function checkUrl(value: unknown, kinds: readonly UrlKind[], hosts: HostList): UrlVerdict {
  if (typeof value !== 'string') return refuse('not a string');
  if (value === '') return refuse('empty');
  if (UNSAFE_CHARACTER.test(value)) return refuse('whitespace, control character or backslash');
  // Stryker disable next-line OptionalChaining: SCHEME has one group, present whenever it matches
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    if (!value.startsWith('/') || value.startsWith('//')) return refuse('neither an absolute URL nor a path of this site');
    return kinds.includes('path') ? { ok: true, url: value } : refuse('a path where a link is expected');
  }
  if (scheme === 'http' || scheme === 'https') return kinds.includes('web') ? checkWebUrl(value, scheme, hosts) : refuse('a link where a path is expected');
  if (scheme === 'tg') {
    if (!kinds.includes('telegram')) return refuse('tg: where it is not a Telegram link');
    return /^tg:\/\/[a-z]/i.test(value) ? { ok: true, url: value } : refuse('tg: without //');
  }
  return refuse(`scheme ${scheme}: is not allowed`);
}

/**
 * The hosts this brand's links may go to: its own domains and their subdomains, the hosts its config
 * allows (links.allowedHosts: vendors, chat, social networks, downloads), and the page's own host.
 */
export function brandHosts(merchant: { domains: readonly string[]; links: { allowedHosts?: readonly string[] } }, pageHost?: string): string[] {
  return [
    ...merchant.domains.flatMap((domain) => [domain, `*.${domain}`]),
    ...(merchant.links.allowedHosts ?? []),
    ...(pageHost === undefined || pageHost === '' ? [] : [pageHost]),
  ];
}

/** This brand's allowed hosts on this page (the merchant config is loaded at boot). */
// Stryker disable next-line OptionalChaining: pages always have a location; the chain serves Node, where build scripts load this module
export const allowedHosts = (): string[] => brandHosts(getMerchant(), globalThis.location?.hostname);

const logged = new Set<string>();

/** Each refused URL is logged once per page, with the reason, for the operator to trace its source. */
export function logRefusal(value: unknown, reason: string): void {
  const text = typeof value === 'string' ? value : String(typeof value);
  const key = `${reason}\n${text}`;
  if (logged.has(key)) return;
  if (logged.size > 200) logged.clear();
  logged.add(key);
  console.warn(`URL refused (${reason}): ${JSON.stringify(text.slice(0, 300))}`);
}

/**
 * The URL itself when `hosts` (default: this brand's on this page) accept it as one of `kinds`, else
 * undefined (logged): callers open nothing then.
 */
export function safeUrl(value: unknown, kinds: readonly UrlKind[] = WEB_URL, hosts: HostList = allowedHosts()): string | undefined {
  if (value === undefined || value === null || value === '') return undefined; // nothing supplied: nothing to log
  const verdict = checkUrl(value, kinds, hosts);
  if (verdict.ok) return verdict.url;
  logRefusal(value, verdict.reason);
  return undefined;
}
