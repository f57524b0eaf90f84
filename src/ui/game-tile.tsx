import { type ReactNode, useEffect, useState } from 'react';
import styles from './game-tile.module.css';
import { PlatformText } from './platform-text.tsx';

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
  /** Shown on a game with free play (SPEC 3 Game): its visible text and the button's name. */
  freePlay?: { text: string; label: string; onPlay: () => void } | undefined;
  /** Above-the-fold tiles fetch their pictures first. */
  eager?: boolean;
}

/** A CSS url() for any picture address (quotes, backslashes and line breaks would end it early). */
export function cssUrl(address: string): string {
  return `url("${address.replace(/["\\\n\r]/g, (c) => encodeURIComponent(c))}")`;
}

/**
 * The picture that failed to load, if it is this one. The tile paints its picture as a CSS background, not
 * an <img>: Chromium's collector pays far more for every dropped <img> than for a dropped background
 * (npm run bench:picture-gc), and that pause was the longest task while scrolling 3,000 games. A detached
 * probe, which is as cheap, reports a failure; it also starts the fetch, first for above-the-fold tiles.
 */
function usePictureFailed(image: string, eager: boolean): boolean {
  const [failedImage, setFailedImage] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (image === '') return undefined;
    const probe = new Image();
    probe.fetchPriority = eager ? 'high' : 'auto';
    probe.onerror = () => setFailedImage(image);
    probe.src = image;
    return () => {
      probe.onerror = null;
    };
  }, [image, eager]);
  // The picture that failed, not a flag: a recycled tile (virtual-grid) showing another game tries its picture.
  return image === '' || failedImage === image;
}

/** A game tile (SPEC 2.3): image with fallback, optional star, jackpot and vendor name, the game name; a tap launches. */
export function GameTile({ name, image, vendorName, jackpot, favourite, favouriteLabel, onToggleFavourite, onLaunch, freePlay, eager = false }: GameTileProps) {
  const failed = usePictureFailed(image, eager);
  return (
    <div className={styles.tile} data-testid="game-tile">
      <button type="button" className={styles.launch} onClick={onLaunch}>
        <span className={styles.media}>
          {failed ? (
            <span className={styles.fallback} data-testid="game-tile-fallback" aria-hidden="true">{name.slice(0, 1)}</span>
          ) : (
            <span className={styles.image} style={{ backgroundImage: cssUrl(image) }} data-testid="game-tile-picture" aria-hidden="true" />
          )}
          {jackpot !== undefined && <span className={styles.jackpot}>{jackpot}</span>}
        </span>
        <PlatformText text={name} className={styles.name} />
        {vendorName !== undefined && vendorName !== '' && <PlatformText text={vendorName} className={styles.vendor} />}
      </button>
      {freePlay !== undefined && (
        <button type="button" className={styles.free} aria-label={freePlay.label} onClick={freePlay.onPlay}>
          <span className={styles.freePill}>{freePlay.text}</span>
        </button>
      )}
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
