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

export function NoticeTicker() {
  const { t } = useTranslation('lobby');
  const { notices, status } = useLoadedHomeAnnouncements();
  const textRef = useRef<HTMLSpanElement>(null);
  const fps = getMerchant().constants.timings.tickerFps;
  // A browser without the Web Animations API shows the line still, as under reduced motion.
  const still = useReducedMotion() || !('animate' in HTMLElement.prototype);
  useEffect(() => {
    const text = textRef.current;
    if (text === null || notices.length === 0 || still) return;
    return scrollLine(text, fps);
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

/**
 * Each pass moves the line in from the window's far edge until its last word has left, in `fps` steps a second,
 * and the next begins. The browser's compositor plays it: a script frame loop would wake the page 60 times a
 * second for 30 moves. An endless animation, as the line is endless: a new one starts only when the titles or
 * the window change size.
 */
function scrollLine(text: HTMLElement, fps: number): () => void {
  const sign = document.documentElement.dir === 'rtl' ? -1 : 1;
  let pass: Animation | undefined;
  let measured = '';
  const start = () => {
    const width = text.scrollWidth;
    const box = text.parentElement?.clientWidth ?? 0;
    if (`${width} ${box}` === measured) return;
    measured = `${width} ${box}`;
    pass?.cancel();
    const seconds = (width + box) / PX_PER_SECOND;
    pass = text.animate(
      [{ transform: `translateX(${sign * box}px)` }, { transform: `translateX(${-sign * width}px)` }],
      { duration: seconds * 1000, easing: `steps(${Math.max(1, Math.round(seconds * fps))})`, iterations: Infinity },
    );
  };
  start();
  const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(start);
  resized?.observe(text);
  if (text.parentElement !== null) resized?.observe(text.parentElement);
  return () => {
    resized?.disconnect();
    pass?.cancel();
  };
}
