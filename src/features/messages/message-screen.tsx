import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { getMerchant } from '../../config/merchant.ts';
import { badgeText, useBadge } from '../../state/badges-store.ts';
import { useEffectiveConfig } from '../../state/effective-config.ts';
import { useSession } from '../../state/session-store.ts';
import { NavEntry } from '../../ui/nav-entry.tsx';
import { openChat, refuseTrial } from '../account-gates/index.ts';
import styles from './message-screen.module.css';

/** Where the message centre's announcements and inbox entries lead a member (a guest goes to /m/login). */
export const MESSAGE_CENTRE_PATHS = { announcements: '/m/notice', inbox: '/m/webEmail' } as const;

/**
 * /m/message (SPEC 2.8, D9): Telegram, announcements, messages, live chat and affiliate service, each
 * unread badge from the one badges store; back goes to /m/home (the route table's back).
 */
export function MessageScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { whitelabel, links } = useEffectiveConfig();
  const cap = getMerchant().constants.limits.badgeCap;
  const signedIn = session !== undefined;
  // R2.8-7, R2.8-8: a badge only with a session, 99+ above the cap.
  const badge = (count: number): string | undefined => badgeText(count, signedIn, cap);
  const notice = useBadge('notice');
  const inbox = useBadge('inbox');
  const chat = useBadge('chat');
  const service = links.customerService[0];
  return (
    <ul className={styles.list} aria-label={t('messages.entries')}>
      {links.telegram !== undefined && (
        <li><NavEntry variant="drawer" icon="telegram" label={t('messages.telegram')} href={links.telegram} telegram /></li>
      )}
      <li><NavEntry variant="drawer" icon="bell" label={t('messages.announcements')} to={signedIn ? MESSAGE_CENTRE_PATHS.announcements : '/m/login'} badge={badge(notice)} /></li>
      <li>
        <NavEntry variant="drawer" icon="mail" label={t('messages.inbox')} to={signedIn ? MESSAGE_CENTRE_PATHS.inbox : '/m/login'} badge={badge(inbox)}
          onClick={(event) => {
            if (refuseTrial()) event.preventDefault();
          }} />
      </li>
      {whitelabel.CBS3 && (
        <li><NavEntry variant="drawer" icon="headset" label={t('messages.live_chat')} badge={badge(chat)} onClick={() => void openChat((to) => navigate(to))} /></li>
      )}
      {service !== undefined && (
        <li><NavEntry variant="drawer" icon="team" label={t('messages.affiliate')} href={service.url} /></li>
      )}
    </ul>
  );
}
