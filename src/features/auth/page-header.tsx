import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styles from './form.module.css';

/** The own page header of login, register and forget (D10): back arrow to /m/home and the title. */
export function PageHeader({ title }: { title: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <header className={styles.header}>
      <button type="button" className={styles.back} aria-label={t('back')} onClick={() => navigate('/m/home')}>
        <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" /></svg>
      </button>
      <h1 className={styles.headerTitle}>{title}</h1>
      <span />
    </header>
  );
}
