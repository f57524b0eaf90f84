import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { API_ERROR } from '../../../api/endpoints.ts';
import { fetchRedRainSchedule } from '../../../api/red-rain.ts';
import { isAgentType } from '../../../config/member-types.ts';
import { formatAmount } from '../../../i18n/format.ts';
import { languageState } from '../../../i18n/i18n.ts';
import { useMemberType } from '../../../state/session-store.ts';
import { refreshWallet, useWallet } from '../../../state/wallet-store.ts';
import agent from '../agent.module.css';
import { Loaded } from '../loaded.tsx';
import { useLoad } from '../use-load.ts';
import { FeaturedRain } from './featured-rain.tsx';
import { GrabHistory } from './grab-history.tsx';
import { rainOrder, rainState, type TimedSchedule, usePlatformNow, withOffset } from './rain-clock.ts';
import { RainSchedule } from './rain-schedule.tsx';
import styles from './red-rain.module.css';
import { type GrabOutcome, useGrab } from './use-grab.ts';

/** /m/redRain (SPEC 2.13 agent grid, menu key AGENTRANSMULTDOWN3, D15): agents only (R6-9's rule); the platform refuses others too. */
export function RedRainScreen() {
  const type = useMemberType();
  if (!isAgentType(type)) return <Navigate to="/m/home" replace />;
  return <RedRain />;
}

function RedRain() {
  const language = useSnapshot(languageState).code;
  const schedule = useLoad(`red-rain|${language}`, async () => withOffset(await fetchRedRainSchedule(language, { quiet: true })));
  const [historyVersion, setHistoryVersion] = useState(0);
  useEffect(() => {
    void refreshWallet();
  }, []);
  const onOutcome = (outcome: GrabOutcome): void => {
    if (outcome.kind === 'won' && schedule.state.kind === 'loaded') {
      const value = schedule.state.value;
      schedule.set({ ...value, events: value.events.map((e) => (e.id === outcome.eventId ? { ...e, claimedAmount: outcome.claim.amount } : e)) });
    }
    // a credit, this tap's or one made elsewhere that the refusal tells of, shows in the history and the balance
    if (outcome.kind === 'won' || outcome.code === API_ERROR.rewardClaimed) {
      setHistoryVersion((n) => n + 1);
      void refreshWallet();
    }
  };
  const grab = useGrab(language, onOutcome);
  return (
    <div className={agent.page}>
      <Balance />
      <Loaded state={schedule.state} retry={schedule.retry}>
        {(value) => <Rains schedule={value} busy={grab.busy} outcome={grab.outcome} onGrab={(id) => void grab.grab(id)} />}
      </Loaded>
      <GrabHistory language={language} version={historyVersion} />
    </div>
  );
}

interface RainsProps {
  schedule: TimedSchedule;
  busy: number | undefined;
  outcome: GrabOutcome | undefined;
  onGrab: (eventId: number) => void;
}

/** The next rain with its countdown, then the schedule; both follow the platform's clock second by second. */
function Rains({ schedule, busy, outcome, onGrab }: RainsProps) {
  const { t } = useTranslation('redrain');
  const now = usePlatformNow(schedule.offset);
  const rains = rainOrder(schedule.events, now);
  const next = rains.find((rain) => rainState(rain, now) !== 'ended');
  return (
    <>
      {next === undefined
        ? <p className={styles.empty}>{t('hero.none')}</p>
        : <FeaturedRain rain={next} now={now} busy={busy === next.id} outcome={outcome} onGrab={() => onGrab(next.id)} />}
      {rains.length > 0 && <RainSchedule rains={rains} now={now} />}
    </>
  );
}

/** The total balance as the header keeps it: a grab's credit shows here once the wallet store has refreshed. */
function Balance() {
  const { t, i18n } = useTranslation('redrain');
  const wallet = useWallet();
  const amount = wallet.sumBalanceMinor === undefined || wallet.refreshing ? '****' : formatAmount(wallet.sumBalanceMinor, i18n.language);
  return (
    <p className={styles.balance}>
      <span>{t('balance')}</span>
      <bdi data-testid="red-rain-balance">{wallet.currencySymbol} {amount}</bdi>
    </p>
  );
}
