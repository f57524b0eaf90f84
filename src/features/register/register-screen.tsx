import Form from '@rjsf/core';
import type { CustomValidator, ErrorSchema, ErrorTransformer, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { checkInvitationCode, fetchRegisterSettings, register, type RegisterRequest, type RegistrationSettings } from '../../api/register.ts';
import { getMerchant } from '../../config/merchant.ts';
import { languageState } from '../../i18n/i18n.ts';
import { saveRememberedLogin } from '../../state/remembered-login.ts';
import { useEffectiveConfig } from '../../state/effective-config.ts';
import { systemStore } from '../../state/system-store.ts';
import { showToast } from '../../state/toast-store.ts';
import styles from '../../ui/form/form.module.css';
import { defaultDialingCode } from '../../ui/form/mobile-input.tsx';
import * as rules from '../../ui/form/rules.ts';
import { Tabs } from '../../ui/form/tabs.tsx';
import { AuthLogo, serverMessage, signInProvider, SocialButtons, useCaptcha } from '../auth/index.ts';
import { fieldOf, messageFor } from './messages.ts';
import type { DocumentKind } from '../../api/documents.ts';
import { AgreementDialog } from './agreement-dialog.tsx';
import { RegisterNotices } from './register-notices.tsx';
import { defaultRegisterMethod, registerContext, registerMethods, urlAffiliateCode } from './register-method.ts';
import local from './register.module.css';
import { buildSchema, type FieldName, type FormVariant, type RegisterMethod, type RegisterSchema } from './schema.ts';
import { validatorFor } from './validator.ts';
import { focusFieldAfterRender, useFormSubmit } from './use-form-submit.ts';
import { useUsernameAvailability } from './use-username-availability.ts';
import { FORM_BEHAVIOUR, type RegisterContext } from './widgets.tsx';

type FormData = Partial<Record<string, string>>;

const WIDGET_OF: Partial<Record<FieldName | 'captcha', string>> = {
  password: 'password', confirmPassword: 'password', paymentPassword: 'password', mobileNum: 'mobile', verificationCode: 'smsCode',
  captcha: 'captcha', birthday: 'birthday', qqNum: 'digits',
};
const AUTOCOMPLETE: Partial<Record<FieldName, string>> = { username: 'username', email: 'email', nickname: 'nickname', payeeName: 'name' };

const withFieldError = (errors: ErrorSchema, name: string, message: string): ErrorSchema => ({ ...errors, [name]: { __errors: [message] } }) as ErrorSchema;

function useSettings(): { settings: RegistrationSettings | undefined; failed: boolean; reload: () => void } {
  const [settings, setSettings] = useState<RegistrationSettings | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    fetchRegisterSettings().then((s) => live && setSettings(s), () => live && setFailed(true));
    return () => { live = false; };
  }, [attempt]);
  return { settings, failed, reload: () => { setFailed(false); setAttempt((a) => a + 1); } };
}

/** /m/register (SPEC 2.5, 4, 5): the form generated from the platform's register settings. */
export function RegisterScreen() {
  const { t } = useTranslation('auth');
  const { settings, failed, reload } = useSettings();
  return (
    <div className={`${styles.page} ${local.screen}`}>
      {settings !== undefined ? <RegisterForm settings={settings} /> : (
        <div className={local.status} role={failed ? 'alert' : 'status'}>
          {failed ? <>{t('register.load_failed')} <button type="button" className={styles.linkButton} onClick={reload}>{t('register.retry')}</button></> : t('register.loading')}
        </div>
      )}
    </div>
  );
}

function RegisterForm({ settings }: { settings: RegistrationSettings }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { whitelabel, modules } = useEffectiveConfig();
  const usernameOn = whitelabel.USERNAMEREG3;
  const mobileOn = whitelabel.MOBILENUMREG3;
  const methods = registerMethods(usernameOn, mobileOn);
  const [chosen, setChosen] = useState<RegisterMethod>(() => defaultRegisterMethod(usernameOn, mobileOn));
  const method: RegisterMethod = methods.includes(chosen) ? chosen : defaultRegisterMethod(usernameOn, mobileOn);
  const captchaOn = settings.captcha.enabled && modules.CAPTCHA3;
  const variant: FormVariant = { method, captcha: captchaOn, sms: method === 'mobile' && whitelabel.REGMOBVERF3 };
  const schema = useMemo(() => buildSchema(settings, variant), [settings, variant.method, variant.captcha, variant.sms]); // eslint-disable-line react-hooks/exhaustive-deps
  const [loaded, setLoaded] = useState<{ schema: RegisterSchema; validator: ValidatorType } | undefined>(undefined);
  const validator = loaded?.schema === schema ? loaded.validator : undefined;
  const [formData, setFormDataState] = useState<FormData>({});
  const data = useRef<FormData>({});
  const setFormData = useCallback((update: (d: FormData) => FormData): void => {
    setFormDataState((d) => {
      const next = update(d);
      data.current = next;
      return next;
    });
  }, []);
  const [dialingCode, setDialingCode] = useState(() => defaultDialingCode(languageState.code));
  const [extraErrors, setExtraErrors] = useState<ErrorSchema>({});
  // R4-18: ticked as SPEC 4 says, unless the merchant asks for consent by an action (DECISIONS D24).
  const [agree, setAgree] = useState(getMerchant().registration?.agreementDefault ?? true);
  const [agreementOpen, setAgreementOpen] = useState<DocumentKind | undefined>(undefined);
  const touched = useRef(new Set<string>());
  const submitted = useRef(false);
  const fromUrl = useRef<string | undefined>(undefined);
  const { captcha, refresh } = useCaptcha();
  const availability = useUsernameAvailability(formData['username'], schema.properties['username']);

  useEffect(() => {
    let live = true;
    void validatorFor(schema).then((v) => live && setLoaded({ schema, validator: v }));
    return () => { live = false; };
  }, [schema]);

  const refreshCaptcha = useCallback((): void => {
    setFormData((d) => ({ ...d, captcha: undefined }));
    void refresh();
  }, [refresh, setFormData]);
  useEffect(() => { if (captchaOn) void refresh(); }, [captchaOn, refresh]);

  // an invitation code in the URL is checked once; a valid one fills the field and needs no second check
  useEffect(() => {
    const code = urlAffiliateCode(search);
    if (code === undefined) return;
    checkInvitationCode(code, window.location.hostname).then(() => {
      fromUrl.current = code;
      setFormData((d) => ({ ...d, affiliateCode: d['affiliateCode'] ?? code }));
    }, () => undefined);
  }, [search, setFormData]);

  const mobileRule = (value: string): string | undefined => {
    const pattern = settings.fields.mobileNum?.pattern;
    if (value.trim() === '') return t('rules.mobile_required');
    if (pattern !== undefined) return new RegExp(pattern, 'u').test(value.trim()) ? undefined : t('server.The mobile num is not valid');
    const key = rules.loginMobileNum(value);
    return key === undefined ? undefined : t(key);
  };
  const fieldError = (name: string, message: string): void => {
    setExtraErrors((e) => withFieldError(e, name, message));
    focusFieldAfterRender(name);
  };
  const context: RegisterContext = {
    dialingCode, setDialingCode, captcha, refreshCaptcha,
    mobile: () => data.current['mobileNum'] ?? '',
    validateMobile: () => {
      const error = mobileRule(data.current['mobileNum'] ?? '');
      if (error !== undefined) fieldError('mobileNum', error);
      return error === undefined;
    },
  };

  const uiSchema: UiSchema = useMemo(() => {
    const ui: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
    for (const name of Object.keys(schema.properties)) {
      ui[name] = {
        'ui:title': t(`register.${name}`),
        ...(WIDGET_OF[name as FieldName] === undefined ? {} : { 'ui:widget': WIDGET_OF[name as FieldName] }),
        ...(AUTOCOMPLETE[name as FieldName] === undefined ? {} : { 'ui:options': { autocomplete: AUTOCOMPLETE[name as FieldName], ...(name === 'email' ? { inputMode: 'email', inputType: 'email' } : {}) } }),
        ...(name === 'username' && availability === 'free' ? { 'ui:help': t('register.username_available') } : {}),
      };
    }
    return ui;
  }, [schema, t, availability]);
  // SPEC 8: a taken username says so on its field while the player types; the registration still refuses it itself
  const errors: ErrorSchema = availability === 'taken'
    ? withFieldError(extraErrors, 'username', t('server.Sorry, the username already exists'))
    : extraErrors;

  const shown = (field: string): boolean => submitted.current || touched.current.has(field);
  const transformErrors: ErrorTransformer = (errors) =>
    errors.filter((e) => shown(fieldOf(e))).map((e) => ({ ...e, message: messageFor(e, settings, t) }));
  const customValidate: CustomValidator = (values, errors) => {
    const v = values as FormData;
    if (schema.properties['confirmPassword'] !== undefined && v['confirmPassword'] !== undefined && v['password'] !== undefined
      && v['confirmPassword'] !== v['password'] && shown('confirmPassword')) {
      (errors as unknown as Record<string, { addError: (m: string) => void }>)['confirmPassword']?.addError(t('server.Confirmation password not matched'));
    }
    return errors;
  };

  const { busy, run } = useFormSubmit({
    messageOf: (error) => serverMessage(t, error),
    hasField: (field) => schema.properties[field] !== undefined,
    fieldError,
    afterFailure: () => { if (captchaOn) refreshCaptcha(); },
  });
  const submit = (values: FormData): Promise<void> => run(async () => {
    let firebaseIdToken: string | undefined;
    const phone = signInProvider()?.phone;
    if (variant.sms && phone !== undefined) {
      firebaseIdToken = await phone.verify(values['verificationCode'] ?? '');
      if (firebaseIdToken === undefined) return;
    }
    const affiliate = (values['affiliateCode'] ?? '').trim() || (urlAffiliateCode(search) ?? '');
    if (settings.fields.affiliateCode?.enabled === true && affiliate !== '' && affiliate !== fromUrl.current) {
      try {
        await checkInvitationCode(affiliate, window.location.hostname);
      } catch {
        const message = t('server.Invalid invitation code');
        showToast(message, 'error');
        fieldError('affiliateCode', message);
        return;
      }
    }
    const trimmed = Object.fromEntries(Object.entries(values).filter(([k, v]) => v !== undefined && k !== 'captcha').map(([k, v]) => [k, k.toLowerCase().includes('password') ? v : (v ?? '').trim()]));
    const payload: RegisterRequest = {
      ...trimmed,
      password: values['password'] ?? '',
      countryDialingCode: dialingCode,
      registerUrl: window.location.host,
      registerMethod: registerContext(),
      type: 0,
      domain: window.location.hostname,
      moduleId: 'REG3',
      ...(affiliate === '' ? {} : { affiliateCode: affiliate }),
      ...(captchaOn ? { captcha: values['captcha'] ?? '', ...(captcha === undefined ? {} : { captchaId: captcha.captchaId }) } : {}),
      ...(firebaseIdToken === undefined ? {} : { firebaseChannel: 'sms', firebaseIdToken }),
    };
    const { userName } = await register(method, payload, systemStore.status?.info.publicKey);
    // R4-26: ready for login with the new account's name; its password is the browser's password manager's to keep (D26)
    saveRememberedLogin({ type: 'username', username: userName, countryDialingCode: dialingCode });
    showToast(t('register.success'), 'success');
    navigate('/m/login', { replace: true });
  });

  const switchTab = (next: RegisterMethod): void => {
    setChosen(next); // the typed mobile number stays in the shared form data (R4-17)
    setExtraErrors({});
    submitted.current = false;
  };

  return (
    <div className={styles.body}>
      <AuthLogo />
      <RegisterNotices />
      {methods.length > 1 && (
        <Tabs label={t('register.methods')} selected={method} onSelect={switchTab}
          tabs={[{ key: 'username', label: t('register.tab_username') }, { key: 'mobile', label: t('register.tab_mobile') }]} />
      )}
      {methods.length === 0 ? <p className={styles.note}>{t('register.closed')}</p> : validator === undefined ? <p className={local.status} role="status">{t('register.loading')}</p> : (
        <Form
          key={`${method}:${schema.required.join(',')}`}
          className={local.form ?? ""}
          schema={schema as RJSFSchema}
          uiSchema={uiSchema}
          formData={formData}
          validator={validator}
          {...FORM_BEHAVIOUR}
          formContext={context}
          transformErrors={transformErrors}
          customValidate={customValidate}
          extraErrors={errors}
          onChange={(event, id) => {
            const next = (event.formData ?? {}) as FormData;
            setFormData(() => next);
            const name = id?.replace(/^root_/, '');
            if (name !== undefined && (extraErrors as Record<string, unknown>)[name] !== undefined) setExtraErrors((e) => ({ ...e, [name]: undefined }) as ErrorSchema);
          }}
          onBlur={(id) => touched.current.add(id.replace(/^root_/, ''))}
          onSubmit={(event) => void submit((event.formData ?? {}) as FormData)}
        >
          <label className={local.agree}>
            <input type="checkbox" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
            <span>
              <Trans t={t} i18nKey="register.agreement" components={{
                terms: <button type="button" className={styles.inlineLink} onClick={() => setAgreementOpen('terms')} />,
                policy: <button type="button" className={styles.inlineLink} onClick={() => setAgreementOpen('policy')} />,
              }} />
            </span>
          </label>
          {/* mousedown would blur the last field first; its error then clears, the button moves up and the tap misses it */}
          <button type="submit" className={styles.primary} disabled={!agree || busy} onMouseDown={(e) => e.preventDefault()} onClick={() => { submitted.current = true; }}>{t('register', { ns: 'common' })}</button>
        </Form>
      )}
      <SocialButtons />
      <p className={styles.note}>
        {method === 'username'
          ? <>{t('register.have_account')} <Link to="/m/login">{t('login', { ns: 'common' })}</Link></>
          : <>{t('register.need_help')} <Link to="/m/customer">{t('register.to_service')}</Link></>}
      </p>
      {agreementOpen !== undefined && (
        <AgreementDialog kind={agreementOpen} label={t(agreementOpen === 'terms' ? 'register.terms' : 'register.privacy_policy')} onClose={() => setAgreementOpen(undefined)} />
      )}
    </div>
  );
}
