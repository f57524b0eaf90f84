import { getMerchant } from '../../config/merchant.ts';
import { useThemeColours } from '../../state/ui-store.ts';
import { brandArtSrc } from '../../ui/brand-art.ts';
import styles from './header.module.css';

/**
 * Drawn sizes (CSS px), both readable: a wordmark's height, a mark's side. The
 * wordmark is at most WORDMARK_MAX_ASPECT (scripts/lib/brand-assets.ts) times as wide as tall, so it
 * needs 22 x 6.5 = 143 px: header.module.css shows it when the logo's box has that room.
 */
export const WORDMARK_HEIGHT = 22;
export const MARK_SIZE = 36;

/**
 * The home header's brand art: for a guest the wordmark where the header has room for it beside the
 * buttons (a container query), else the square mark; for a member, whose header holds the balance and
 * Deposit, the mark. The variant is the one drawn for the header's own background colour.
 */
export function HeaderLogo({ member }: { member: boolean }) {
  const merchant = getMerchant();
  const surface = useThemeColours().headerBackground;
  const { mark, wordmark } = merchant.theme.brand;
  const markImage = <img className={styles.mark} src={brandArtSrc(mark, surface)} alt={merchant.name} width={MARK_SIZE} height={MARK_SIZE} />;
  if (member) return markImage;
  return (
    <>
      <img className={styles.wordmark} src={brandArtSrc(wordmark, surface)} alt={merchant.name} height={WORDMARK_HEIGHT} />
      {markImage}
    </>
  );
}
