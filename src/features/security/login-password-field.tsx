import { useTranslation } from 'react-i18next';
import { describedBy, Field } from '../../ui/form/field.tsx';
import { PasswordInput } from '../../ui/form/password-input.tsx';

interface Props {
  id: string;
  value: string;
  error: string | undefined;
  onValueChange: (value: string) => void;
}

/** The login password every security change asks for; sealed with the request, never kept (DESIGN 4). */
export function LoginPasswordField({ id, value, error, onValueChange }: Props) {
  const { t } = useTranslation('security');
  return (
    <Field id={id} label={t('login_password')} required error={error}>
      <PasswordInput id={id} autoComplete="current-password" value={value} {...describedBy(id, error)} onValueChange={onValueChange} />
    </Field>
  );
}
