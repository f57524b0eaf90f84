import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { backLabelAt, type PathFrame } from '../../config/routes.ts';
import { useUi } from '../../state/ui-store.ts';
import { Icon } from '../../ui/icon.tsx';
import styles from './header.module.css';

interface PageHeaderProps {
  frame: PathFrame;
  title: string;
  /** Where the top bar is hidden (R2.1-22): only the way back (or close) and the title, no back label or right control. */
  bare?: boolean;
}

/** The page header variant (SPEC 2.1): back arrow with the previous page's label, title, right control. */
export function PageHeader({ frame, title, bare = false }: PageHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { previousPath } = useUi();
  const { back, close, control, path } = frame;
  const goBack = (): void => {
    if (back.kind === 'path') navigate(back.to);
    else if (window.history.length > 1 && previousPath !== undefined) navigate(-1);
    else navigate('/m/home');
  };
  const backLabel = t(backLabelAt(back.kind === 'path' ? back.to : previousPath));
  return (
    <header className={styles.header}>
      <div className={styles.start}>
        {back.kind !== 'none' ? (
          <button type="button" className={`${styles.iconButton} ${styles.back}`} onClick={goBack} aria-label={t('back_to', { page: backLabel })}>
            <Icon name="back" mirrored />
            {!bare && <span className={styles.backLabel} aria-hidden="true">{backLabel}</span>}
          </button>
        ) : close !== undefined && (
          <Link className={styles.iconButton} to={close} aria-label={t('close')}>
            <Icon name="close" />
          </Link>
        )}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.end}>
        {bare ? null : control === 'category' ? (
          <Link className={styles.iconButton} to={`${path}?focus=search`} aria-label={t('search_games')}>
            <Icon name="search" />
          </Link>
        ) : (
          <Link className={styles.iconButton} to="/m/customer" aria-label={t('title.customer_service')}>
            <Icon name="headset" />
          </Link>
        )}
      </div>
    </header>
  );
}
