import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { API_ERROR } from '../../api/endpoints.ts';
import { ApiError } from '../../api/errors.ts';
import type { PublicKey } from '../../api/encryption.ts';
import { login, rememberLogin, type Session } from '../../api/session.ts';
import { getMerchant } from '../../config/merchant.ts';
import { languageState } from '../../i18n/i18n.ts';
import { deviceId } from '../../state/device-id.ts';
import { dropRememberToken, loadRememberedLogin, type LoginMethod, rememberRequest, type RememberedLogin } from '../../state/remembered-login.ts';
import { sessionStore } from '../../state/session-store.ts';
import { useEffectiveConfig } from '../../state/effective-config.ts';
import { systemStore } from '../../state/system-store.ts';
import { showToast } from '../../state/toast-store.ts';
import { CaptchaInput } from '../../ui/form/captcha-input.tsx';
import { describedBy, Field } from '../../ui/form/field.tsx';
import styles from '../../ui/form/form.module.css';
import { defaultDialingCode, MobileInput } from '../../ui/form/mobile-input.tsx';
import { PasswordInput } from '../../ui/form/password-input.tsx';
import { captchaRule, digitsOnly, loginMobileNum, loginPassword, loginUsername, verificationCode } from '../../ui/form/rules.ts';
import { openChat } from '../account-gates/index.ts';
import own from './auth.module.css';
import { AuthLogo } from './auth-logo.tsx';
import { completeLogin } from './complete-login.ts';
import { RememberedAccount } from './remembered-account.tsx';
import { serverMessage } from './server-message.ts';
import { signInProvider } from './sign-in-provider.ts';
import { SocialButtons } from './social-buttons.tsx';
import { SmsCodeButton } from './sms-code-button.tsx';
import { useCaptcha } from './use-captcha.ts';
import { checked, type CheckedMessage, useRevalidateOnLanguageChange } from './use-language-revalidation.ts';

type FieldName = 'username' | 'password' | 'mobile' | 'smsCode' | 'captcha';
/** Each checked field's message, in the language it was checked in (R4-10). */
type Errors = Partial<Record<FieldName, CheckedMessage | undefined>>;

/** Which login methods the flags allow (R2.4-1, R2.4-2). */
export function loginMethods(smsFlag: boolean): LoginMethod[] {
  return smsFlag ? ['username', 'sms'] : ['username'];
}

/**
 * /m/login (SPEC 2.4, 4, 5; D26): username + password or mobile + SMS code, remember, captcha after a
 * failure. A remembered account with a remember token signs in with the token: no password is shown,
 * filled or held.
 */
export function LoginScreen() {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const methods = loginMethods(useEffectiveConfig().whitelabel.MOBILEVERCODELOGIN3);
  // Stryker disable next-line StringLiteral: an unknown method falls back to username below
  const [method, setMethod] = useState<LoginMethod>('username');
  // R4-7: each method has its own remembered login (D26: the account, and a token instead of a password)
  const [remembered, setRemembered] = useState(() => ({ username: loadRememberedLogin('username'), sms: loadRememberedLogin('sms') }));
  const [username, setUsername] = useState(() => remembered.username?.username ?? '');
  const [password, setPassword] = useState('');
  // the SMS form opens only through switchMethod, which brings its remembered number
  const [mobile, setMobile] = useState('');
  const [dialingCode, setDialingCode] = useState(() => remembered.username?.countryDialingCode || defaultDialingCode(languageState.code));
  const [smsCode, setSmsCode] = useState('');
  // Stryker disable next-line StringLiteral: the captcha field opens through refreshCaptcha, which empties it
  const [captchaValue, setCaptchaValue] = useState('');
  const [captchaShown, setCaptchaShown] = useState(false);
  // A failed login stays on the page above the fields; the spec's toast passes.
  const [failure, setFailure] = useState<{ message: string; captchaAsked: boolean }>();
  const [remember, setRemember] = useState(true);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const { captcha, refresh } = useCaptcha();
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const mobileRef = useRef<HTMLInputElement>(null);
  const smsRef = useRef<HTMLInputElement>(null);
  const captchaRef = useRef<HTMLInputElement>(null);
  const focus = (name: FieldName): void => {
    const refs = { username: usernameRef, password: passwordRef, mobile: mobileRef, smsCode: smsRef, captcha: captchaRef };
    // Stryker disable next-line OptionalChaining: only a rendered field is focused, so its ref is set
    refs[name].current?.focus();
  };
  const active: LoginMethod = methods.includes(method) ? method : 'username';

  const saved: RememberedLogin | undefined = remembered[active];
  const token = saved?.rememberToken;

  /** Back to typing a password (or SMS code) for the remembered account; the token is revoked or was refused. */
  const dropToken = (refused: boolean): void => {
    dropRememberToken(active, refused);
    flushSync(() => setRemembered((r) => ({ ...r, [active]: loadRememberedLogin(active) })));
    focus(active === 'username' ? 'password' : 'smsCode');
  };

  const refreshCaptcha = (): void => {
    setCaptchaValue('');
    void refresh();
  };

  const switchMethod = (next: LoginMethod): void => {
    setMethod(next);
    const entry = remembered[next];
    if (entry !== undefined) {
      if (next === 'username') setUsername(entry.username);
      else setMobile(entry.username);
      if (entry.countryDialingCode !== '') setDialingCode(entry.countryDialingCode);
    }
    setErrors({});
    if (captchaShown) refreshCaptcha();
  };

  const checks = (): [FieldName, string | undefined][] => {
    if (token !== undefined) return [];
    const list: [FieldName, string | undefined][] = active === 'username'
      ? [['username', loginUsername(username)], ['password', loginPassword(password)]]
      : [['mobile', loginMobileNum(mobile)], ['smsCode', verificationCode(smsCode)]];
    if (captchaShown && active === 'username') list.push(['captcha', captchaRule(captchaValue)]);
    return list;
  };

  const validateOne = (name: FieldName): void => {
    const found = checks().find(([n]) => n === name);
    // Stryker disable next-line ConditionalExpression: a field is left only while rendered, and every rendered field is in checks()
    if (found === undefined) return;
    setErrors((e) => ({ ...e, [name]: checked(found[1]) }));
  };

  // R4-10 (SPEC 4): after a language change, the fields that hold a value or show a message are
  // checked again so their messages follow the new language; empty untouched fields stay quiet.
  useRevalidateOnLanguageChange(() => {
    const values: Record<FieldName, string> = { username, password, mobile, smsCode, captcha: captchaValue };
    const again = checks().filter(([name]) => values[name] !== '' || errors[name] !== undefined);
    if (again.length === 0) return;
    setErrors((e) => ({ ...e, ...Object.fromEntries(again.map(([name, key]) => [name, checked(key)])) }));
  });

  const validateMobile = (): boolean => {
    const error = loginMobileNum(mobile);
    setErrors((e) => ({ ...e, mobile: checked(error) }));
    if (error !== undefined) focus('mobile');
    return error === undefined;
  };

  /** Signs in with what the player typed: password, or SMS code (verified by the provider when there is one). */
  const typedLogin = async (typed: string, key: PublicKey | undefined): Promise<Session | undefined> => {
    const phone = signInProvider()?.phone;
    let firebaseIdToken: string | undefined;
    if (active === 'sms' && phone !== undefined) {
      firebaseIdToken = await phone.verify(smsCode);
      if (firebaseIdToken === undefined) return undefined; // SPEC 8: verification returned nothing, abort
    }
    return login({
      username: typed,
      ...(active === 'username' ? { password, type: 'username' as const } : { verificationCode: smsCode, type: firebaseIdToken === undefined ? 'sms' as const : 'firebase' as const }),
      ...(firebaseIdToken === undefined ? {} : { firebaseChannel: 'sms', firebaseIdToken, firebaseMobileNo: typed }),
      ...(captchaShown && active === 'username' ? { captcha: captchaValue, ...(captcha === undefined ? {} : { captchaId: captcha.captchaId }) } : {}),
      countryDialingCode: dialingCode,
      ...rememberRequest(remember),
    }, key);
  };

  const submit = async (): Promise<void> => {
    const list = checks();
    // Stryker disable next-line MethodExpression,ConditionalExpression: checked(undefined) is undefined, so a passing field adds no message either way
    const next: Errors = Object.fromEntries(list.filter(([, e]) => e !== undefined).map(([name, key]) => [name, checked(key)]));
    setErrors(next);
    const first = list.find(([, e]) => e !== undefined);
    if (first !== undefined) {
      focus(first[0]);
      return;
    }
    const fail = (message: string, captchaAsked = false): void => {
      setFailure({ message, captchaAsked });
      showToast(message, 'error');
    };
    setFailure(undefined);
    setBusy(true);
    try {
      const key = systemStore.status?.info.publicKey;
      const account = token !== undefined && saved !== undefined
        ? { username: saved.username, countryDialingCode: saved.countryDialingCode }
        : { username: active === 'username' ? username.trim() : mobile, countryDialingCode: dialingCode };
      const session = token !== undefined
        ? await rememberLogin({ username: account.username, rememberToken: token, deviceId: deviceId(), type: active, remember }, key)
        : await typedLogin(account.username, key);
      if (session === undefined) return;
      completeLogin({ session, method: active, remember, ...account, ...(token !== undefined ? { spentToken: token } : active === 'username' ? { password } : {}) });
      showToast(t('login.success'), 'success');
      navigate('/m/home', { replace: true });
    } catch (error) {
      // Stryker disable all: the client rejects with ApiError only, so this is a bug's path; it still tells the player
      if (!(error instanceof ApiError)) {
        fail(t('general.unknown'));
        return;
      }
      // Stryker restore all
      if (error.code === API_ERROR.rememberRefused) {
        // expired, revoked, spent elsewhere or voided by a password change: the account stays, the player types
        dropToken(true);
        fail(t('general.loggedOut'));
        return;
      }
      const captchaAsked = error.value?.['captcha'] === true;
      if (captchaAsked) {
        setCaptchaShown(true);
        refreshCaptcha();
      }
      fail(serverMessage(t, error), captchaAsked);
    } finally {
      setBusy(false);
    }
  };

  const message = (name: FieldName): string | undefined => {
    const shown = errors[name];
    return shown === undefined ? undefined : i18n.getFixedT(shown.locale, 'auth')(shown.key);
  };

  return (
    <div className={styles.page}>
      <form className={styles.body} noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
        <AuthLogo />
        {methods.length > 1 && (
          <div role="tablist" aria-label={t('login.methods')} className={styles.tabs}>
            {methods.map((m) => (
              <button key={m} type="button" role="tab" aria-selected={m === active} className={styles.tab} onClick={() => switchMethod(m)}>
                {m === 'username' ? t('login.tab_username') : t('login.tab_sms')}
              </button>
            ))}
          </div>
        )}
        {failure !== undefined && (
          <div role="alert" className={styles.alert}>
            <p>{failure.message}</p>
            {failure.captchaAsked && <p>{t('login.captcha_why')}</p>}
          </div>
        )}
        {token !== undefined && saved !== undefined ? (
          <RememberedAccount account={active === 'username' ? saved.username : `+${saved.countryDialingCode} ${saved.username}`}
            switchLabel={active === 'username' ? t('login.use_password') : t('login.use_sms_code')} onSwitch={() => dropToken(false)} />
        ) : active === 'username' ? (
          <>
            <Field id="login-username" label={t('login.username')} error={message('username')}>
              <input id="login-username" ref={usernameRef} className={styles.input} autoComplete="username" autoCapitalize="none" maxLength={64}
                value={username} {...describedBy('login-username', message('username'))} onChange={(e) => setUsername(e.target.value)} onBlur={() => username !== '' && validateOne('username')} />
            </Field>
            <Field id="login-password" label={t('login.password')} error={message('password')}>
              <PasswordInput id="login-password" ref={passwordRef} autoComplete="current-password" value={password} {...describedBy('login-password', message('password'))}
                onValueChange={setPassword} onBlur={() => password !== '' && validateOne('password')} />
            </Field>
          </>
        ) : (
          <>
            <Field id="login-mobile" label={t('login.mobile')} error={message('mobile')}>
              <MobileInput id="login-mobile" inputRef={mobileRef} value={mobile} dialingCode={dialingCode} error={message('mobile')} onValueChange={setMobile}
                onDialingCodeChange={setDialingCode} onBlur={() => mobile !== '' && validateOne('mobile')} />
            </Field>
            <Field id="login-sms" label={t('login.sms_code')} error={message('smsCode')}>
              <input id="login-sms" ref={smsRef} className={styles.input} inputMode="numeric" autoComplete="one-time-code" maxLength={getMerchant().constants.limits.smsCodeMax}
                value={smsCode} {...describedBy('login-sms', message('smsCode'))} onChange={(e) => setSmsCode(digitsOnly(e.target.value, getMerchant().constants.limits.smsCodeMax))} />
              <SmsCodeButton mobile={mobile} countryDialingCode={dialingCode} validateMobile={validateMobile} />
            </Field>
          </>
        )}
        {captchaShown && active === 'username' && (
          <Field id="login-captcha" label={t('login.captcha')} required error={message('captcha')}>
            <CaptchaInput id="login-captcha" inputRef={captchaRef} value={captchaValue} error={message('captcha')} captcha={captcha} onValueChange={setCaptchaValue} onRefresh={refreshCaptcha} />
          </Field>
        )}
        <label className={styles.check}>
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          {t('login.remember')}
        </label>
        <button type="submit" className={styles.primary} disabled={busy}>{t('login', { ns: 'common' })}</button>
        <SocialButtons />
        <nav className={own.footer} aria-label={t('login', { ns: 'common' })}>
          <Link to="/m/home">{t('login.footer_home')}</Link>
          <Link to="/m/register">{t('register', { ns: 'common' })}</Link>
          <Link to="/m/forget">{t('login.footer_forgot')}</Link>
          <button type="button" onClick={() => (sessionStore.session === undefined ? navigate('/m/customer') : void openChat((to) => navigate(to)))}>{t('login.footer_service')}</button>
        </nav>
      </form>
    </div>
  );
}
