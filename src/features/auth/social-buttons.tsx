import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/errors.ts';
import { login } from '../../api/session.ts';
import type { EffectiveConfig } from '../../config/effective-config.ts';
import { getMerchant } from '../../config/merchant.ts';
import { useEffectiveConfig } from '../../state/effective-config.ts';
import { startSession } from '../../state/session-store.ts';
import { systemStore } from '../../state/system-store.ts';
import { showToast } from '../../state/toast-store.ts';
import form from '../../ui/form/form.module.css';
import styles from './auth.module.css';
import { serverMessage } from './server-message.ts';
import { type SignInProvider, type SocialKind, signInProvider } from './sign-in-provider.ts';

const FLAG = { facebook: 'FACEBOOKLOGIN3', google: 'GOOGLELOGIN3' } as const;
const warned = new Set<SocialKind>();

/**
 * Which social buttons show: the flag is on and the provider is initialised for it (R2.4-5, R2.4-6).
 * A flag the platform turns on for a provider the brand never configured shows no button (a player
 * must never meet one that cannot work); the console says why, once.
 */
export function socialKinds(whitelabel: EffectiveConfig['whitelabel']): SocialKind[] {
  const provider = signInProvider();
  return (['facebook', 'google'] as const).filter((kind) => {
    if (!whitelabel[FLAG[kind]]) return false;
    if (provider?.supports(kind) === true) return true;
    if (!warned.has(kind)) console.warn(`${FLAG[kind]} is on but merchant ${getMerchant().code} names no ${kind} sign-in (/signIn/${kind}): button hidden`);
    warned.add(kind);
    return false;
  });
}

/** Sends the provider's credential to the platform's third-party login (SPEC 7: login type firebase). */
function useExchange(kind: SocialKind): (token: string) => Promise<void> {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return useCallback(async (token: string) => {
    try {
      const session = await login({ username: kind, type: 'firebase', firebaseChannel: kind, firebaseIdToken: token, remember: false }, systemStore.status?.info.publicKey);
      // a social sign-in leaves the remembered logins of the username and SMS methods as they are
      // Stryker disable next-line ObjectLiteral: no remember option is the same as remember false
      startSession({ ...session }, { remember: false });
      navigate('/m/home', { replace: true });
    } catch (error) {
      // Stryker disable next-line ConditionalExpression: the client rejects with ApiError only; the guard narrows the type
      if (error instanceof ApiError) showToast(serverMessage(t, error), 'error');
    }
  }, [kind, t, navigate]);
}

type Stage = 'loading' | 'ready' | 'failed';

/** One provider's button: its SDK loads when it renders; a load failure says so and leaves the form usable. */
function SocialButton({ kind, provider }: { kind: SocialKind; provider: SignInProvider }) {
  const { t, i18n } = useTranslation('auth');
  const exchange = useExchange(kind);
  const [stage, setStage] = useState<Stage>(provider.prepare === undefined ? 'ready' : 'loading');
  const drawn = useRef<HTMLDivElement>(null);
  const ownButton = provider.renderButton !== undefined && kind === 'google';
  useEffect(() => {
    provider.prepare?.(kind).then(() => setStage('ready'), () => setStage('failed'));
  }, [provider, kind]);
  useEffect(() => {
    // Stryker disable next-line ConditionalExpression: the place is rendered whenever ownButton is, so the ref is set
    if (stage !== 'ready' || !ownButton || drawn.current === null) return;
    // Stryker disable next-line OptionalChaining: ownButton means renderButton is there
    if (provider.renderButton?.(kind, drawn.current, (token) => void exchange(token), i18n.language) !== true) setStage('failed');
  }, [stage, ownButton, provider, kind, exchange, i18n.language]);
  if (stage === 'failed') return <p role="status" className={styles.socialFailed}>{t('login.social_failed', { provider: t(`login.provider_${kind}`) })}</p>;
  if (ownButton) return <div ref={drawn} className={styles.socialDrawn} aria-busy={stage === 'loading'} />;
  const signIn = async (): Promise<void> => {
    try {
      const { idToken } = await provider.signIn(kind);
      await exchange(idToken);
    } catch (error) {
      // only the provider's dialog rejects here (exchange shows the platform's refusals itself): closed or blocked
      console.warn(`${kind} sign-in did not finish`, error);
    }
  };
  return (
    <button type="button" className={form.secondary} disabled={stage !== 'ready'} onClick={() => void signIn()}>{t(`login.${kind}`)}</button>
  );
}

/** Facebook / Google sign-in through the brand's provider, then the platform login (type firebase). */
export function SocialButtons() {
  const kinds = socialKinds(useEffectiveConfig().whitelabel);
  const provider = signInProvider();
  if (kinds.length === 0 || provider === undefined) return null;
  return (
    <div className={styles.social}>
      {kinds.map((kind) => <SocialButton key={kind} kind={kind} provider={provider} />)}
    </div>
  );
}
