import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { isAgentType } from '../../../config/member-types.ts';
import { useMemberType } from '../../../state/session-store.ts';
import styles from '../agent.module.css';
import { CurrentPeriod } from './current-period.tsx';
import { RebateHistory } from './rebate-history.tsx';

/**
 * /m/member/agent/agentRebeat (SPEC 2.13, menu key GAMSER by D15): the agent's rates by game, this period's
 * rebate and its claim, and the past periods. Agents only (R6-9); the platform refuses others too.
 */
export function AgentRebateScreen() {
  const type = useMemberType();
  // a claim adds a row to the history: asking again shows it
  const [claims, setClaims] = useState(0);
  if (!isAgentType(type)) return <Navigate to="/m/home" replace />;
  return (
    <div className={styles.page}>
      <CurrentPeriod onClaimed={() => setClaims((n) => n + 1)} />
      <RebateHistory claims={claims} />
    </div>
  );
}
