/**
 * Banner carousel (SPEC 2.3, R9-9): shown when banners exist; loops with a 1000 ms transition and autoplays every 5000 ms, not with one banner.
 * A pause/play control whenever it can move (WCAG 2.2.2), and under prefers-reduced-motion no autoplay and no sliding
 * until the player presses play. The dots and the pause/play control sit in a row under the picture, so no control
 * covers the artwork (its own "PLAY NOW", a headline in either direction).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Announcement } from '../../api/announcements.ts';
import { getMerchant } from '../../config/merchant.ts';
import { safeUrl } from '../../config/safe-url.ts';
import { shownPicture } from '../../state/system-store.ts';
import { openExternal } from '../../ui/external-link.tsx';
import { Icon } from '../../ui/icon.tsx';
import { useReducedMotion } from '../../ui/reduced-motion.ts';
import { useLoadedHomeAnnouncements } from './loaded-announcements.ts';
import styles from './home.module.css';

export function BannerCarousel() {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const { banners, status } = useLoadedHomeAnnouncements();
  const { bannerTransitionMs, bannerAutoplayMs } = getMerchant().constants.timings;
  const count = banners.length;
  // Index `count` is a copy of the first slide: the track slides onto it, then jumps back to 0 (loop).
  const [index, setIndex] = useState(0);
  const [animate, setAnimate] = useState(true);
  const reduced = useReducedMotion();
  // The player's choice wins; until they choose, the system's motion setting decides.
  const [playChoice, setPlayChoice] = useState<boolean | undefined>(undefined);
  const playing = playChoice ?? !reduced;
  useEffect(() => {
    if (count <= 1 || !playing) return;
    const timer = setInterval(() => {
      setAnimate(true);
      setIndex((i) => (i >= count ? 1 : i + 1));
    }, bannerAutoplayMs);
    return () => clearInterval(timer);
  }, [count, bannerAutoplayMs, playing]);
  // While the banners load, their box is kept, so nothing below moves when they come (layout shift).
  // The box kept holds the controls' row too: most brands show several banners.
  if (count === 0) return status === 'idle' || status === 'loading' ? <div className={styles.banner} aria-hidden="true"><div className={styles.bannerFrame} /><div className={styles.bannerControls} /></div> : null;
  const slides = count > 1 ? [...banners, banners[0]!] : banners;
  const open = (b: Announcement): void => {
    const { type, target } = b.action;
    const path = type === 'route' ? safeUrl(target, ['path']) : undefined;
    if (type === 'url') openExternal(target);
    else if (path !== undefined) navigate(path);
    else if (type === 'promotion') navigate(`/m/activity?id=${encodeURIComponent(target)}`);
  };
  const shown = index % count;
  return (
    <section className={styles.banner} aria-label={t('banners')} aria-roledescription="carousel">
      <div className={styles.bannerFrame}>
        <div
          className={styles.bannerTrack}
          data-testid="banner-track"
          style={{ transform: `translateX(calc(var(--dir-sign, 1) * ${-index * 100}%))`, transition: animate && !reduced ? `transform ${bannerTransitionMs}ms ease` : 'none' }}
          onTransitionEnd={() => {
            if (index >= count) {
              setAnimate(false);
              setIndex(0);
            }
          }}
        >
          {slides.map((b, i) => (
            <button key={`${b.id}-${i}`} type="button" className={styles.bannerSlide} onClick={() => open(b)} aria-hidden={i % count !== shown || i === count}
              tabIndex={i % count === shown && i !== count ? 0 : -1} aria-label={b.title}>
              <img src={shownPicture(b.url) || undefined} alt="" width={390} height={160} loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : 'auto'} />
            </button>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className={styles.bannerControls}>
          <div className={styles.dots}>
            {banners.map((b, i) => (
              <button key={b.id} type="button" className={styles.dot} aria-current={i === shown} aria-label={t('banner_n', { n: i + 1, count })}
                onClick={() => {
                  setAnimate(true);
                  setIndex(i);
                }} />
            ))}
          </div>
          <button type="button" className={styles.bannerPlay} aria-label={t(playing ? 'banner_pause' : 'banner_play')} onClick={() => setPlayChoice(!playing)}>
            <Icon name={playing ? 'pause' : 'play'} size={18} />
          </button>
        </div>
      )}
    </section>
  );
}
