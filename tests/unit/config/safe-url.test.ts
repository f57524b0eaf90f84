import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import { setMerchant } from '../../../src/config/merchant.ts';
import { ANY_HOST, brandHosts, checkUrl, hostAllowed, logRefusal, safeUrl, TELEGRAM_URL, type UrlKind } from '../../../src/config/safe-url.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';

// The brand of the table: its domains plus the hosts its config allows.
const HOSTS = brandHosts({ domains: ['ttslot.com', 'example.com'], links: { allowedHosts: ['t.me', '*.vendor.example', 'xn--r8jz45g.jp'] } });
const check = (url: unknown, kinds: UrlKind[]): string | undefined => {
  const verdict = checkUrl(url, kinds, HOSTS);
  return verdict.ok ? verdict.url : undefined;
};

const WEB: UrlKind[] = ['web'];
const TELEGRAM: UrlKind[] = ['web', 'telegram'];
const PAGE: UrlKind[] = ['web', 'path'];
const PATH: UrlKind[] = ['path'];

// DESIGN 4: what every config- or platform-supplied URL must pass.
const accepted: [string, UrlKind[]][] = [
  ['https://example.com/', WEB],
  ['http://example.com/a?b=1#c', WEB],
  ['HTTPS://EXAMPLE.COM/App.APK', WEB],
  ['https://download.ttslot.com/app/ttslot.ipa', WEB],
  ['https://例え.jp/', WEB],
  ['tg://resolve?domain=ttslot', TELEGRAM],
  ['TG://resolve?domain=ttslot', TELEGRAM],
  ['https://t.me/ttslot', TELEGRAM],
  ['/__sandbox/game?id=1', PAGE],
  ['/m/activity?id=3', PATH],
  ['https://games.vendor.example/launch?t=1', PAGE],
  ['https://www.ttslot.com/promo', WEB],
  ['https://example.com./', WEB],
  ['/m/activity?t=a:b', PATH],
];

const hostile: [string, unknown, UrlKind[]][] = [
  ['javascript:', 'javascript:alert(1)', TELEGRAM],
  ['JavaScript in capitals', 'JAVASCRIPT:alert(1)', TELEGRAM],
  ['mixed-case javascript', 'JaVaScRiPt:alert(1)', PAGE],
  ['javascript with a tab inside', 'java\tscript:alert(1)', PAGE],
  ['javascript with a newline inside', 'java\nscript:alert(1)', PAGE],
  ['javascript with a carriage return inside', 'java\rscript:alert(1)', PAGE],
  ['javascript after a leading space', ' javascript:alert(1)', PAGE],
  ['javascript after a leading NUL', '\u0000javascript:alert(1)', PAGE],
  ['javascript after a leading control character', '\u0001javascript:alert(1)', PAGE],
  ['javascript after a non-breaking space', '\u00a0javascript:alert(1)', PAGE],
  ['javascript with a trailing newline', 'javascript:alert(1)\n', PAGE],
  ['entity-encoded colon', 'javascript&colon;alert(1)', PAGE],
  ['numeric entity for j', '&#106;avascript:alert(1)', PAGE],
  ['hex entity for the colon', 'javascript&#x3A;alert(1)', PAGE],
  ['percent-encoded colon', 'javascript%3Aalert(1)', PAGE],
  ['full-width colon', 'javascript：alert(1)', PAGE],
  ['data:', 'data:text/html,<script>alert(1)</script>', TELEGRAM],
  ['DATA: in capitals', 'DATA:text/html;base64,PHNjcmlwdD4=', TELEGRAM],
  ['vbscript:', 'vbscript:msgbox(1)', TELEGRAM],
  ['file:', 'file:///etc/passwd', TELEGRAM],
  ['intent:', 'intent://scan/#Intent;scheme=zxing;end', TELEGRAM],
  ['blob:', 'blob:https://example.com/uuid', TELEGRAM],
  ['ftp:', 'ftp://example.com/app.apk', TELEGRAM],
  ['mailto:', 'mailto:a@example.com', TELEGRAM],
  ['protocol-relative //host', '//evil.example/x', PAGE],
  ['slash-backslash host', '/\\evil.example/x', PAGE],
  ['backslash host', '\\\\evil.example/x', PAGE],
  ['backslashes after the scheme', 'https:\\\\evil.example', PAGE],
  ['https without slashes', 'https:evil.example', PAGE],
  ['https with one slash', 'https:/evil.example', PAGE],
  ['https without slashes to an allowed host', 'https:example.com', PAGE],
  ['https with one slash to an allowed host', 'https:/example.com/', PAGE],
  ['http without a host', 'https://', WEB],
  ['credentials hiding the host', 'https://bank.example@evil.example/', WEB],
  ['a user name before an allowed host', 'https://player@example.com/', WEB],
  ['a password before an allowed host', 'https://:secret@example.com/', WEB],
  ['a space inside', 'https://example.com/a b', WEB],
  ['a leading space before https', ' https://example.com/', WEB],
  ['tg: without slashes', 'tg:resolve?domain=x', TELEGRAM],
  ['tg: with // only later', 'tg:resolve?next=tg://x', TELEGRAM],
  ['tg: where only web is asked for', 'tg://resolve?domain=x', WEB],
  ['a path where only web is asked for', '/m/home', WEB],
  ['an absolute URL where only a path is asked for', 'https://example.com/', PATH],
  ['a bare host', 'example.com/app.apk', PAGE],
  ['a relative path without a slash', 'm/home', PAGE],
  ['empty', '', PAGE],
  ['not a string', 42, PAGE],
  ['null', null, PAGE],
  ['undefined', undefined, PAGE],
  ['an object', { toString: () => 'https://example.com/' }, PAGE],
  ['a host that is neither the brand\'s nor allowed', 'https://evil.example/game', PAGE],
  ['a look-alike ending in an allowed host', 'https://evilttslot.com/', WEB],
  ['an allowed host as a subdomain of another', 'https://ttslot.com.evil.example/', WEB],
  ['the bare domain of a subdomain-only pattern', 'https://vendor.example/', WEB],
  ['an allowed host only in the path', 'https://evil.example/https://t.me/', WEB],
  ['an allowed host only in the query', 'https://evil.example/?u=ttslot.com', WEB],
  ['an IP address', 'http://127.0.0.1:8080/', WEB],
];

describe('the one URL check (DESIGN 4)', () => {
  it.each(accepted)('accepts %j as %j, unchanged', (url, kinds) => {
    expect(check(url, kinds)).toBe(url);
  });

  it.each(hostile)('refuses %s', (_name, url, kinds) => {
    expect(check(url, kinds)).toBeUndefined();
  });

  it.each([
    ['https://evil.example/x', WEB, 'host evil.example is not allowed'],
    ['javascript:alert(1)', WEB, 'scheme javascript: is not allowed'],
    [42, WEB, 'not a string'],
    ['', WEB, 'empty'],
    ['https://example.com/a b', WEB, 'whitespace, control character or backslash'],
    ['m/home', PAGE, 'neither an absolute URL nor a path of this site'],
    ['//evil.example/', PAGE, 'neither an absolute URL nor a path of this site'],
    ['/m/home', WEB, 'a path where a link is expected'],
    ['https://example.com/', PATH, 'a link where a path is expected'],
    ['tg://resolve?domain=x', WEB, 'tg: where it is not a Telegram link'],
    ['tg:resolve?domain=x', TELEGRAM, 'tg: without //'],
    ['HTTPS:example.com', WEB, 'https: without //'],
    ['https://exa%mple.com/', WEB, 'not a URL'],
    ['https://player@example.com/', WEB, 'credentials before the host'],
  ] as [unknown, UrlKind[], string][])('says why it refused %j as %j: %s', (url, kinds, reason) => {
    expect(checkUrl(url, kinds, HOSTS)).toEqual({ ok: false, reason });
  });

  it('a subdomain pattern takes subdomains only; any host skips the host rule', () => {
    expect(hostAllowed('games.vendor.example', ['*.vendor.example'])).toBe(true);
    expect(hostAllowed('a.vendor.example', ['*.vendor.example'])).toBe(true);
    expect(hostAllowed('.vendor.example', ['*.vendor.example'])).toBe(false);
    expect(hostAllowed('evil.example', ANY_HOST)).toBe(true);
    expect(checkUrl('https://evil.example/picture.png', WEB, ANY_HOST)).toEqual({ ok: true, url: 'https://evil.example/picture.png' });
  });
});

describe('safeUrl: the check with this brand\'s hosts, refusals logged', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    setMerchant(ttslot as unknown as Merchant);
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('takes the brand\'s domains and subdomains, its allowed hosts and this page\'s host', () => {
    expect(safeUrl('https://download.ttslot.com/app/ttslot.apk')).toBe('https://download.ttslot.com/app/ttslot.apk');
    expect(safeUrl('https://t.me/ttslot_official')).toBe('https://t.me/ttslot_official');
    expect(safeUrl(`${window.location.origin}/m/home`)).toBe(`${window.location.origin}/m/home`);
    expect(warn).not.toHaveBeenCalled();
  });

  it('lists the brand\'s hosts: each domain and its subdomains, the allowed hosts, and a page host only when there is one', () => {
    expect(brandHosts({ domains: ['a.com'], links: {} })).toStrictEqual(['a.com', '*.a.com']);
    expect(brandHosts({ domains: ['a.com'], links: {} }, '')).toStrictEqual(['a.com', '*.a.com']);
    expect(brandHosts({ domains: [], links: { allowedHosts: ['t.me'] } }, 'page.example')).toStrictEqual(['t.me', 'page.example']);
  });

  it('takes Telegram and web links where a Telegram link is expected', () => {
    expect(safeUrl('tg://resolve?domain=ttslot', TELEGRAM_URL)).toBe('tg://resolve?domain=ttslot');
    expect(safeUrl('https://t.me/ttslot_official', TELEGRAM_URL)).toBe('https://t.me/ttslot_official');
  });

  it('checks for web links when the caller names no kind', () => {
    expect(safeUrl('https://ttslot.com/')).toBe('https://ttslot.com/');
    expect(safeUrl('tg://resolve?domain=x')).toBeUndefined();
    expect(safeUrl('/m/home')).toBeUndefined();
  });

  it('logs each refused URL once with its reason, and nothing for a URL never supplied', () => {
    expect(safeUrl('https://evil.example/steal')).toBeUndefined();
    expect(safeUrl('https://evil.example/steal')).toBeUndefined();
    expect(safeUrl(undefined)).toBeUndefined();
    expect(safeUrl('')).toBeUndefined();
    expect(safeUrl(null)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('URL refused (host evil.example is not allowed): "https://evil.example/steal"');
  });

  it('logs at most 300 characters of a URL, and the type of a value that is not a string', () => {
    logRefusal(`https://evil.example/${'a'.repeat(400)}`, 'long');
    expect(warn).toHaveBeenLastCalledWith(`URL refused (long): ${JSON.stringify(`https://evil.example/${'a'.repeat(279)}`)}`);
    logRefusal(42, 'not a string');
    expect(warn).toHaveBeenLastCalledWith('URL refused (not a string): "number"');
  });

  it('remembers up to 201 refusals per page, then starts again', async () => {
    vi.resetModules();
    const fresh = await import('../../../src/config/safe-url.ts');
    const logsAgain = (value: string): boolean => {
      warn.mockClear();
      fresh.logRefusal(value, 'cap');
      return warn.mock.calls.length === 1;
    };
    expect(logsAgain('first')).toBe(true);
    expect(logsAgain('second')).toBe(true);
    expect(logsAgain('first')).toBe(false);
    for (let i = 0; i < 198; i += 1) fresh.logRefusal(`other ${i}`, 'cap');
    fresh.logRefusal('201st', 'cap');
    expect(logsAgain('first')).toBe(false);
    fresh.logRefusal('202nd', 'cap');
    expect(logsAgain('first')).toBe(true);
  });
});
