/** The agent home's rules (SPEC 2.13, 6; D4, D6, D16, D18): pure, so each is tested at its boundaries. */
import type { ContractInfo, ContractKind } from '../../api/agent.ts';
import { isAgentType } from '../../config/member-types.ts';

export type Greeting = 'morning' | 'early_afternoon' | 'late_afternoon' | 'evening';

/** R2.13-1, D18: 0-10 morning, 11-14 early afternoon, 15-18 late afternoon, 19-23 evening. */
export function greetingOf(hour: number): Greeting {
  if (hour <= 10) return 'morning';
  if (hour <= 14) return 'early_afternoon';
  if (hour <= 18) return 'late_afternoon';
  return 'evening';
}

/** R6-9: the agent home is for agents only; no session and types 0, 4 and 40 go to /m/home. */
export function mayOpenAgentHome(type: number | undefined): boolean {
  return isAgentType(type);
}

/** R6-10: types that never see contract prompts. */
const NO_PROMPT_TYPES: readonly number[] = [4, 40, 41, 42];

export interface ContractPrompt {
  kind: ContractKind;
  path: string;
}

/** D16: each dividend-info field, in prompt order, with the contract page its Go opens (R6-11). */
export const CONTRACTS: readonly { kind: ContractKind; field: keyof ContractInfo; path: string }[] = [
  { kind: 'daily', field: 'dailysalreqtype', path: '/m/member/agent/getSalaryContract' },
  { kind: 'dividend', field: 'divtypecompperiodreq', path: '/m/member/agent/getDevidendContract' },
  { kind: 'hourly', field: 'contracthoursalreq', path: '/m/member/agent/getHourContract' },
];

/** R6-10: one prompt per non-empty field, only for types other than 4, 40, 41 and 42. */
export function contractPrompts(type: number | undefined, info: ContractInfo): ContractPrompt[] {
  if (type === undefined || NO_PROMPT_TYPES.includes(type)) return [];
  return CONTRACTS.filter((c) => info[c.field].trim() !== '').map(({ kind, path }) => ({ kind, path }));
}

/** The contract a contract page shows, by its path. */
export function contractOfPath(pathname: string): ContractKind | undefined {
  return CONTRACTS.find((c) => c.path === pathname)?.kind;
}

