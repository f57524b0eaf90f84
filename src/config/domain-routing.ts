/**
 * Entry hosts (SPEC 9: "certain hostnames on the home page redirect to configured redirect or speed-test domains"):
 * where home on such a host sends the player. The merchant's `entryHosts` names the hosts; the platform's
 * `domainRoute` (system status, R3-33) names the working domains, held to the brand's hosts by the one URL rule,
 * so neither a typo nor a hostile answer sends a player to a foreign site.
 */
import type { Merchant } from '../generated/merchant.ts';
import { isHomePath } from './routes.ts';
import { brandHosts, checkUrl, WEB_URL } from './safe-url.ts';

export interface PageAddress { hostname: string; pathname: string; search: string }

type Routing = Pick<Merchant, 'domains' | 'links' | 'entryHosts'>;

/** The address to leave for, or undefined to stay: only on home, only on an entry host, only for an allowed target. */
export function domainRedirect(page: PageAddress, merchant: Routing, platformDomains: readonly string[] | undefined): string | undefined {
  const entries = merchant.entryHosts ?? [];
  if (!isHomePath(page.pathname)) return undefined;
  const host = page.hostname.toLowerCase();
  const rule = entries.find((candidate) => candidate.host === host);
  if (rule === undefined) return undefined;
  const hosts = brandHosts(merchant);
  const going = `${page.pathname}${page.search}`;
  if (rule.to === 'speedTest') {
    const verdict = checkUrl(merchant.links.speedTest, WEB_URL, hosts);
    if (!verdict.ok) return undefined;
    const url = new URL(verdict.url);
    url.searchParams.set('from', host);
    url.searchParams.set('to', going);
    return url.href;
  }
  const entryHosts = new Set(entries.map((candidate) => candidate.host));
  for (const domain of [...(platformDomains ?? []), ...merchant.domains]) {
    if (entryHosts.has(domain.toLowerCase())) continue;
    const verdict = checkUrl(`https://${domain}${going}`, WEB_URL, hosts);
    if (verdict.ok) return verdict.url;
  }
  return undefined;
}
