import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/errors.ts';
import { changePassword } from '../../api/password.ts';
import { getMerchant } from '../../config/merchant.ts';
import { confirmDialog } from '../../state/dialog-store.ts';
import { heldPassword, holdPassword } from '../../state/held-password.ts';
import { rememberedDeviceFor, renewRememberToken } from '../../state/remembered-login.ts';
import { useSession } from '../../state/session-store.ts';
import { systemStore } from '../../state/system-store.ts';
import { hideToast, showLoadingToast, showToast } from '../../state/toast-store.ts';
import { describedBy, Field } from '../../ui/form/field.tsx';
import styles from '../../ui/form/form.module.css';
import { PasswordInput } from '../../ui/form/password-input.tsx';
import * as rules from '../../ui/form/rules.ts';
import { serverMessage } from '../auth/index.ts';

type Name = 'old' | 'next' | 'confirm';
type Errors = Partial<Record<Name, string | undefined>>;

/** SPEC 5 change password: old by loginPassword (only when asked), new by the password rule, confirm equal. */
export function changePasswordErrors(values: Record<Name, string>, askOld: boolean): Errors {
  const errors: Errors = {};
  if (askOld) errors.old = rules.loginPassword(values.old);
  errors.next = rules.newPassword(values.next);
  errors.confirm = values.confirm === '' ? 'rules.enter_password' : values.confirm !== values.next ? 'rules.in_confirmation_correct' : undefined;
  return errors;
}

/** /m/changePsw (SPEC 2.7, 4, 5; D3, D22, D26). */
export function ChangePasswordScreen() {
  const session = useSession();
  if (session === undefined) return <Navigate to="/m/home" replace />;
  return <ChangePasswordForm userName={session.userName} />;
}

function ChangePasswordForm({ userName }: { userName: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  // Only a password typed into this page's login is held (memory, never storage): a token sign-in holds none.
  const [held, setHeld] = useState(() => heldPassword(userName));
  const [values, setValues] = useState<Record<Name, string>>({ old: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const oldRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const askOld = held === undefined;
  const set = (name: Name) => (value: string): void => setValues((v) => ({ ...v, [name]: value }));
  const submit = async (): Promise<void> => {
    const found = changePasswordErrors(values, askOld);
    setErrors(found);
    const first = (['old', 'next', 'confirm'] as const).find((n) => found[n] !== undefined);
    // Stryker disable next-line OptionalChaining: a field with an error is rendered, so its ref is set
    if (first !== undefined) return { old: oldRef, next: nextRef, confirm: confirmRef }[first].current?.focus();
    // Stryker disable next-line StringLiteral: askOld is false only when a password is held
    const oldPassword = askOld ? values.old : (held ?? '');
    if (oldPassword === values.next) {
      await confirmDialog({ message: t('change.same_password'), confirmLabel: t('change.ok') });
      return;
    }
    setBusy(true);
    const loading = showLoadingToast(t('general.please_wait'), getMerchant().constants.timings.submitLoadingToastMs);
    try {
      // R4-28 (D26): the change voids every remember token; a device that remembers the account asks for a new one
      const device = rememberedDeviceFor(userName);
      const renewed = await changePassword({ oldPassword, newPassword: values.next, confirmNewPassword: values.confirm, ...(device === undefined ? {} : { deviceId: device }) }, systemStore.status?.info.publicKey);
      // Stryker disable next-line CallExpression: the success toast below replaces the loading one in the same tick
      hideToast(loading);
      holdPassword(userName, values.next);
      renewRememberToken(userName, renewed);
      const { timings } = getMerchant().constants;
      showToast(t('change.success'), 'success', timings.successToastMs);
      setTimeout(() => navigate('/m/home'), timings.passwordChangeRedirectMs);
    } catch (error) {
      // Stryker disable next-line CallExpression: every failure is an ApiError, whose message below replaces the loading toast in the same tick
      hideToast(loading);
      setBusy(false);
      // Stryker disable next-line ConditionalExpression: the client converts every failure to an ApiError; the guard narrows the type
      if (!(error instanceof ApiError)) return;
      if (error.value?.['field'] === 'oldPassword') setHeld(undefined); // the held password is stale: ask for it
      showToast(serverMessage(t, error), 'error');
    }
  };
  const message = (name: Name): string | undefined => { const key = errors[name]; return key === undefined ? undefined : t(key); };
  return (
    <form className={styles.body} noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      <Field id="change-username" label={t('change.username')}>
        <input id="change-username" className={styles.input} readOnly value={userName} autoComplete="username" />
      </Field>
      {askOld && (
        <Field id="change-old" label={t('change.old_password')} required error={message('old')}>
          <PasswordInput id="change-old" ref={oldRef} autoComplete="current-password" value={values.old} {...describedBy('change-old', message('old'))} onValueChange={set('old')} />
        </Field>
      )}
      <Field id="change-new" label={t('change.new_password')} required error={message('next')}>
        <PasswordInput id="change-new" ref={nextRef} autoComplete="new-password" value={values.next} {...describedBy('change-new', message('next'))} onValueChange={set('next')} />
      </Field>
      <Field id="change-confirm" label={t('change.confirm_password')} required error={message('confirm')}>
        <PasswordInput id="change-confirm" ref={confirmRef} autoComplete="new-password" value={values.confirm} {...describedBy('change-confirm', message('confirm'))} onValueChange={set('confirm')} />
      </Field>
      <button type="submit" className={styles.primary} disabled={busy}>{t('change.submit')}</button>
    </form>
  );
}
