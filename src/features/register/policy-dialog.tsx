import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldStyles as form } from '../auth/index.ts';
import styles from './register.module.css';

export const POLICY_SECTIONS = ['introduction', 'purpose', 'access', 'confidentiality', 'recipients', 'monitoring'] as const;

/** The privacy policy modal with its six sections (SPEC 2.5). */
export function PolicyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  return (
    <div className={styles.mask} onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      <div className={styles.policy} role="dialog" aria-modal="true" aria-labelledby="policy-title">
        <h2 id="policy-title" className={styles.policyTitle}>{t('policy.title')}</h2>
        <div className={styles.policyBody}>
          {POLICY_SECTIONS.map((section) => (
            <section key={section} aria-labelledby={`policy-${section}`}>
              <h3 id={`policy-${section}`}>{t(`policy.${section}_title`)}</h3>
              <p>{t(`policy.${section}`)}</p>
            </section>
          ))}
        </div>
        <button type="button" ref={close} className={form.primary} onClick={onClose}>{t('register.close')}</button>
      </div>
    </div>
  );
}
