/**
 * The matrix's oracle (issue 17 point 3): which config items a combination must show, written from SPEC 3
 * and 6 and the `when` grammar of DESIGN 3 on its own. It never calls the product's evaluator
 * (src/config/conditions.ts): a bug there must show up here as a difference, not be copied.
 *
 * Where SPEC states a rule for an item type (sign out only when logged in, invite only with referral,
 * telegram only with a link, an agent grid item only when the agent menu permits its key), the rule
 * decides, whatever the item's `when` says: a `when` that hides such an item where the rule shows it is a
 * config mistake the matrix reports. Every other item follows its `when`.
 */
import type { Condition, LayoutItem, Merchant } from '../../src/generated/merchant.ts';
import type { Row } from './constraints.ts';

export type SessionKind = 'guest' | 'member' | 'trial' | 'agent';
export type LinkName = NonNullable<Condition['link']>;
export type Slot = 'drawer' | 'footer' | 'midNav' | 'home' | 'agentGrid' | 'agentFooter';

/** The runtime facts of one combination the oracle reads. */
export interface CellFacts {
  merchant: Merchant;
  values: Row;
  /** The signed-in account's member type; undefined for a guest. */
  memberType: number | undefined;
  /** Links the platform supplies at runtime (system status resources and customer service). */
  platformLinks: ReadonlySet<LinkName>;
}

/** What the oracle expects of one item. */
export interface ItemExpectation {
  slot: Slot;
  /** The item's id, else its type: how the page names it (`data-item`). */
  id: string;
  type: string;
  visible: boolean;
  /** The SPEC rule the expectation comes from. */
  rule: string;
  to: string | undefined;
}

/** SPEC 6 (R6-4, R6-8, D4): 4 is trial, 0/1/2 real members, any type but 0, 4, 40 an agent; a type-1 agent is both. */
export function sessionKindsOf(memberType: number | undefined): SessionKind[] {
  if (memberType === undefined) return ['guest'];
  if (memberType === 4) return ['trial'];
  const kinds: SessionKind[] = [];
  if ([0, 1, 2].includes(memberType)) kinds.push('member');
  if (![0, 4, 40].includes(memberType)) kinds.push('agent');
  return kinds;
}

/** A dimension's value in the combination, else the merchant's own. */
function switchOn(facts: CellFacts, dimension: string, own: boolean): boolean {
  const value = facts.values[dimension];
  return typeof value === 'boolean' ? value : own;
}

export function agentMenuOf(facts: CellFacts): string[] {
  const keys = new Set<string>(facts.merchant.agentMenu);
  for (const [name, value] of Object.entries(facts.values)) {
    if (!name.startsWith('agentMenu:')) continue;
    const key = name.slice('agentMenu:'.length);
    if (value === true) keys.add(key);
    else keys.delete(key);
  }
  return [...keys];
}

export function linkPresent(facts: CellFacts, link: LinkName): boolean {
  if (facts.platformLinks.has(link)) return true;
  const links = facts.merchant.links;
  switch (link) {
    case 'download': return Object.values(links.download ?? {}).some((url) => typeof url === 'string' && url !== '');
    case 'messaging': return links.messaging?.url !== undefined;
    default: return typeof links[link] === 'string' && links[link] !== '';
  }
}

/** DESIGN 3's `when`: exactly one operator; no condition shows the item. */
export function holds(condition: Condition | undefined, facts: CellFacts): boolean {
  if (condition === undefined) return true;
  const kinds = sessionKindsOf(facts.memberType);
  if (condition.flag !== undefined) return switchOn(facts, `flag:${condition.flag}`, facts.merchant.whitelabel[condition.flag]);
  if (condition.module !== undefined) return switchOn(facts, `module:${condition.module}`, facts.merchant.modules[condition.module]);
  if (condition.feature !== undefined) return facts.merchant.features[condition.feature];
  if (condition.session !== undefined) return condition.session.some((kind) => kinds.includes(kind));
  if (condition.memberTypes !== undefined) return facts.memberType !== undefined && condition.memberTypes.includes(facts.memberType);
  if (condition.agentMenu !== undefined) return agentMenuOf(facts).includes(condition.agentMenu);
  if (condition.link !== undefined) return linkPresent(facts, condition.link);
  if (condition.all !== undefined) return condition.all.every((c) => holds(c, facts));
  if (condition.any !== undefined) return condition.any.some((c) => holds(c, facts));
  if (condition.not !== undefined) return !holds(condition.not, facts);
  return true;
}

/** The SPEC rules that decide an item type's visibility by themselves. */
function specRule(slot: Slot, item: LayoutItem, facts: CellFacts): { visible: boolean; rule: string } | undefined {
  if (item.type === 'signOut') return { visible: facts.memberType !== undefined, rule: 'R2.2-12' };
  if (item.type === 'referral') return { visible: facts.merchant.features.referral, rule: slot === 'drawer' ? 'R2.2-4' : slot === 'midNav' ? 'R2.3-32' : 'R2.3-34' };
  if (item.type === 'telegram') return { visible: linkPresent(facts, 'telegram'), rule: 'R2.2-10' };
  if (item.type === 'messagingButton') return { visible: linkPresent(facts, 'messaging'), rule: 'R2.3-5' };
  if (item.type === 'agentLink' && item.key !== undefined) return { visible: agentMenuOf(facts).includes(item.key) && holds(item.when, facts), rule: 'R2.13-8' };
  if (item.type === 'chat' && slot === 'agentGrid') return { visible: true, rule: 'R2.13-7' };
  return undefined;
}

/** The rule a `when` answers to, by the operator it tests (its first leaf). */
function conditionRule(condition: Condition | undefined, slot: Slot): string {
  const leaf = (c: Condition): Condition => c.all?.[0] ?? c.any?.[0] ?? c.not ?? c;
  const c = condition === undefined ? undefined : leaf(condition);
  if (c?.module !== undefined) return 'R3-37';
  if (c?.flag !== undefined) return 'R3-36';
  if (c?.session !== undefined || c?.memberTypes !== undefined) return 'R6-4';
  if (c?.agentMenu !== undefined) return 'R6-12';
  if (c?.feature === 'dividends') return 'R2.13-10';
  return { drawer: 'R2.2-3', footer: 'R2.3-34', midNav: 'R2.3-32', home: 'R2.3-2', agentGrid: 'R2.13-5', agentFooter: 'R2.13-9' }[slot];
}

export function expectItem(slot: Slot, item: LayoutItem, facts: CellFacts): ItemExpectation {
  const decided = specRule(slot, item, facts) ?? { visible: holds(item.when, facts), rule: conditionRule(item.when, slot) };
  return { slot, id: item.id ?? item.key ?? item.type, type: item.type, ...decided, to: item.to };
}

/** Every item of every slot of the merchant's layout, with what the combination must show. */
export function expectedLayout(facts: CellFacts): ItemExpectation[] {
  const layout = facts.merchant.layout;
  const slots: [Slot, readonly LayoutItem[]][] = [
    ['home', layout.home], ['drawer', layout.drawer], ['footer', layout.footer], ['midNav', layout.midNav],
    ['agentGrid', layout.agentGrid], ['agentFooter', layout.agentFooter],
  ];
  return slots.flatMap(([slot, items]) => items.map((item) => expectItem(slot, item, facts)));
}
