import { useMemo } from 'react';
import type { ConditionContext } from '../config/conditions.ts';
import { type EffectiveConfig, presentLinks } from '../config/effective-config.ts';
import { getMerchant } from '../config/merchant.ts';
import { sessionKinds } from '../config/member-types.ts';
import type { Merchant } from '../generated/merchant.ts';
import { useEffectiveConfig } from '../state/effective-config.ts';
import { useMemberType } from '../state/session-store.ts';

/** Builds the context every `when` condition is evaluated in (DESIGN 3) from the effective config. */
export function buildConditionContext(effective: EffectiveConfig, features: Merchant['features'], memberType: number | undefined): ConditionContext {
  return {
    flag: (name) => effective.whitelabel[name],
    modules: effective.modules,
    features,
    sessionKinds: sessionKinds(memberType),
    memberType,
    agentMenu: effective.agentMenu,
    links: presentLinks(effective.links),
  };
}

/** Re-renders on a session, status or merchant change. */
export function useConditionContext(): ConditionContext {
  const effective = useEffectiveConfig();
  const memberType = useMemberType();
  const { features } = getMerchant();
  return useMemo(() => buildConditionContext(effective, features, memberType), [effective, features, memberType]);
}
