import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { fetchVip } from '../../api/rewards.ts';
import { useSession } from '../../state/session-store.ts';
import { LoadState } from './load-state.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import styles from './rewards.module.css';
import { usePlatformLoad } from '../../ui/use-platform-load.ts';
import { VipProgress, type VipMember } from './vip-progress.tsx';

/** /m/member/benefits: the member's VIP level, progress and every level's benefits; guests go to /m/login. */
export function VipBenefitsScreen() {
  const session = useSession();
  if (session === undefined) return <Navigate to="/m/login" replace />;
  return <VipLevels signedIn />;
}

/** /vip.html, opened by a full page load (SPEC 2.1, D14): the levels for everyone, the progress with a session. */
export function VipPageScreen() {
  return <VipLevels signedIn={useSession() !== undefined} />;
}

function VipLevels({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('rewards');
  const { platformAmount } = useFormat();
  const { load, retry } = usePlatformLoad((signal) => fetchVip({ quiet: true, signal }), signedIn ? 'member' : 'guest');
  if (load.kind !== 'ready') return <LoadState failed={load.kind === 'failed'} onRetry={retry} />;
  const { levels, member } = load.value;
  return (
    <div className={styles.page}>
      {member === null ? (
        signedIn ? null : (
          <p className={styles.summary}>
            {t('vip_guest')} <Link className={styles.inlineLink} to="/m/login">{t('login', { ns: 'common' })}</Link>
          </p>
        )
      ) : <MemberLevel member={member} />}
      <section className={styles.section} aria-labelledby="vip-levels">
        <h2 id="vip-levels" className={styles.sectionTitle}>{t('vip_levels')}</h2>
        <ol className={styles.list}>
          {levels.map((level) => (
            <li key={level.level} className={styles.level} data-current={member?.level === level.level} aria-current={member?.level === level.level ? 'true' : undefined}>
              <h3 className={styles.cardTitle}>
                {level.name}
                {member?.level === level.level ? <span className={styles.pill}>{t('vip_yours')}</span> : null}
              </h3>
              <dl className={styles.facts}>
                <dt>{t('vip_requirement')}</dt><dd className={styles.ltr}>{platformAmount(level.turnoverRequired)}</dd>
                <dt>{t('vip_upgrade_bonus')}</dt><dd className={styles.ltr}>{platformAmount(level.upgradeBonus)}</dd>
                <dt>{t('vip_monthly_bonus')}</dt><dd className={styles.ltr}>{platformAmount(level.monthlyBonus)}</dd>
                <dt>{t('vip_rebate_bonus')}</dt><dd className={styles.ltr}>{level.rebateBonusPercent}%</dd>
                <dt>{t('vip_withdrawals')}</dt><dd className={styles.ltr}>{level.dailyWithdrawals}</dd>
              </dl>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function MemberLevel({ member }: { member: VipMember }) {
  const { t } = useTranslation('rewards');
  const { platformAmount } = useFormat();
  return (
    <section className={styles.summary} aria-labelledby="vip-mine">
      <h2 id="vip-mine" className={styles.summaryTitle}>{t('vip_your_level')}</h2>
      <p className={styles.big} data-testid="vip-level">{member.name}</p>
      <p className={styles.meta}>{t('vip_turnover')}: <span className={styles.ltr}>{platformAmount(member.turnover)}</span></p>
      <VipProgress member={member} />
    </section>
  );
}
