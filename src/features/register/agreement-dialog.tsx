import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentKind } from '../../api/documents.ts';
import { Modal } from '../../ui/modal.tsx';
import form from '../../ui/form/form.module.css';
import { DocumentView } from '../documents/index.ts';
import styles from './register.module.css';

/**
 * The agreement's documents over the form (SPEC 2.5): the operator's terms or privacy policy (whose sections are
 * introduction, purpose, access, confidentiality, recipients and monitoring), so what the player typed stays.
 * Close, Escape or the mask close it.
 */
export function AgreementDialog({ kind, label, onClose }: { kind: DocumentKind; label: string; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const close = useRef<HTMLButtonElement>(null);
  return (
    <Modal className={styles.policy} label={label} onDismiss={onClose} initialFocus={close}>
      <div className={styles.policyBody}>
        <DocumentView kind={kind} />
      </div>
      <button type="button" ref={close} className={form.primary} onClick={onClose}>{t('register.close')}</button>
    </Modal>
  );
}
