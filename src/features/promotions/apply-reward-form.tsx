import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { API_ERROR } from '../../api/endpoints.ts';
import { ApiError, generalErrorOf } from '../../api/errors.ts';
import { applyForReward, type Promotion } from '../../api/promotion.ts';
import { getMerchant } from '../../config/merchant.ts';
import { showToast } from '../../state/toast-store.ts';
import { PlatformText } from '../../ui/platform-text.tsx';
import { Field } from '../../ui/form/field.tsx';
import fieldStyles from '../../ui/form/form.module.css';
import styles from './apply-reward.module.css';
import { PicturePreview } from './picture-preview.tsx';
import { admitPictures, canSubmit, PICTURE_ACCEPT } from './reward-rules.ts';

/** The platform's message of a refusal the general error path leaves to the screen (it toasts the rest). */
const ownMessage = (error: unknown): string | undefined =>
  error instanceof ApiError && generalErrorOf(error) === undefined && error.code !== API_ERROR.freeReject ? error.message : undefined;

/**
 * The reward application form (SPEC 2.9, 5): remarks and pictures under the merchant's limits, each refused
 * picture toasted with its SPEC 8 message; Cancel clears both; success returns to /m/activity, a failure
 * keeps what was entered and shows the platform's message.
 */
export function ApplyRewardForm({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation('reward');
  const navigate = useNavigate();
  const { limits, timings } = getMerchant().constants;
  const [remarks, setRemarks] = useState('');
  const [pictures, setPictures] = useState<File[]>([]);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const megabytes = Math.round((limits.imageBytesMax / 1048576) * 10) / 10;

  const choose = (event: ChangeEvent<HTMLInputElement>): void => {
    const { admitted, refusal } = admitPictures(pictures.length, [...(event.target.files ?? [])], limits);
    setPictures([...pictures, ...admitted]);
    // R8-1: the error toast's 1.5 s
    if (refusal !== undefined) showToast(t(refusal, { max: limits.imagesMax, size: megabytes }), 'error');
    // the same picture may be chosen again once removed
    event.target.value = '';
  };
  // R5-37: a picture the browser cannot read (a damaged file, or one gone from the device) leaves the list, said so
  const unreadable = (file: File): void => {
    setPictures((held) => held.filter((kept) => kept !== file));
    showToast(t('image_fetch_failed'), 'error');
  };
  const cancel = (): void => {
    setRemarks('');
    setPictures([]);
    setFailure(undefined);
  };
  const submit = async (): Promise<void> => {
    setBusy(true);
    setFailure(undefined);
    try {
      await applyForReward({ promotionId: promotion.id, remarks, pictures });
      showToast(t('applied'), 'success', timings.successToastMs);
      navigate('/m/activity');
    } catch (error) {
      setBusy(false);
      setFailure(ownMessage(error));
    }
  };
  return (
    <form className={styles.page} noValidate aria-labelledby="reward-title" onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      <h2 id="reward-title" className={styles.title}><PlatformText text={promotion.title} /></h2>
      <Field id="reward-remarks" label={t('remarks')} required={promotion.remarkRequired === 'Y'}>
        <textarea id="reward-remarks" className={styles.remarks} maxLength={limits.remarksMax} value={remarks} aria-describedby="reward-remarks-count"
          onChange={(event) => setRemarks(event.target.value)} />
      </Field>
      <p id="reward-remarks-count" className={styles.count}>{t('remarks_count', { used: remarks.length, max: limits.remarksMax })}</p>
      <fieldset className={styles.group}>
        <legend className={fieldStyles.label}>
          {t('pictures')}
          {promotion.imageRequired === 'Y' && <span className={fieldStyles.required} aria-hidden="true">*</span>}
        </legend>
        <p id="reward-pictures-hint" className={styles.hint}>{t('pictures_hint', { max: limits.imagesMax, size: megabytes })}</p>
        <ul className={styles.pictures}>
          {pictures.map((file, i) => (
            <PicturePreview key={`${i}-${file.name}-${file.size}`} file={file} removeLabel={t('remove_picture', { n: i + 1 })}
              onRemove={() => setPictures((held) => held.filter((kept) => kept !== file))} onUnreadable={() => unreadable(file)} />
          ))}
          {pictures.length < limits.imagesMax && (
            <li>
              <label className={styles.add}>
                <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 5v14M5 12h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
                {t('add_pictures')}
                <input type="file" className={styles.file} accept={PICTURE_ACCEPT} multiple aria-describedby="reward-pictures-hint" onChange={choose} />
              </label>
            </li>
          )}
        </ul>
      </fieldset>
      {failure !== undefined && <p className={styles.failure} role="alert">{failure}</p>}
      <div className={styles.actions}>
        <button type="button" className={fieldStyles.secondary} onClick={cancel}>{t('cancel')}</button>
        <button type="submit" className={fieldStyles.primary} disabled={busy || !canSubmit(promotion, remarks, pictures.length)}>{t('submit')}</button>
      </div>
    </form>
  );
}
