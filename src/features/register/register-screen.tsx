import { useTranslation } from 'react-i18next';
import { NotAvailable } from '../../ui/not-available.tsx';

/** Not built yet: its issue is open (DECISIONS D23). */
export function RegisterScreen() {
  const { t } = useTranslation();
  return <NotAvailable title={t('not_available.title')} message={t('not_available.message')} />;
}
