import { useMemo } from 'react';
import type { ConditionContext, LinkName } from '../config/conditions.ts';
import { effectiveFlag } from '../config/flags.ts';
import { getMerchant } from '../config/merchant.ts';
import { sessionKinds } from '../config/member-types.ts';
import type { Merchant } from '../generated/merchant.ts';
import type { SystemStatus } from '../generated/api/system.ts';
import { useMemberType } from '../state/session-store.ts';
import { useSystemStatus } from '../state/system-store.ts';

const DOWNLOAD_RESOURCES = ['IOS', 'ANDROID', 'MOBILECONFIG'];

/** The links a condition can ask for: configured by the merchant or supplied by the platform. */
export function availableLinks(merchant: Merchant, status: Readonly<SystemStatus> | undefined): Set<LinkName> {
  const links = new Set<LinkName>();
  const resources = status?.info.resources ?? [];
  const hasResource = (types: string[]): boolean => resources.some((r) => types.includes(r.resourceType.toUpperCase()) && r.url !== '');
  if (merchant.links.telegram !== undefined || hasResource(['TELEGRAM'])) links.add('telegram');
  if (merchant.links.chat !== undefined) links.add('chat');
  if (merchant.links.customerService !== undefined || (status?.info.customerService.length ?? 0) > 0) links.add('customerService');
  if (Object.keys(merchant.links.download ?? {}).length > 0 || hasResource(DOWNLOAD_RESOURCES)) links.add('download');
  if (merchant.links.messaging !== undefined) links.add('messaging');
  return links;
}

/** Builds the context every `when` condition is evaluated in (DESIGN 3); re-renders on session or status change. */
export function buildConditionContext(merchant: Merchant, status: Readonly<SystemStatus> | undefined, memberType: number | undefined): ConditionContext {
  const runtime = status?.info.whitelabel;
  const runtimeModules = status?.info.modules ?? {};
  const modules = Object.fromEntries(
    Object.entries(merchant.modules).map(([key, on]) => [key, typeof runtimeModules[key] === 'boolean' ? runtimeModules[key] : on]),
  ) as Merchant['modules'];
  return {
    flag: (name) => effectiveFlag(name, merchant, runtime),
    modules,
    features: merchant.features,
    sessionKinds: sessionKinds(memberType),
    memberType,
    agentMenu: merchant.agentMenu,
    links: availableLinks(merchant, status),
  };
}

export function useConditionContext(): ConditionContext {
  const status = useSystemStatus();
  const memberType = useMemberType();
  return useMemo(() => buildConditionContext(getMerchant(), status, memberType), [status, memberType]);
}
