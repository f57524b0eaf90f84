// Drawer-only item renderers (SPEC 2.2): loaded with the drawer, not with the first page.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isIOS, isSafari } from '../../state/device.ts';
import { confirmDialog } from '../../state/dialog-store.ts';
import { useEffectiveConfig } from '../../state/effective-config.ts';
import { logout, useSession } from '../../state/session-store.ts';
import { setDownloadOpen } from '../../state/ui-store.ts';
import { resetWalletStore } from '../../state/wallet-store.ts';
import { NavEntry } from '../../ui/nav-entry.tsx';
import { labelOf, type NavItemProps } from '../nav-items/index.ts';

/** The guest's account entry: Log in and Register (the drawer puts it first, render/drawer-order.ts). */
export function SignInItem({ item, variant, onDone }: NavItemProps) {
  const { t } = useTranslation();
  return (
    <>
      <NavEntry variant={variant} icon={item.icon ?? 'login'} label={item.label === undefined ? t('login') : labelOf(t, item, 'login')} to="/m/login" onClick={() => onDone?.()} />
      <NavEntry variant={variant} icon="user-plus" label={t('register')} to="/m/register" onClick={() => onDone?.()} />
    </>
  );
}

/** Download app: the download popup; on iOS outside Safari an alert instead (SPEC 2.2). */
export function DownloadItem({ item, variant, onDone }: NavItemProps) {
  const { t } = useTranslation();
  const open = (): void => {
    onDone?.();
    if (isIOS() && !isSafari()) void confirmDialog({ message: t('safari_required'), confirmLabel: t('ok') });
    else setDownloadOpen(true);
  };
  return <NavEntry variant={variant} icon={item.icon ?? 'download'} label={labelOf(t, item, 'download_app')} onClick={open} />;
}

/** Telegram: the effective link (the platform's TELEGRAM resource, else the configured one); none, no entry. */
export function TelegramItem({ item, variant, onDone }: NavItemProps) {
  const { t } = useTranslation();
  const href = useEffectiveConfig().links.telegram;
  if (href === undefined) return null;
  return <NavEntry variant={variant} icon={item.icon ?? 'telegram'} label={labelOf(t, item, 'telegram')} href={href} telegram onClick={() => onDone?.()} />;
}

/** Sign out (SPEC 2.2): confirm, logout, autoLogin=0, /m/home. */
export function SignOutItem({ item, variant, onDone }: NavItemProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (useSession() === undefined) return null;
  const signOut = async (): Promise<void> => {
    onDone?.();
    if (!(await confirmDialog({ title: t('logout'), message: t('logout_confirm'), confirmLabel: t('confirm'), cancelLabel: t('cancel'), destructive: true }))) return;
    await logout();
    resetWalletStore();
    navigate('/m/home');
  };
  return <NavEntry variant={variant} icon={item.icon ?? 'logout'} label={item.label === undefined ? t('logout') : labelOf(t, item, 'logout')} onClick={() => void signOut()} />;
}
