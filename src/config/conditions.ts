import type { Condition, LayoutItem, Merchant } from '../generated/merchant.ts';
import type { LinkName, WhitelabelFlag } from './effective-config.ts';
import type { SessionKind } from './member-types.ts';

/** Everything a `when` condition may ask about, gathered by the caller. */
export interface ConditionContext {
  flag: (name: WhitelabelFlag) => boolean;
  modules: Readonly<Merchant['modules']>;
  features: Merchant['features'];
  sessionKinds: readonly SessionKind[];
  memberType: number | undefined;
  agentMenu: readonly string[];
  links: ReadonlySet<LinkName>;
}

/** Evaluates a layout item's `when` (DESIGN 3); no condition means shown. The one place these rules live. */
export function evaluateCondition(condition: Condition | undefined, ctx: ConditionContext): boolean {
  if (condition === undefined) return true;
  if (condition.flag !== undefined) return ctx.flag(condition.flag);
  if (condition.module !== undefined) return ctx.modules[condition.module];
  if (condition.feature !== undefined) return ctx.features[condition.feature];
  if (condition.session !== undefined) return condition.session.some((kind) => ctx.sessionKinds.includes(kind));
  if (condition.memberTypes !== undefined) {
    const type = ctx.memberType;
    // Stryker disable next-line ConditionalExpression: equivalent, includes(undefined) on a list of numbers is false; the guard narrows the type
    return type !== undefined && condition.memberTypes.includes(type);
  }
  if (condition.agentMenu !== undefined) return ctx.agentMenu.includes(condition.agentMenu);
  if (condition.link !== undefined) return ctx.links.has(condition.link);
  if (condition.all !== undefined) return condition.all.every((c) => evaluateCondition(c, ctx));
  if (condition.any !== undefined) return condition.any.some((c) => evaluateCondition(c, ctx));
  if (condition.not !== undefined) return !evaluateCondition(condition.not, ctx);
  return true;
}

/**
 * Whether a layout item shows: its agent menu key, when it names one, is permitted by the platform's
 * white-label agent menu (R2.13-8, D15), and its `when` holds. Items without a key (online service) pass.
 */
export function isItemShown(item: Pick<LayoutItem, 'key' | 'when'>, ctx: ConditionContext): boolean {
  if (item.key !== undefined && !ctx.agentMenu.includes(item.key)) return false;
  return evaluateCondition(item.when, ctx);
}
