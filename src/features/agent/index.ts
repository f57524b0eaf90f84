// Public face of the agent feature (SPEC 2.13, 6): the parts the agent home's renderer lazily loads.
export { AgentSummary } from './agent-summary.tsx';
export { ContractPrompts } from './contract-prompts.tsx';
