/**
 * The agent home (SPEC 2.13, 6; D6, D15, D18), assembled like home: the agent feature's
 * summary and contract prompts, then layout.agentGrid and layout.agentFooter through the registry, each
 * item gated by its agent menu key and `when`. Visitors without a session and types 0, 4 and 40 go to
 * /m/home (R6-9); until the session's member info has answered, taps on the menus do nothing (R2.13-12).
 */
import { type MouseEvent, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { isAgentType } from '../config/member-types.ts';
import { getMerchant } from '../config/merchant.ts';
import { loadAgentHome, useAgentHome } from '../state/agent-store.ts';
import { useMemberType } from '../state/session-store.ts';
import styles from './agent-home.module.css';
import { fromModule } from './from-module.ts';
import { NavList } from './nav-list.tsx';
import { NAV_ITEMS } from './registry.tsx';
import { dayKey } from '../i18n/format.ts';

const agent = () => import('../features/agent/index.ts');
const AgentSummary = fromModule(agent, (m) => m.AgentSummary);
const ContractPrompts = fromModule(agent, (m) => m.ContractPrompts);

const todayIso = (): string => dayKey(new Date());

export function AgentHomeScreen() {
  const type = useMemberType();
  if (!isAgentType(type)) return <Navigate to="/m/home" replace />;
  return <AgentHome />;
}

function AgentHome() {
  const { t } = useTranslation('agent');
  const { ready } = useAgentHome();
  const { layout } = getMerchant();
  useEffect(() => {
    void loadAgentHome(todayIso());
  }, []);
  // R2.13-12, D6: while the session loads, a tap on a menu item goes nowhere
  const inertWhileLoading = (event: MouseEvent<HTMLElement>): void => {
    if (ready) return;
    event.preventDefault();
    event.stopPropagation();
  };
  return (
    <div className={styles.agentHome} aria-busy={!ready}>
      <Suspense fallback={<div className={styles.summaryPlaceholder} />}>
        <AgentSummary hour={new Date().getHours()} />
        {ready && <ContractPrompts />}
      </Suspense>
      <nav className={styles.grid} data-slot="agentGrid" aria-label={t('home.menu')} onClickCapture={inertWhileLoading} data-ready={ready}>
        <Suspense fallback={<ul className={styles.gridList} />}>
          <NavList items={layout.agentGrid} renderers={NAV_ITEMS.agentGrid} variant="agentGrid" className={styles.gridList} itemClassName={styles.gridItem} />
        </Suspense>
      </nav>
      <nav className={styles.footer} data-slot="agentFooter" aria-label={t('home.footer')} onClickCapture={inertWhileLoading}>
        <Suspense fallback={<ul className={styles.footerList} />}>
          <NavList items={layout.agentFooter} renderers={NAV_ITEMS.agentFooter} variant="agentFooter" className={styles.footerList} itemClassName={styles.footerItem} />
        </Suspense>
      </nav>
    </div>
  );
}
