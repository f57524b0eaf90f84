import { useTranslation } from 'react-i18next';
import type { Vendor } from '../../api/games.ts';
import styles from './games.module.css';
import { PlatformText } from '../../ui/platform-text.tsx';
import { VendorIcon } from './vendor-icon.tsx';

interface VendorMenuProps {
  vendors: readonly Vendor[];
  selected: string;
  onSelect: (vassalage: string) => void;
  /** Offer "all providers" (the empty vendor) first. */
  allowAll?: boolean;
}

/** Vendor icons in a horizontal row; the chosen one is pressed. */
export function VendorMenu({ vendors, selected, onSelect, allowAll = false }: VendorMenuProps) {
  const { t } = useTranslation('lobby');
  return (
    <div className={styles.vendors} role="group" aria-label={t('vendors')}>
      {allowAll && (
        <button type="button" className={styles.vendor} aria-pressed={selected === ''} onClick={() => onSelect('')}>
          <span>{t('all_vendors')}</span>
        </button>
      )}
      {vendors.map((v) => (
        <button key={v.vassalage} type="button" className={styles.vendor} aria-pressed={selected === v.vassalage} onClick={() => onSelect(v.vassalage)}>
          <VendorIcon url={v.smallIconUrl || v.iconUrl} />
          <PlatformText text={v.displayName} />
        </button>
      ))}
    </div>
  );
}
