import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ExternalLink } from './external-link.tsx';
import { Icon } from './icon.tsx';
import styles from './nav-entry.module.css';

export type NavVariant = 'drawer' | 'footer' | 'midNav' | 'agentFooter' | 'agentGrid';

interface NavEntryProps {
  variant: NavVariant;
  icon: string;
  label: string;
  /** In-app path; otherwise the entry is a button calling onClick (or an external link with href). */
  to?: string | undefined;
  /** External URL, through the one URL check: a refused one renders no entry. */
  href?: string | undefined;
  /** The href may be a tg:// link. */
  telegram?: boolean;
  onClick?: ((event: MouseEvent<HTMLElement>) => void) | undefined;
  active?: boolean;
  badge?: string | undefined;
  trailing?: ReactNode;
  /** Full page load instead of in-app navigation (/vip.html, R2.1-18). */
  reloadDocument?: boolean;
  /** For a button that opens a list: whether it is open, and the list's id. */
  expanded?: boolean;
  controls?: string;
}

/** One entry of the drawer, footer bar, mid navigation or agent grid: a link or a button with icon, label and badge. */
export function NavEntry({ variant, icon, label, to, href, telegram = false, onClick, active = false, badge, trailing, reloadDocument = false, expanded, controls }: NavEntryProps) {
  const className = `${styles.entry} ${styles[variant] ?? ''} ${active ? styles.active : ''}`;
  const content = (
    <>
      <span className={styles.iconWrap}>
        <Icon name={icon} size={variant === 'drawer' ? 20 : 22} />
        {badge !== undefined && <span className={styles.badge} aria-label={badge}>{badge}</span>}
      </span>
      <span className={styles.label}>{label}</span>
      {trailing}
    </>
  );
  if (to !== undefined) {
    return (
      <Link className={className} to={to} onClick={onClick} aria-current={active ? 'page' : undefined} reloadDocument={reloadDocument}>
        {content}
      </Link>
    );
  }
  if (href !== undefined) {
    return (
      <ExternalLink className={className} href={href} telegram={telegram} onClick={onClick}>
        {content}
      </ExternalLink>
    );
  }
  return (
    <button type="button" className={className} onClick={onClick} aria-expanded={expanded} aria-controls={expanded === true ? controls : undefined}>
      {content}
    </button>
  );
}
