import { getMerchant } from '../../config/merchant.ts';
import { useThemeColours } from '../../state/ui-store.ts';
import { brandArtSrc } from '../../ui/brand-art.ts';
import styles from './header.module.css';

/** Below this width the guest header has no room for the wordmark beside Log in and Register. */
const NARROW = '(max-width: 359px)';
/** Drawn sizes (CSS px): a wordmark's height, a mark's side; both stay readable (issue 15 point 8). */
export const WORDMARK_HEIGHT = 24;
export const MARK_SIZE = 36;

/**
 * The home header's brand art: the wordmark where there is room (a guest's header on a phone of 360 px
 * and up), the square mark beside a member's balance and buttons or on narrower phones; the variant
 * drawn for the header's own background colour.
 */
export function HeaderLogo({ member }: { member: boolean }) {
  const merchant = getMerchant();
  const surface = useThemeColours().headerBackground;
  const { mark, wordmark } = merchant.theme.brand;
  const markSrc = brandArtSrc(mark, surface);
  if (member) return <img className={styles.brandArt} src={markSrc} alt={merchant.name} width={MARK_SIZE} height={MARK_SIZE} />;
  return (
    <picture>
      <source media={NARROW} srcSet={markSrc} width={MARK_SIZE} height={MARK_SIZE} />
      <img className={styles.brandArt} src={brandArtSrc(wordmark, surface)} alt={merchant.name} height={WORDMARK_HEIGHT} />
    </picture>
  );
}
