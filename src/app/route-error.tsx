import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router-dom';
import { NotAvailable } from '../ui/not-available.tsx';

/** Shown instead of a crashed route: the error is logged, the user gets a way home (SPEC 8). */
export function RouteError() {
  const { t } = useTranslation();
  console.error('route failed', useRouteError());
  return (
    <>
      <NotAvailable title={t('load_failed')} message={t('not_available.message')} />
      <p style={{ textAlign: 'center' }}>
        <Link to="/m/home" reloadDocument>{t('title.home')}</Link>
      </p>
    </>
  );
}
