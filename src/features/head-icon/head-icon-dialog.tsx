import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseHeadIcon, useHeadIcon } from '../../state/head-icon-store.ts';
import { showToast } from '../../state/toast-store.ts';
import { Modal } from '../../ui/modal.tsx';
import { PlatformText } from '../../ui/platform-text.tsx';
import form from '../../ui/form/form.module.css';
import { HeadIconPicture } from './head-icon-picture.tsx';
import styles from './head-icon.module.css';

/**
 * The platform's preset head icons as one radio group (R7-25): Save posts the chosen one; on success the dialog
 * closes and the new head icon shows at once, on a refusal the platform's message shows here and the head icon
 * stays the one before.
 */
export function HeadIconDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { icons, current, saving } = useHeadIcon();
  const [chosen, setChosen] = useState(current?.id ?? '');
  const [error, setError] = useState('');
  const title = useId();
  const first = useRef<HTMLInputElement>(null);
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (chosen === '' || chosen === current?.id) {
      onClose();
      return;
    }
    setError('');
    const result = await chooseHeadIcon(chosen);
    if (result.ok) {
      showToast(t('head_icon.saved'), 'success');
      onClose();
    } else setError(result.message === '' ? t('general.unknown') : result.message);
  };
  return (
    <Modal className={styles.dialog} labelledBy={title} onDismiss={onClose} initialFocus={first}>
      <h2 id={title}>{t('head_icon.title')}</h2>
      <form className={styles.form} onSubmit={(e) => void submit(e)}>
        <div className={styles.presets} role="radiogroup" aria-label={t('head_icon.presets')}>
          {icons.map((icon, i) => (
            <label key={icon.id} className={styles.preset}>
              <input ref={(i === 0 && current === undefined) || icon.id === current?.id ? first : undefined} type="radio" name="head-icon" value={icon.id}
                checked={chosen === icon.id} onChange={() => setChosen(icon.id)} />
              <HeadIconPicture icon={icon} alt="" size={52} />
              <PlatformText text={icon.name} />
            </label>
          ))}
        </div>
        {error !== '' && <p className={styles.alert} role="alert">{error}</p>}
        <div className={styles.actions}>
          <button type="button" className={form.secondary} onClick={onClose}>{t('head_icon.cancel')}</button>
          <button type="submit" className={form.primary} disabled={saving || chosen === ''}>{t('head_icon.save')}</button>
        </div>
      </form>
    </Modal>
  );
}
