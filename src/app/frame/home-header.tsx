import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { requireDeposit } from '../../features/account-gates/index.ts';
import { getMerchant } from '../../config/merchant.ts';
import { isHomePath } from '../../config/routes.ts';
import { formatAmount } from '../../i18n/format.ts';
import { useConditionContext } from '../../render/condition-context.ts';
import { isInApp, isStandalone } from '../../state/device.ts';
import { useSession } from '../../state/session-store.ts';
import { setDownloadOpen, setDrawerOpen } from '../../state/ui-store.ts';
import { refreshWallet, toggleBalanceHidden, useWallet } from '../../state/wallet-store.ts';
import { Icon } from '../../ui/icon.tsx';
import { HeaderLogo } from './header-logo.tsx';
import styles from './header.module.css';

interface HomeHeaderProps {
  pathname: string;
  /** The screen's title: the page's one h1, read by assistive technology; the logo says it to the eye. */
  title: string;
}

/** The home header variant (SPEC 2.3): menu, logo, balance and deposit for members, login/register for guests. */
export function HomeHeader({ pathname, title }: HomeHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const merchant = getMerchant();
  const session = useSession();
  const ctx = useConditionContext();
  const showDownload = isHomePath(pathname) && !isInApp() && !isStandalone() && merchant.features.appWindow && ctx.links.has('download');
  const deposit = (): void => {
    requireDeposit(() => navigate('/m/voucherCenter'));
  };
  return (
    <header className={styles.home}>
      <h1 className={styles.visuallyHidden}>{title}</h1>
      <button type="button" className={styles.iconButton} onClick={() => setDrawerOpen(true)} aria-label={t('menu')} aria-haspopup="dialog">
        <Icon name="menu" />
      </button>
      <Link to="/m/home" className={styles.logoLink} aria-label={t('go_home', { name: merchant.name })}>
        <HeaderLogo member={session !== undefined} />
      </Link>
      <div className={styles.actions}>
        {showDownload && (
          <button type="button" className={styles.iconButton} onClick={() => setDownloadOpen(true)} aria-label={t('download_app')}>
            <Icon name="download" />
          </button>
        )}
        {session === undefined ? (
          <>
            <Link className={styles.pill} to="/m/login">{t('login')}</Link>
            <Link className={`${styles.pill} ${styles.pillPrimary}`} to="/m/register">{t('register')}</Link>
          </>
        ) : (
          <>
            <Balance />
            <button type="button" className={`${styles.pill} ${styles.pillPrimary}`} onClick={deposit}>{t('deposit')}</button>
          </>
        )}
      </div>
    </header>
  );
}

function Balance() {
  const { t, i18n } = useTranslation();
  const wallet = useWallet();
  useEffect(() => {
    void refreshWallet();
  }, []);
  const masked = wallet.hidden || wallet.refreshing || wallet.sumBalanceMinor === undefined;
  const text = masked ? '*'.repeat(6) : formatAmount(wallet.sumBalanceMinor ?? 0n, i18n.language, wallet.currencySymbol);
  return (
    <span className={styles.balance}>
      {/* Named by what it does and what it shows, so the shown balance is part of its name (axe label-content-name-mismatch). */}
      <button type="button" className={styles.balanceAmount} onClick={() => void refreshWallet()} aria-busy={wallet.refreshing}>
        <span className={styles.visuallyHidden}>{t('refresh_balance')}</span>{' '}
        <span data-testid="balance">{text}</span>
      </button>
      <button type="button" className={styles.balanceButton} onClick={toggleBalanceHidden} aria-label={wallet.hidden ? t('show_balance') : t('hide_balance')} aria-pressed={wallet.hidden}>
        <Icon name={wallet.hidden ? 'eye-off' : 'eye'} size={16} />
      </button>
    </span>
  );
}
