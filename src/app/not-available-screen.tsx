import { useTranslation } from 'react-i18next';
import { NotAvailable } from '../ui/not-available.tsx';

/** Routes whose content no issue has built yet (DECISIONS D23). */
export function NotAvailableScreen() {
  const { t } = useTranslation();
  return <NotAvailable title={t('not_available.title')} message={t('not_available.message')} />;
}
