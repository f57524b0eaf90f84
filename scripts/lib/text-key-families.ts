/**
 * Text keys the code reaches through data, not a literal the extractor can read: each family is a pattern of
 * namespace:key and where its variable part comes from. check-text-keys counts an English key in a family as
 * used; a family that matches no English key is stale and fails the check.
 */
export interface TextKeyFamily {
  readonly keys: RegExp;
  readonly from: string;
}

export const TEXT_KEY_FAMILIES: readonly TextKeyFamily[] = [
  { keys: /^common:title\./, from: 'the route table\'s and the merchant modules\' screen titles (src/config/route-table.ts, merchants/*/merchant.json)' },
  { keys: /^common:wallet_titles\./, from: 'the route table\'s wallet screen titles (src/config/route-table.ts)' },
  { keys: /^common:nav\./, from: 'menu, drawer and footer labels of the merchant config and the navigation registry' },
  { keys: /^common:category\./, from: 'the platform\'s game category codes (SPEC 3)' },
  { keys: /^lobby:category\./, from: 'the platform\'s game category codes (SPEC 3)' },
  { keys: /^lobby:classify\./, from: 'the platform\'s game classify codes (SPEC 3)' },
  { keys: /^lobby:sections\./, from: 'the home section kinds of the merchant layout (SPEC 2.2)' },
  { keys: /^lobby:vn_lottery\.region\./, from: 'the platform\'s lottery region codes' },
  { keys: /^common:download\./, from: 'the download entry kinds (src/features/navigation/download-entries.ts)' },
  { keys: /^common:web_app\.offline_/, from: 'the offline page the build writes (scripts/lib/offline-page.ts)' },
  { keys: /^auth:register\./, from: 'the field names of the platform\'s registration settings (SPEC 7)' },
  { keys: /^auth:rules\./, from: 'the form rules\' message keys (src/ui/form/rules.ts)' },
  { keys: /^security:rules\./, from: 'the form rules\' message keys (src/ui/form/rules.ts)' },
  { keys: /^auth:server\./, from: 'the platform\'s error codes (SPEC 8)' },
  { keys: /^security:server\./, from: 'the platform\'s error codes (SPEC 8)' },
  { keys: /^security:status\./, from: 'the security items\' states (src/features/security)' },
  { keys: /^security:question\./, from: 'the platform\'s security question ids' },
  { keys: /^security:(card|email|funds|payee|phone|questions)\.success$/, from: 'each security form\'s success key, passed to its submit hook' },
  { keys: /^wallet:records\./, from: 'the platform\'s record kinds, states and columns (SPEC 2.9)' },
  { keys: /^wallet:shortcut\./, from: 'the member centre\'s shortcut table (src/features/wallet/member-home-screen.tsx)' },
  { keys: /^wallet:deposit\.kind\./, from: 'the platform\'s deposit channel kinds' },
  { keys: /^wallet:deposit\.status\./, from: 'the platform\'s deposit states' },
  { keys: /^agent:counter\./, from: 'the agent summary\'s counter list (src/features/agent/agent-summary.tsx)' },
  { keys: /^agent:contract\./, from: 'the platform\'s contract kinds, periods and states' },
  { keys: /^agent:team\.kind_/, from: 'the platform\'s team record kinds' },
  { keys: /^agent:team\.period_/, from: 'the platform\'s dividend period states' },
  { keys: /^rebate:history\.status\./, from: 'the platform\'s rebate payout states' },
  { keys: /^redrain:schedule\.state\./, from: 'the red-rain event states' },
  { keys: /^reward:activity_/, from: 'the picture refusals of a reward application (src/features/promotions/reward-rules.ts)' },
  { keys: /^rewards:status\./, from: 'the platform\'s reward states' },
  { keys: /^rewards:tab\./, from: 'the reward centre\'s tabs' },
  { keys: /^rewards:error\./, from: 'the platform errors the reward centre words itself (src/features/rewards/rewards-facts.ts)' },
];
