import { type ReactNode, useState } from 'react';
import styles from './game-tile.module.css';

export interface GameTileProps {
  /** gameName, falling back to nodeName (the caller picks, R2.3-29). */
  name: string;
  image: string;
  vendorName?: string | undefined;
  /** Jackpot amount already formatted with the currency symbol. */
  jackpot?: ReactNode;
  /** Undefined hides the star. */
  favourite?: boolean | undefined;
  favouriteLabel?: string;
  onToggleFavourite?: () => void;
  onLaunch: () => void;
  /** Image size in px (fixed, so nothing shifts while images load). */
  size?: number;
  /** Above-the-fold tiles load eagerly. */
  eager?: boolean;
}

/** A game tile (SPEC 2.3): image with fallback, optional star, jackpot and vendor name, the game name; a tap launches. */
export function GameTile({ name, image, vendorName, jackpot, favourite, favouriteLabel, onToggleFavourite, onLaunch, size = 112, eager = false }: GameTileProps) {
  // The picture that failed, not a flag: a recycled tile (virtual-grid) showing another game tries its picture.
  const [failedImage, setFailedImage] = useState<string | undefined>(undefined);
  const showImage = image !== '' && failedImage !== image;
  return (
    <div className={styles.tile} data-testid="game-tile">
      <button type="button" className={styles.launch} onClick={onLaunch}>
        <span className={styles.media}>
          {showImage ? (
            <img
              key={image}
              className={styles.image}
              src={image}
              alt=""
              width={size}
              height={size}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              onError={() => setFailedImage(image)}
            />
          ) : (
            <span className={styles.fallback} data-testid="game-tile-fallback" aria-hidden="true">{name.slice(0, 1)}</span>
          )}
          {jackpot !== undefined && <span className={styles.jackpot}>{jackpot}</span>}
        </span>
        <span className={styles.name}>{name}</span>
        {vendorName !== undefined && vendorName !== '' && <span className={styles.vendor}>{vendorName}</span>}
      </button>
      {favourite !== undefined && onToggleFavourite !== undefined && (
        <button type="button" className={styles.star} aria-pressed={favourite} aria-label={favouriteLabel} onClick={onToggleFavourite} data-on={favourite ? '' : undefined}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
          </svg>
        </button>
      )}
    </div>
  );
}
