/**
 * The member's progress to the next VIP level: one component for the VIP page and the
 * member centre, from the platform's VIP call. The percentage is the platform's whole number 0-100 and the
 * amount its decimal string, grouped as text: no binary floating point on the way.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fetchVip, type Vip } from '../../api/rewards.ts';
import { useFormat } from '../../i18n/use-format.ts';
import styles from './rewards.module.css';
import { usePlatformLoad } from '../../ui/use-platform-load.ts';

export type VipMember = NonNullable<Vip['member']>;

/** The progressbar to the next level and what is still needed, or the top-level note. */
export function VipProgress({ member }: { member: VipMember }) {
  const { t } = useTranslation('rewards');
  const { platformAmount } = useFormat();
  if (member.nextLevel === null) return <p className={styles.meta}>{t('vip_top')}</p>;
  const next = `VIP ${member.nextLevel}`;
  return (
    <>
      <div
        className={styles.progress} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={member.progressPercent}
        aria-label={t('vip_progress', { level: next })}
      >
        <span style={{ inlineSize: `${member.progressPercent}%` }} />
      </div>
      {/* a no-break space keeps "VIP 4" on one line where the sentence wraps (seen in Arabic at 390 px) */}
      <p className={styles.meta}>{t('vip_to_next', { amount: platformAmount(member.turnoverToNext), level: next.replace(' ', '\u00a0') })}</p>
    </>
  );
}

/** The member centre's VIP level and progress, asked of the platform's VIP call, with a retry. */
export function MemberVipProgress() {
  const { t } = useTranslation('rewards');
  const { load, retry } = usePlatformLoad((signal) => fetchVip({ quiet: true, signal }), 'member');
  if (load.kind === 'loading') return <p className={styles.meta} role="status">{t('loading', { ns: 'common' })}</p>;
  if (load.kind === 'failed') {
    return (
      <p className={styles.meta} role="alert">
        {t('vip_failed')} <button type="button" className={styles.textButton} onClick={retry}>{t('retry', { ns: 'common' })}</button>
      </p>
    );
  }
  const { member } = load.value;
  if (member === null) return null;
  return (
    <section className={styles.memberLevel} aria-labelledby="member-vip-level">
      <div className={styles.memberLevelTitle}>
        <h3 id="member-vip-level" className={styles.memberLevelHeading}>{t('vip_your_level')}</h3>
        <Link className={styles.memberLevelLink} to="/m/member/benefits">{member.name}</Link>
      </div>
      <VipProgress member={member} />
    </section>
  );
}
