import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/errors.ts';
import { login } from '../../api/session.ts';
import type { EffectiveConfig } from '../../config/effective-config.ts';
import { useEffectiveConfig } from '../../state/effective-config.ts';
import { startSession } from '../../state/session-store.ts';
import { systemStore } from '../../state/system-store.ts';
import { showToast } from '../../state/toast-store.ts';
import styles from './form.module.css';
import { serverMessage } from './server-message.ts';
import { type SocialKind, signInProvider } from './sign-in-provider.ts';

/** Which social buttons show: the flag is on and the provider is initialised for it (R2.4-5, R2.4-6). */
export function socialKinds(whitelabel: EffectiveConfig['whitelabel']): SocialKind[] {
  const provider = signInProvider();
  return (['facebook', 'google'] as const).filter((kind) =>
    provider?.supports(kind) === true && whitelabel[kind === 'facebook' ? 'FACEBOOKLOGIN3' : 'GOOGLELOGIN3']);
}

/** Facebook / Google sign-in through the registered provider, then the platform login (type firebase). */
export function SocialButtons() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const kinds = socialKinds(useEffectiveConfig().whitelabel);
  if (kinds.length === 0) return null;
  const signIn = async (kind: SocialKind): Promise<void> => {
    const provider = signInProvider();
    if (provider === undefined) return;
    try {
      const { idToken } = await provider.signIn(kind);
      const session = await login({ username: kind, type: 'firebase', firebaseChannel: kind, firebaseIdToken: idToken, remember: false }, systemStore.status?.info.publicKey);
      // a social sign-in leaves the remembered logins of the username and SMS methods as they are
      startSession({ ...session }, { remember: false });
      navigate('/m/home', { replace: true });
    } catch (error) {
      if (error instanceof ApiError) showToast(serverMessage(t, error), 'error');
    }
  };
  return (
    <div className={styles.social}>
      {kinds.map((kind) => (
        <button key={kind} type="button" className={styles.secondary} onClick={() => void signIn(kind)}>{t(`login.${kind}`)}</button>
      ))}
    </div>
  );
}
