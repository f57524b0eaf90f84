import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { backLabelAt, frameAt } from '../../config/routes.ts';
import { useUi } from '../../state/ui-store.ts';
import { Icon } from '../../ui/icon.tsx';
import styles from './header.module.css';

interface PageHeaderProps {
  pathname: string;
}

/** The page header variant (SPEC 2.1): back arrow with the previous page's label, title, right control. */
export function PageHeader({ pathname }: PageHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { previousPath } = useUi();
  const { back, title: titleKey, control, path } = frameAt(pathname);
  const goBack = (): void => {
    if (back.kind === 'path') navigate(back.to);
    else if (window.history.length > 1 && previousPath !== undefined) navigate(-1);
    else navigate('/m/home');
  };
  return (
    <header className={styles.header}>
      <div className={styles.start}>
        {back.kind !== 'none' && (
          <button type="button" className={styles.iconButton} onClick={goBack} aria-label={t('back_to', { page: t(backLabelAt(back.kind === 'path' ? back.to : previousPath)) })}>
            <Icon name="back" mirrored />
            <span className={styles.backLabel} aria-hidden="true">{t(backLabelAt(back.kind === 'path' ? back.to : previousPath))}</span>
          </button>
        )}
      </div>
      <h1 className={styles.title}>{titleKey === undefined ? '' : t(titleKey)}</h1>
      <div className={styles.end}>
        {control === 'category' ? (
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
