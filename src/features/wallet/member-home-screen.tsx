/**
 * Member centre /m/member/home (SPEC 4 Template, 6): the base or new template by the effective
 * mobileTemplate.mem_cen (R4-48), the member's head icon (SPEC 7 Member), name and VIP label from the platform's member info, the VIP level
 * and the progress to the next one from the platform's VIP call, the main and vendor wallet balances, and the way to every wallet, reward and account page.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { vipLabelOf } from '../../config/member-types.ts';
import { pathOf, type ScreenName } from '../../config/routes.ts';
import { useEffectiveConfig } from '../../state/effective-config.ts';
import { refreshMemberInfo, useMemberInfo } from '../../state/member-store.ts';
import { useSession } from '../../state/session-store.ts';
import { refreshBalances, useBalances } from '../../state/wallet-store.ts';
import { Icon } from '../../ui/icon.tsx';
import { PlatformText } from '../../ui/platform-text.tsx';
import { HeadIconPanel } from '../head-icon/index.ts';
import { MemberVipProgress } from '../rewards/index.ts';
import { BalanceList } from './balance-list.tsx';
import { WalletGate } from './gate.tsx';
import { useMoney } from './money.ts';
import { memberCentreTemplate, type Template } from './templates.ts';
import styles from './wallet.module.css';

interface Shortcut {
  /** The screen it opens, at its path in the route table. */
  screen: ScreenName;
  to: string;
  icon: string;
  label: string;
  /** A platform module the page needs (SPEC 3 module ids); the shortcut hides when it is off. */
  module?: 'FUNDTRANS3' | 'REWCEN3' | 'MANPLAYREB3';
}

const shortcut = (screen: ScreenName, icon: string, label: string, module?: Shortcut['module']): Shortcut =>
  module === undefined ? { screen, to: pathOf(screen), icon, label } : { screen, to: pathOf(screen), icon, label, module };

/** Every page the member centre leads to. */
export const MEMBER_SHORTCUTS: readonly Shortcut[] = [
  shortcut('deposit', 'deposit', 'shortcut.deposit'),
  shortcut('withdraw', 'withdraw', 'shortcut.withdraw'),
  shortcut('transfer', 'wallet', 'shortcut.transfer', 'FUNDTRANS3'),
  shortcut('records', 'record', 'shortcut.records'),
  shortcut('rewardCenter', 'gift', 'shortcut.rewards', 'REWCEN3'),
  shortcut('signIn', 'calendar', 'shortcut.sign_in'),
  shortcut('manualRebate', 'cashback', 'shortcut.cash_back', 'MANPLAYREB3'),
  shortcut('benefits', 'vip', 'shortcut.vip'),
  shortcut('securityCenter', 'shield', 'shortcut.security'),
  shortcut('inbox', 'mail', 'shortcut.inbox'),
];

export function MemberHomeScreen() {
  const { t } = useTranslation('wallet');
  return (
    <WalletGate refusal="real_account" title={t('member.title')}>
      <MemberHome />
    </WalletGate>
  );
}

function MemberHome() {
  const { t } = useTranslation('wallet');
  const config = useEffectiveConfig();
  const template = memberCentreTemplate(config.templates);
  const shortcuts = MEMBER_SHORTCUTS.filter((s) => s.module === undefined || config.modules[s.module]);
  useEffect(() => {
    void refreshMemberInfo();
    void refreshBalances();
  }, []);
  return (
    <div className={styles.page} data-template={template}>
      <MemberCard template={template} />
      <nav aria-label={t('member.shortcuts')}>
        {template === 'new' ? (
          <ul className={styles.grid}>
            {shortcuts.map((s) => (
              <li key={s.to}><Link className={styles.tile} to={s.to}><Icon name={s.icon} /><span>{t(s.label)}</span></Link></li>
            ))}
          </ul>
        ) : (
          <ul className={styles.list}>
            {shortcuts.map((s) => (
              <li key={s.to}>
                <Link className={styles.listLink} to={s.to}><Icon name={s.icon} /><span>{t(s.label)}</span><Icon name="chevron" size={16} mirrored className={styles.chevron} /></Link>
              </li>
            ))}
          </ul>
        )}
      </nav>
      <section className={styles.card} aria-label={t('member.wallets')}>
        <BalanceList />
      </section>
    </div>
  );
}

/** Head icon (R7-25), name, VIP label (R6-3, by vipLabelOf: a member's only when the platform gives a club label name) and the total balance. */
function MemberCard({ template }: { template: Template }) {
  const { t } = useTranslation('wallet');
  const session = useSession();
  const { info, error } = useMemberInfo();
  const { balances } = useBalances();
  const money = useMoney();
  const name = info === undefined ? session?.userName ?? '' : info.nickname !== '' ? info.nickname : info.account;
  const label = vipLabelOf(session !== undefined, info?.clubLabel?.labelName);
  return (
    <section className={`${styles.card} ${template === 'new' ? styles.heroNew : ''}`} aria-labelledby="member-name">
      <HeadIconPanel>
        <div className={styles.identity}>
          <h2 id="member-name" className={styles.name}><PlatformText text={name} /></h2>
          {label !== undefined && (
            <span className={styles.vip} data-testid="vip-label"><Icon name="vip" size={16} />{label.kind === 'club' ? <PlatformText text={label.name} /> : t('member.vip_default')}</span>
          )}
        </div>
      </HeadIconPanel>
      {info !== undefined && info.nickname !== '' && <span className={styles.muted}>{t('member.account', { account: info.account })}</span>}
      {error !== undefined && <p className={styles.alert} role="alert">{error}</p>}
      <div className={styles.vipSlot}><MemberVipProgress /></div>
      <div className={styles.row}>
        <span className={styles.muted}>{t('member.total')}</span>
        <span className={styles.amount}>{balances === undefined ? '…' : money.decimal(balances.total, balances.currencySymbol)}</span>
      </div>
      <div className={styles.actions}>
        <Link className={styles.primary} to={pathOf('deposit')}>{t('shortcut.deposit')}</Link>
        <Link className={styles.secondary} to={pathOf('withdraw')}>{t('shortcut.withdraw')}</Link>
      </div>
    </section>
  );
}
