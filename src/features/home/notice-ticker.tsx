/**
 * Notice ticker (SPEC 2.3, R4-68): the player notices' titles scroll by at 30 frames per second; a tap opens the notices.
 * Under prefers-reduced-motion it stands still, the titles cut with an ellipsis.
 */
import { Fragment, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getMerchant } from '../../config/merchant.ts';
import { PlatformText } from '../../ui/platform-text.tsx';
import { useReducedMotion } from '../../ui/reduced-motion.ts';
import { useLoadedHomeAnnouncements } from './loaded-announcements.ts';
import styles from './home.module.css';

const PX_PER_SECOND = 40;
/** Display frames arrive a little early or late: without slack, a 60 Hz display's frame pair of 32.9 ms would be skipped and the ticker would run at 20 fps. */
const FRAME_SLACK_MS = 4;

export function NoticeTicker() {
  const { t } = useTranslation('lobby');
  const { notices, status } = useLoadedHomeAnnouncements();
  const textRef = useRef<HTMLSpanElement>(null);
  const fps = getMerchant().constants.timings.tickerFps;
  const still = useReducedMotion();
  useEffect(() => {
    const text = textRef.current;
    if (text === null || notices.length === 0 || still) return;
    const frame = 1000 / fps;
    const rtl = document.documentElement.dir === 'rtl';
    let offset = 0;
    let last = performance.now();
    // Sizes are read once per pass, not every frame: a read each frame forces layout while the page works.
    let width = -1;
    let box = 0;
    let raf = requestAnimationFrame(function tick(now) {
      raf = requestAnimationFrame(tick);
      if (now - last < frame - FRAME_SLACK_MS) return; // 30 fps, not the display's rate
      offset += (PX_PER_SECOND * (now - last)) / 1000;
      last = now;
      if (width < 0) {
        width = text.scrollWidth;
        box = text.parentElement?.clientWidth ?? 0;
      }
      if (offset > width + box) {
        offset = 0;
        width = -1;
      }
      text.style.transform = `translateX(${(rtl ? -1 : 1) * (box - offset)}px)`;
    });
    return () => {
      cancelAnimationFrame(raf);
      text.style.transform = '';
    };
  }, [notices.length, fps, still]);
  if (notices.length === 0) return status === 'idle' || status === 'loading' ? <div className={styles.ticker} aria-hidden="true" /> : null;
  return (
    <section className={styles.ticker} aria-label={t('notices')}>
      <svg className={styles.tickerIcon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M3 10v4h4l5 4V6L7 10H3zm13.5 2a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4z" fill="currentColor" />
      </svg>
      <Link to="/m/notice" className={styles.tickerWindow} data-still={still ? '' : undefined}>
        <span ref={textRef} className={styles.tickerText}>
          {notices.map((n, i) => <Fragment key={n.id}>{i > 0 && '　•　'}<PlatformText text={n.title} /></Fragment>)}
        </span>
      </Link>
    </section>
  );
}
