import { useTranslation } from 'react-i18next';
import styles from './agent.module.css';

/** Rows a team report asks for at a time. */
export const PAGE_SIZE = 20;

/** Previous and next page of a team report; nothing when all its rows fit on one page. */
export function Pager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('agent');
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('team.pages')}>
      <button type="button" className={styles.secondary} disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('team.previous')}</button>
      <span>{t('team.page_of', { page, pages })}</span>
      <button type="button" className={styles.secondary} disabled={page >= pages} onClick={() => onPage(page + 1)}>{t('team.next')}</button>
    </nav>
  );
}
