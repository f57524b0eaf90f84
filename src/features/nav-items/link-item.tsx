import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { getMerchant } from '../../config/merchant.ts';
import { FULL_LOAD_PATHS, isHomePath } from '../../config/routes.ts';
import { badgeText, useBadge } from '../../state/badges-store.ts';
import { useSession } from '../../state/session-store.ts';
import { NavEntry } from '../../ui/nav-entry.tsx';
import { requireRealAccount } from '../account-gates/index.ts';
import { gateFor } from './gates.ts';
import type { NavItemProps } from './types.ts';

/** Whether the current location is this item's target (footer highlight, SPEC 2.3). */
export function isActivePath(pathname: string, to: string): boolean {
  const target = to.split('?')[0] ?? to;
  return target === pathname || (target === '/m/home' && isHomePath(pathname));
}

/** A config link to an in-app path, with its badge, active state and free-account gate. */
export function LinkItem({ item, variant, onDone }: NavItemProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const count = useBadge(item.badge);
  const to = item.to ?? '/m/home';
  const onClick = (event: MouseEvent<HTMLElement>): void => {
    const gate = gateFor(to, session?.type);
    if (gate.kind === 'login') {
      event.preventDefault();
      navigate('/m/login');
    } else if (gate.kind === 'reject') {
      event.preventDefault();
      requireRealAccount(() => undefined);
    }
    onDone?.();
  };
  return (
    <NavEntry
      variant={variant}
      icon={item.icon ?? 'chevron'}
      label={t(`nav.${item.label ?? item.id ?? item.type}`)}
      to={to}
      active={variant !== 'drawer' && isActivePath(pathname, to)}
      badge={badgeText(count, session !== undefined, getMerchant().constants.limits.badgeCap)}
      reloadDocument={FULL_LOAD_PATHS.includes(to)}
      onClick={onClick}
    />
  );
}
