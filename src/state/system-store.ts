import { proxy, useSnapshot } from 'valtio';
import { fetchSystemStatus, type SystemStatus } from '../api/system.ts';
import { pictureAllowed } from '../config/picture-url.ts';
import { readJson, STORAGE_KEYS, writeJson } from './storage.ts';

/** SPEC 1, 4: 0 shows the app, 1 the maintenance page, 2 the access-restricted page. */
export type GateStatus = 0 | 1 | 2;

interface SystemState {
  status: SystemStatus | undefined;
  /** True once the server answered in this page load (the cached value may show before). */
  fresh: boolean;
  failed: boolean;
}

const initial = (): SystemState => ({ status: undefined, fresh: false, failed: false });

export const systemStore = proxy<SystemState>(initial());

export function resetSystemStore(): void {
  Object.assign(systemStore, initial());
}

function isSystemStatus(value: unknown): value is SystemStatus {
  const v = value as Partial<SystemStatus> | null;
  return typeof v === 'object' && v !== null && typeof v.status === 'number' && typeof v.info === 'object' && v.info !== null && typeof v.location === 'object';
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
  if (cached !== undefined && systemStore.status === undefined) systemStore.status = cached;
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
  writeJson(STORAGE_KEYS.systemStatus, status);
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
  return pictureAllowed(raw, systemStore.status?.info.imageCDNs ?? [], window.location.origin) ? raw : '';
}
