import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/modal.tsx';
import form from '../../ui/form/form.module.css';
import styles from './register.module.css';

export const POLICY_SECTIONS = ['introduction', 'purpose', 'access', 'confidentiality', 'recipients', 'monitoring'] as const;

/** The privacy policy modal with its six sections (SPEC 2.5); Close, Escape or the mask close it. */
export function PolicyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  const titleId = useId();
  const close = useRef<HTMLButtonElement>(null);
  return (
    <Modal className={styles.policy} labelledBy={titleId} onDismiss={onClose} initialFocus={close}>
      <h2 id={titleId} className={styles.policyTitle}>{t('policy.title')}</h2>
      <div className={styles.policyBody}>
        {POLICY_SECTIONS.map((section) => (
          <section key={section} aria-labelledby={`policy-${section}`}>
            <h3 id={`policy-${section}`}>{t(`policy.${section}_title`)}</h3>
            <p>{t(`policy.${section}`)}</p>
          </section>
        ))}
      </div>
      <button type="button" ref={close} className={form.primary} onClick={onClose}>{t('register.close')}</button>
    </Modal>
  );
}
