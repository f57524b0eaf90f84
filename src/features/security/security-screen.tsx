import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { API_ERROR } from '../../api/endpoints.ts';
import type { SecurityOverview } from '../../api/security.ts';
import { TRIAL_TYPE } from '../../config/member-types.ts';
import { useSession } from '../../state/session-store.ts';
import { NotAvailable } from '../../ui/not-available.tsx';
import form from '../../ui/form/form.module.css';
import { BankCardForm } from './bank-card-form.tsx';
import { EmailForm } from './email-form.tsx';
import { FundsPasswordForm } from './funds-password-form.tsx';
import { PayeeForm } from './payee-form.tsx';
import { PhoneForm } from './phone-form.tsx';
import { QuestionsForm } from './questions-form.tsx';
import { itemOf, SECURITY_ITEMS, type SecurityItem, statusOf } from './security-items.ts';
import styles from './security.module.css';
import { failureText } from './use-secret-submit.ts';
import { useSecurityOverview } from './use-security-overview.ts';

/** /m/securityCenter (SPEC 1, 6, 7 security): guests to /m/login, trial accounts refused (free_reject). */
export function SecurityScreen() {
  const session = useSession();
  if (session === undefined) return <Navigate to="/m/login" replace />;
  if (session.type === TRIAL_TYPE) return <SecurityRefused />;
  return <SecurityCentre />;
}

/** The platform's free_reject text and the way to a real account (never a dead end, D25). */
function SecurityRefused() {
  const { t } = useTranslation('security');
  return (
    <div className={styles.page}>
      <NotAvailable title={t('title')} message={t('common:general.free_reject')} />
      <Link className={form.primary} to="/m/register">{t('common:member_center.register_now')}</Link>
    </div>
  );
}

function SecurityCentre() {
  const { t } = useTranslation('security');
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { state, reload, replace } = useSecurityOverview();
  const item = itemOf(params.get('item'));
  if (state.kind === 'failed') {
    if (state.error.code === API_ERROR.freeReject) return <SecurityRefused />;
    return (
      <div className={styles.page}>
        <p className={form.alert} role="alert">{failureText(t, state.error)}</p>
        <button type="button" className={form.secondary} onClick={reload}>{t('retry')}</button>
      </div>
    );
  }
  if (state.kind !== 'ready') return <p className={styles.state} role="status">{t('common:loading')}</p>;
  const { overview } = state;
  if (item !== undefined) {
    const saved = (next: SecurityOverview): void => {
      replace(next);
      // back to the list the entry was opened from, else replace the entry by the list
      if ((location.state as { fromList?: boolean } | null)?.fromList === true) void navigate(-1);
      else void navigate('/m/securityCenter', { replace: true });
    };
    const props = { overview, onSaved: saved };
    return (
      <section className={styles.page} aria-labelledby="security-item">
        <h2 id="security-item" className={styles.heading}>{t(`item.${item}`)}</h2>
        {item === 'funds' && <FundsPasswordForm {...props} />}
        {item === 'payee' && <PayeeForm {...props} />}
        {item === 'card' && <BankCardForm {...props} />}
        {item === 'phone' && <PhoneForm {...props} />}
        {item === 'email' && <EmailForm {...props} />}
        {item === 'questions' && <QuestionsForm {...props} />}
      </section>
    );
  }
  return (
    <div className={styles.page}>
      <ul className={styles.list} aria-label={t('title')}>
        {SECURITY_ITEMS.map((entry) => <Entry key={entry} item={entry} overview={overview} />)}
      </ul>
      <p className={form.note}>{t('never_stored')}</p>
    </div>
  );
}

function Entry({ item, overview }: { item: SecurityItem; overview: SecurityOverview }) {
  const { t } = useTranslation('security');
  const status = statusOf(item, overview);
  const to = item === 'login' ? '/m/changePsw' : `/m/securityCenter?item=${item}`;
  return (
    <li>
      <Link className={styles.entry} to={to} state={{ fromList: true }}>
        <span className={styles.entryText}>
          <span className={styles.entryLabel}>{t(`item.${item}`)}</span>
          <span className={status.done ? styles.statusDone : styles.statusTodo} dir="auto">{t(status.key, status.values ?? {})}</span>
        </span>
        <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
      </Link>
    </li>
  );
}
