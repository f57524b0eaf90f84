// The item renderers the bars (footer, mid navigation, agent footer) may show; the drawer has its own too.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { setReferralOpen } from '../../state/ui-store.ts';
import { NavEntry } from '../../ui/nav-entry.tsx';
import { openChat, openMemberCenter } from '../account-gates/index.ts';
import { labelOf } from './label.ts';
import type { NavItemProps } from './types.ts';

/** Invite friends: opens the referral panel (SPEC 2.2, 2.3). */
export function ReferralItem({ item, variant, onDone }: NavItemProps) {
  const { t } = useTranslation();
  return <NavEntry variant={variant} icon={item.icon ?? 'invite'} label={labelOf(t, item, 'invite_friends')} onClick={() => { onDone?.(); setReferralOpen(true); }} />;
}

/** Member center by the rule of SPEC 4. */
export function MemberCenterItem({ item, variant, onDone }: NavItemProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = (): void => {
    onDone?.();
    void openMemberCenter(navigate);
  };
  return <NavEntry variant={variant} icon={item.icon ?? 'user'} label={labelOf(t, item, 'member_center')} onClick={open} />;
}

export function CustomerServiceItem({ item, variant, onDone }: NavItemProps) {
  const { t } = useTranslation();
  return <NavEntry variant={variant} icon={item.icon ?? 'headset'} label={labelOf(t, item, 'customer_service')} to="/m/customer" onClick={() => onDone?.()} />;
}

/** Online service of the agent grid (R2.13-7): always shown, opens live chat by the rule of SPEC 4. */
export function ChatItem({ item, variant, onDone }: NavItemProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = (): void => {
    onDone?.();
    void openChat((to) => navigate(to));
  };
  return <NavEntry variant={variant} icon={item.icon ?? 'headset'} label={labelOf(t, item, 'online_service')} onClick={open} />;
}
