import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Promotion } from '../../api/promotion.ts';
import { shownPicture, useSystemStatus } from '../../state/system-store.ts';
import { ExternalLink } from '../../ui/external-link.tsx';
import { PlatformText } from '../../ui/platform-text.tsx';
import { SanitisedHtml } from '../../ui/sanitised-html.tsx';
import { goTarget, headerImage, promotionPeriod, VIP_CATEGORY } from './promotion-facts.ts';
import { PromotionJoin } from './promotion-join.tsx';
import styles from './promotions.module.css';

const NO_HOSTS: readonly string[] = [];

interface PromotionItemProps {
  promotion: Promotion;
  open: boolean;
  onToggle: () => void;
  itemRef: (element: HTMLLIElement | null) => void;
}

/**
 * One promotion of the accordion (R2.9-2): its header picture, title and period toggle its sanitised terms
 * and go button (and, for a promotion signed up for first, its Join button: R7-32); the picture of a player_rank_rules promotion opens the VIP page by a full page load (R2.9-5, D14).
 */
export function PromotionItem({ promotion, open, onToggle, itemRef }: PromotionItemProps) {
  const { t } = useTranslation();
  const imageHosts = useSystemStatus()?.info.imageCDNs ?? NO_HOSTS;
  const id = useId();
  const src = shownPicture(headerImage(promotion));
  const picture = src !== ''
    ? <img className={styles.picture} src={src} alt="" width={750} height={280} loading="lazy" /> : null;
  const vip = promotion.category === VIP_CATEGORY;
  return (
    <li ref={itemRef} className={styles.item}>
      {vip && picture !== null && <a className={styles.pictureLink} href="/vip.html" aria-label={t('promotions.vip_page', { title: promotion.title })}>{picture}</a>}
      <h2 className={styles.heading}>
        <button type="button" id={`${id}-toggle`} className={styles.toggle} aria-expanded={open} aria-controls={`${id}-terms`} onClick={onToggle}>
          {!vip && picture}
          <span className={styles.summary}>
            <PlatformText text={promotion.title} className={styles.title} />
            <span className={styles.period}>{promotionPeriod(promotion, t('promotions.long_term'))}</span>
          </span>
          <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true"><path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
        </button>
      </h2>
      <div id={`${id}-terms`} role="region" aria-labelledby={`${id}-toggle`} className={styles.terms} hidden={!open}>
        {open && <SanitisedHtml html={promotion.content} imageHosts={imageHosts} />}
        {open && <PromotionJoin promotion={promotion} />}
        {open && <GoButton promotion={promotion} />}
      </div>
    </li>
  );
}

function GoButton({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const target = goTarget(promotion);
  if (target === undefined) return null;
  if (target.kind === 'apply') return <Link className={styles.go} to={target.path}>{t('promotions.apply')}</Link>;
  if (target.kind === 'url') return <ExternalLink className={styles.go} href={target.url}>{t('promotions.go')}</ExternalLink>;
  return target.fullLoad ? <a className={styles.go} href={target.path}>{t('promotions.go')}</a> : <Link className={styles.go} to={target.path}>{t('promotions.go')}</Link>;
}
