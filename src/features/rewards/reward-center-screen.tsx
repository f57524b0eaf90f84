import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { claimReward, fetchRewards, type Reward, type RewardList } from '../../api/rewards.ts';
import { newIdempotencyKey } from '../../api/idempotency-key.ts';
import { ApiError } from '../../api/errors.ts';
import { languageState } from '../../i18n/i18n.ts';
import { showBadgeCount } from '../../state/badges-store.ts';
import { showToast } from '../../state/toast-store.ts';
import { refreshWallet } from '../../state/wallet-store.ts';
import { LoadState } from './load-state.tsx';
import { MemberGate } from './member-gate.tsx';
import { claimFailure } from './rewards-facts.ts';
import { slashDay } from '../../i18n/format.ts';
import styles from './rewards.module.css';
import { usePlatformLoad } from '../../ui/use-platform-load.ts';
import { useFormat } from '../../i18n/use-format.ts';

/** /m/rewardCenter (module REWCEN3): unclaimed and claimed rewards, claim one. */
export function RewardCenterScreen() {
  const { t } = useTranslation();
  return (
    <MemberGate title={t('title.reward_center')} module="REWCEN3">
      <RewardCenter />
    </MemberGate>
  );
}

type Tab = 'unclaimed' | 'claimed';

function RewardCenter() {
  const { t } = useTranslation('rewards');
  const { platformAmount } = useFormat();
  const language = useSnapshot(languageState).code;
  const { load, retry, set } = usePlatformLoad((signal) => fetchRewards(language, { quiet: true, signal }), language);
  const [tab, setTab] = useState<Tab>('unclaimed');
  const [busy, setBusy] = useState<number | undefined>();
  /** One key per reward until its claim is answered: a retry after a lost answer is the same action. */
  const keys = useRef(new Map<number, string>());

  if (load.kind !== 'ready') return <LoadState failed={load.kind === 'failed'} onRetry={retry} />;
  const list = load.value;

  const claim = async (reward: Reward): Promise<void> => {
    const key = keys.current.get(reward.id) ?? newIdempotencyKey();
    keys.current.set(reward.id, key);
    setBusy(reward.id);
    try {
      const answer = await claimReward(reward.id, key, language);
      keys.current.delete(reward.id);
      const next: RewardList = {
        unclaimed: list.unclaimed.filter((r) => r.id !== reward.id),
        claimed: [answer.reward, ...list.claimed.filter((r) => r.id !== reward.id)],
        unclaimedCount: answer.unclaimedCount,
      };
      set(next);
      showBadgeCount('rewardUnclaimed', answer.unclaimedCount);
      showToast(t('claimed', { amount: platformAmount(answer.reward.amount) }), 'success');
      void refreshWallet();
    } catch (error) {
      if (error instanceof ApiError && error.code !== 'NETWORK') keys.current.delete(reward.id);
      const text = error instanceof ApiError ? claimFailure(t, error) : undefined;
      if (text !== undefined) showToast(text, 'error');
      if (error instanceof ApiError && error.status === 409) retry();
    } finally {
      setBusy(undefined);
    }
  };

  const shown = tab === 'unclaimed' ? list.unclaimed : list.claimed;
  return (
    <div className={styles.page}>
      <div className={styles.tabs} role="tablist" aria-label={t('title.reward_center', { ns: 'common' })}>
        {(['unclaimed', 'claimed'] as const).map((name) => (
          <button
            key={name} type="button" role="tab" id={`reward-tab-${name}`} aria-controls="reward-panel" aria-selected={tab === name}
            className={styles.tab} onClick={() => setTab(name)}
          >
            {t(`tab.${name}`)}
            {name === 'unclaimed' && list.unclaimed.length > 0 ? <span className={styles.count}> ({list.unclaimed.length})</span> : null}
          </button>
        ))}
      </div>
      <section id="reward-panel" role="tabpanel" aria-labelledby={`reward-tab-${tab}`}>
        {shown.length === 0 ? <p className={styles.state}>{t(tab === 'unclaimed' ? 'empty_unclaimed' : 'empty_claimed')}</p> : (
          <ul className={styles.list}>
            {shown.map((reward) => (
              <li key={reward.id} className={styles.card}>
                <div className={styles.cardMain}>
                  <h2 className={styles.cardTitle}>{reward.title}</h2>
                  <p className={styles.meta}>
                    <span className={styles.ltr}>{slashDay(reward.claimedAt ?? reward.grantedAt)}</span>
                    {' · '}
                    {t(`status.${reward.status}`)}
                  </p>
                </div>
                <p className={styles.amount}><span className={styles.ltr}>+{platformAmount(reward.amount)}</span></p>
                {reward.status === 'unclaimed' ? (
                  <button
                    type="button" className={styles.primary} disabled={busy !== undefined} aria-busy={busy === reward.id}
                    aria-label={t('claim_named', { title: reward.title })} onClick={() => void claim(reward)}
                  >
                    {busy === reward.id ? t('claiming') : t('claim')}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
