import { useMemo } from 'react';
import { decodeServiceLinks } from '../api/customer-service.ts';
import { type EffectiveConfig, effectiveConfig, type PlatformValues } from '../config/effective-config.ts';
import { getMerchant } from '../config/merchant.ts';
import type { SystemStatus } from '../generated/api/system.ts';
import { useSystemStatus } from './system-store.ts';

/** The runtime values of a system status as effectiveConfig reads them: service links decoded (R3-19). */
export function platformValues(status: Readonly<SystemStatus> | undefined): PlatformValues | undefined {
  const info = status?.info;
  if (info == null) return undefined;
  return { ...info, customerService: decodeServiceLinks(info.customerService) };
}

/** The one hook every screen reads flags, modules, agent menu, templates and links from (DESIGN 3). */
export function useEffectiveConfig(): EffectiveConfig {
  const status = useSystemStatus();
  const merchant = getMerchant();
  return useMemo(() => effectiveConfig(merchant, platformValues(status)), [merchant, status]);
}
