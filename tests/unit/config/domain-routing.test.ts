// @vitest-environment node
/** SPEC 9 entry hosts: home on such a host sends the player to the brand's working domain or its speed test. */
import { describe, expect, it } from 'vitest';
import { domainRedirect } from '../../../src/config/domain-routing.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { TTSLOT } from '../frame/harness.tsx';

const ENTRY_HOSTS: Merchant['entryHosts'] = [{ host: 'ttslot.app', to: 'redirect' }, { host: 'go.ttslot.com', to: 'speedTest' }];
const merchant = { ...TTSLOT, domains: ['www.ttslot.com', 'ttslot.com'] as Merchant['domains'], entryHosts: ENTRY_HOSTS, links: { ...TTSLOT.links, speedTest: 'https://speed.ttslot.com/test' } };
const page = (hostname: string, pathname = '/m/home', search = '') => ({ hostname, pathname, search });

describe('entry hosts (SPEC 9, domainRoute of R3-33)', () => {
  it('redirect: to the first working domain the platform routes, keeping path and query (an affiliate code rides along)', () => {
    expect(domainRedirect(page('ttslot.app', '/', '?affiliate=AB12'), merchant, ['m.ttslot.com', 'www.ttslot.com'])).toBe('https://m.ttslot.com/?affiliate=AB12');
  });

  it('redirect: without the platform\'s list, to the brand\'s own domains in order', () => {
    expect(domainRedirect(page('ttslot.app'), merchant, undefined)).toBe('https://www.ttslot.com/m/home');
    expect(domainRedirect(page('ttslot.app'), merchant, [])).toBe('https://www.ttslot.com/m/home');
  });

  it('redirect: never to an entry host (no loop) nor to a host the brand does not allow (a hostile answer)', () => {
    expect(domainRedirect(page('ttslot.app'), merchant, ['ttslot.app', 'go.ttslot.com', 'evil.example', 'ttslot.com'])).toBe('https://ttslot.com/m/home');
    const onlyEntries = { ...merchant, domains: ['ttslot.app'] as Merchant['domains'] };
    expect(domainRedirect(page('ttslot.app'), onlyEntries, ['go.ttslot.com', 'evil.example'])).toBeUndefined();
  });

  it('speedTest: to the speed-test page, told where the player came from and was going', () => {
    const url = new URL(domainRedirect(page('GO.ttslot.com', '/m/index', '?affiliate=AB12'), merchant, ['m.ttslot.com']) ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://speed.ttslot.com/test');
    expect(Object.fromEntries(url.searchParams)).toEqual({ from: 'go.ttslot.com', to: '/m/index?affiliate=AB12' });
  });

  it('speedTest: a page the URL rule refuses, or none, sends nowhere', () => {
    expect(domainRedirect(page('go.ttslot.com'), { ...merchant, links: { ...merchant.links, speedTest: 'https://speed.evil.example/' } }, undefined)).toBeUndefined();
    const { speedTest: _page, ...withoutSpeedTest } = merchant.links;
    expect(domainRedirect(page('go.ttslot.com'), { ...merchant, links: withoutSpeedTest }, undefined)).toBeUndefined();
  });

  it('stays: on a host no rule names, away from home, and for a brand without entry hosts', () => {
    expect(domainRedirect(page('www.ttslot.com'), merchant, ['m.ttslot.com'])).toBeUndefined();
    expect(domainRedirect(page('ttslot.app', '/m/login'), merchant, ['m.ttslot.com'])).toBeUndefined();
    expect(domainRedirect(page('ttslot.app'), { ...merchant, entryHosts: [] }, ['m.ttslot.com'])).toBeUndefined();
    const { entryHosts: _none, ...withoutEntryHosts } = merchant;
    expect(domainRedirect(page('ttslot.app'), withoutEntryHosts, ['m.ttslot.com'])).toBeUndefined();
    expect(domainRedirect(page('ttslot.app', '/'), merchant, ['m.ttslot.com'])).toBe('https://m.ttslot.com/');
  });
});
