import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import { setMerchant } from '../../../src/config/merchant.ts';
import { brandHosts, checkUrl, safeUrl, type UrlKind } from '../../../src/config/safe-url.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';

// The brand of the table: its domains plus the hosts its config allows (issue 14 point 1).
const HOSTS = brandHosts({ domains: ['ttslot.com', 'example.com'], links: { allowedHosts: ['t.me', '*.vendor.example', 'xn--r8jz45g.jp'] } });
const check = (url: unknown, kinds: UrlKind[]): string | undefined => {
  const verdict = checkUrl(url, kinds, HOSTS);
  return verdict.ok ? verdict.url : undefined;
};

const WEB: UrlKind[] = ['web'];
const TELEGRAM: UrlKind[] = ['web', 'telegram'];
const PAGE: UrlKind[] = ['web', 'path'];
const PATH: UrlKind[] = ['path'];

// DESIGN 4, issue 13 point 4: what every config- or platform-supplied URL must pass.
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
  ['http without a host', 'https://', WEB],
  ['credentials hiding the host', 'https://bank.example@evil.example/', WEB],
  ['a space inside', 'https://example.com/a b', WEB],
  ['a leading space before https', ' https://example.com/', WEB],
  ['tg: without slashes', 'tg:resolve?domain=x', TELEGRAM],
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

describe('the one URL check (DESIGN 4, issue 14 point 1)', () => {
  it.each(accepted)('accepts %j as %j, unchanged', (url, kinds) => {
    expect(check(url, kinds)).toBe(url);
  });

  it.each(hostile)('refuses %s', (_name, url, kinds) => {
    expect(check(url, kinds)).toBeUndefined();
  });

  it('says why it refused', () => {
    expect(checkUrl('https://evil.example/x', ['web'], HOSTS)).toEqual({ ok: false, reason: 'host evil.example is not allowed' });
    expect(checkUrl('javascript:alert(1)', ['web'], HOSTS)).toEqual({ ok: false, reason: 'scheme javascript: is not allowed' });
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
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('URL refused (host evil.example is not allowed): "https://evil.example/steal"');
  });
});
