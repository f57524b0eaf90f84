/**
 * Where a picture named by the platform may come from: a path of this site, one of
 * the platform's image hosts (system status info.imageCDNs), or an inline raster data URL. Any other
 * address would be a request to a host the player never chose (a beacon), so it is not shown.
 */
import { ANY_HOST, checkUrl, type HostList, logRefusal } from './safe-url.ts';

const PICTURE_DATA_URL = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i;

/**
 * The absolute URL of a link or picture if the one URL check (src/config/safe-url.ts) takes it as an
 * http(s) URL to one of `hosts` or a path of this site, else undefined (logged). Spaces around an
 * attribute value are dropped first, as a browser would.
 */
export function resolveUrl(raw: string, origin: string, hosts: HostList): URL | undefined {
  const verdict = checkUrl(raw.trim(), ['web', 'path'], hosts);
  if (!verdict.ok) {
    logRefusal(raw, verdict.reason);
    return undefined;
  }
  return new URL(verdict.url, origin);
}

/** True when a picture at `raw` may be shown: this site (`origin`), an image host, or inline raster data. */
export function pictureAllowed(raw: string, imageHosts: readonly string[], origin: string): boolean {
  if (PICTURE_DATA_URL.test(raw.trim())) return true;
  const url = resolveUrl(raw, origin, ANY_HOST);
  if (url === undefined) return false;
  if (url.origin === new URL(origin).origin) return true;
  return imageHosts.some((base) => {
    const host = resolveUrl(base, origin, ANY_HOST);
    return host !== undefined && url.origin === host.origin && url.pathname.startsWith(host.pathname.replace(/\/?$/, '/'));
  });
}
