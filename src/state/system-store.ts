import { proxy, useSnapshot } from 'valtio';
import { fetchSystemStatus, type SystemStatus } from '../api/system.ts';
import { cdnBases, nextCdn, normaliseBase, pickCdn, rebasePicture } from '../config/image-cdn.ts';
import { loadedMerchant } from '../config/merchant.ts';
import { pictureAllowed } from '../config/picture-url.ts';
import { readJson, STORAGE_KEYS, writeJson } from './storage.ts';

/** SPEC 1, 4: 0 shows the app, 1 the maintenance page, 2 the access-restricted page. */
export type GateStatus = 0 | 1 | 2;

interface SystemState {
  status: SystemStatus | undefined;
  /** True once the server answered in this page load (the cached value may show before). */
  fresh: boolean;
  failed: boolean;
  /** The image host this page load uses (R7-42), drawn from the status's list. */
  imageCdn: string | undefined;
  /** Image hosts that failed a picture in this page load; never drawn again. */
  failedCdns: string[];
}

const initial = (): SystemState => ({ status: undefined, fresh: false, failed: false, imageCdn: undefined, failedCdns: [] });

export const systemStore = proxy<SystemState>(initial());

export function resetSystemStore(): void {
  Object.assign(systemStore, initial());
}

function isSystemStatus(value: unknown): value is SystemStatus {
  // Object() turns null into {} and boxes a primitive: neither has a numeric status, so no separate object check.
  const v = Object(value) as Partial<SystemStatus>;
  return typeof v.status === 'number' && typeof v.info === 'object' && v.info !== null && typeof v.location === 'object';
}

/** SPEC 4: 1 when maintenance is on (even if region restricted too), 2 for a region block alone, else 0. */
export function gateStatusOf(status: Pick<SystemStatus, 'maintenance' | 'regionRestriction'> | undefined): GateStatus {
  if (status === undefined) return 0;
  if (status.maintenance) return 1;
  if (status.regionRestriction) return 2;
  return 0;
}

/** Shows the cached status first (a cache that fails to parse is ignored), then refreshes it from the server. */
export async function loadSystemStatus(): Promise<void> {
  const cached = readJson(STORAGE_KEYS.systemStatus, isSystemStatus);
  if (cached !== undefined && systemStore.status === undefined) {
    systemStore.status = cached;
    chooseImageCdn();
  }
  try {
    applySystemStatus(await fetchSystemStatus({ quiet: true }));
  } catch {
    systemStore.failed = true;
  }
}

/** A status the server answered: shown at once and cached for the next page load (R4-46). */
export function applySystemStatus(status: SystemStatus): void {
  systemStore.status = status;
  systemStore.fresh = true;
  systemStore.failed = false;
  chooseImageCdn();
  writeJson(STORAGE_KEYS.systemStatus, status);
}

function imageBases(): readonly string[] {
  const merchantHost = loadedMerchant()?.platform.imageCdn;
  const list = systemStore.status?.info.imageCDNs;
  return merchantHost === undefined ? list ?? [] : cdnBases(list, merchantHost);
}

/** Keeps the drawn host while the list still holds it; otherwise draws one of the hosts not yet failed. */
function chooseImageCdn(): void {
  const origin = window.location.origin;
  const bases = imageBases();
  const alive = bases.filter((b) => !systemStore.failedCdns.includes(normaliseBase(b, origin)));
  const current = systemStore.imageCdn;
  if (current !== undefined && alive.some((b) => normaliseBase(b, origin) === normaliseBase(current, origin))) return;
  systemStore.imageCdn = pickCdn(alive.length > 0 ? alive : bases, Math.random);
}

/**
 * A picture at `src` failed to load (R7-42): its host is marked failed, the page moves to the next
 * host, and the same picture's address on that host is returned; undefined when `src` is on none of
 * the image hosts or no host is left.
 */
export function pictureFailed(src: string): string | undefined {
  const origin = window.location.origin;
  const bases = imageBases();
  const absolute = new URL(src, origin).href;
  const host = bases.map((b) => normaliseBase(b, origin)).find((b) => absolute.startsWith(`${b}/`));
  if (host === undefined) return undefined;
  if (!systemStore.failedCdns.includes(host)) systemStore.failedCdns.push(host);
  const current = systemStore.imageCdn;
  // Stryker disable next-line ConditionalExpression: no host is drawn only when none is listed, the merchant's one alone is not drawn yet, or all failed: no next host either way
  if (current === undefined) return undefined;
  if (systemStore.failedCdns.includes(normaliseBase(current, origin))) systemStore.imageCdn = nextCdn(bases, systemStore.failedCdns, current, origin);
  const chosen = systemStore.imageCdn;
  return chosen === undefined ? undefined : rebasePicture(src, bases, chosen, origin);
}

export function useSystemStatus(): Readonly<SystemStatus> | undefined {
  return useSnapshot(systemStore).status as Readonly<SystemStatus> | undefined;
}

export function useGateStatus(): GateStatus {
  return gateStatusOf(useSnapshot(systemStore).status);
}

/**
 * A platform picture URL (game, vendor, team icons) if it may be shown (src/config/picture-url.ts: this
 * site, the status's image hosts, inline raster data), else ''. Reads the status without subscribing:
 * the image hosts do not change while a list is on screen.
 */
export function shownPicture(raw: string | undefined): string {
  if (raw === undefined || raw === '') return '';
  const origin = window.location.origin;
  if (!pictureAllowed(raw, systemStore.status?.info.imageCDNs ?? [], origin)) return '';
  const chosen = systemStore.imageCdn;
  return chosen === undefined ? raw : rebasePicture(raw, imageBases(), chosen, origin);
}
