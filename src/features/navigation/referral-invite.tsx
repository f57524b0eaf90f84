import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAffiliateCode } from '../../api/member.ts';
import { getMerchant } from '../../config/merchant.ts';
import { showToast } from '../../state/toast-store.ts';
import styles from './navigation.module.css';

type InviteState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; code: string };

/** The invite link of SPEC 2.2: the brand's register page carrying the member's affiliate code. */
export function inviteLink(domain: string, code: string): string {
  return `https://${domain}/m/register?affiliateCode=${encodeURIComponent(code)}`;
}

/** The member's invitation code and link, with a copy button. */
export function ReferralInvite() {
  const { t } = useTranslation();
  const [state, setState] = useState<InviteState>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    fetchAffiliateCode({ quiet: true })
      .then((code) => live && setState({ kind: 'ready', code }))
      .catch(() => live && setState({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, []);
  if (state.kind === 'loading') return <p className={styles.sheetText} role="status">{t('loading')}</p>;
  if (state.kind === 'failed') return <p className={styles.sheetText} role="alert">{t('load_failed')}</p>;
  if (state.code === '') return <p className={styles.sheetText}>{t('referral.no_code')}</p>;
  const link = inviteLink(getMerchant().domains[0], state.code);
  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(link);
      showToast(t('referral.copied'), 'success');
    } catch {
      showToast(t('referral.copy_failed'), 'error');
    }
  };
  return (
    <>
      <p className={styles.sheetText}>{t('referral.explain')}</p>
      <p className={styles.sheetText}>{t('referral.code')}: <strong>{state.code}</strong></p>
      <div className={styles.codeBox} data-testid="invite-link">{link}</div>
      <button type="button" className={styles.primary} onClick={() => void copy()}>{t('referral.copy')}</button>
    </>
  );
}
