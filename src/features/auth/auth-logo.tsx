import { getMerchant } from '../../config/merchant.ts';
import { useThemeColours } from '../../state/ui-store.ts';
import { BrandImage } from '../../ui/brand-image.tsx';
import styles from './auth.module.css';

/** The wordmark above the login and register forms, drawn for the page's own background. */
export function AuthLogo() {
  const merchant = getMerchant();
  return <BrandImage className={styles.logo} art={merchant.theme.brand.wordmark} surface={useThemeColours().background} alt={merchant.name} height={40} />;
}
