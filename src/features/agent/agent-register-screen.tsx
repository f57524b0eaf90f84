import Form from '@rjsf/core';
import type { CustomValidator, ErrorSchema, ErrorTransformer, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { type AgentRegisterSettings, fetchAgentRegisterSettings, openDownlineAccount } from '../../api/agent.ts';
import { isAgentType } from '../../config/member-types.ts';
import { useCaptcha } from '../auth/index.ts';
import { useMemberType } from '../../state/session-store.ts';
import { systemStore } from '../../state/system-store.ts';
import { showToast } from '../../state/toast-store.ts';
import { buildSchema, fieldOf, focusFieldAfterRender, FORM_BEHAVIOUR, messageFor, type RegisterContext, type RegisterSchema, useFormSubmit, validatorFor } from '../register/index.ts';
import styles from './agent.module.css';
import { failureText } from './failure.ts';
import { Loaded } from './loaded.tsx';
import { useLoad } from './use-load.ts';

type FormData = Partial<Record<string, string>>;

/** Rebate rate in tenths of a percent ("1.5" -> 15), by text alone. */
export function rateTenths(text: string): number | undefined {
  const match = /^(\d{1,2})\.(\d)$/.exec(text.trim());
  return match === null ? undefined : Number(match[1]) * 10 + Number(match[2]);
}

/** The downline form's schema: the registration engine's fields from the platform's settings (its captcha rule too), plus the rebate rate. */
export function downlineSchema(form: AgentRegisterSettings): RegisterSchema {
  const base = buildSchema(form.settings, { method: 'username', captcha: form.settings.captcha.enabled, sms: false });
  return { ...base, properties: { ...base.properties, rebateRate: { type: 'string', pattern: '^\\d{1,2}\\.\\d$', maxLength: 4 } }, required: [...base.required, 'rebateRate'] };
}

/** /m/agentRegister: an agent opens a downline account with the form the platform's agent-registration settings describe. */
export function AgentRegisterScreen() {
  const type = useMemberType();
  if (!isAgentType(type)) return <Navigate to="/m/home" replace />;
  return <AgentRegister />;
}

function AgentRegister() {
  const { state, retry } = useLoad('agent-register', () => fetchAgentRegisterSettings({ quiet: true }));
  return <Loaded state={state} retry={retry}>{(form) => <DownlineForm form={form} />}</Loaded>;
}

/** The form context of a form without a mobile number: only the captcha is its own. */
const NO_MOBILE: Omit<RegisterContext, 'captcha' | 'refreshCaptcha'> = { dialingCode: '', setDialingCode: () => undefined, mobile: () => '', validateMobile: () => true };

function DownlineForm({ form }: { form: AgentRegisterSettings }) {
  const { t } = useTranslation('agent');
  const { t: ta } = useTranslation('auth');
  const navigate = useNavigate();
  const schema = useMemo(() => downlineSchema(form), [form]);
  const [validator, setValidator] = useState<ValidatorType | undefined>();
  const [formData, setFormData] = useState<FormData>({});
  const [extraErrors, setExtraErrors] = useState<ErrorSchema>({});
  const touched = useRef(new Set<string>());
  const submitted = useRef(false);
  const captchaOn = form.settings.captcha.enabled;
  const { captcha, refresh } = useCaptcha();
  const refreshCaptcha = useCallback((): void => {
    setFormData((d) => ({ ...d, captcha: undefined }));
    void refresh();
  }, [refresh]);
  useEffect(() => { if (captchaOn) void refresh(); }, [captchaOn, refresh]);
  useEffect(() => {
    let live = true;
    void validatorFor(schema).then((v) => live && setValidator(() => v));
    return () => {
      live = false;
    };
  }, [schema]);
  const min = rateTenths(form.rebate.min) ?? 0;
  const max = rateTenths(form.rebate.max) ?? 0;
  const range = t('register.rebate_range', { min: form.rebate.min, max: form.rebate.max });

  const uiSchema: UiSchema = useMemo(() => {
    const ui: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
    for (const name of Object.keys(schema.properties)) {
      ui[name] = name === 'rebateRate'
        ? { 'ui:title': t('register.rebate_rate'), 'ui:options': { inputMode: 'decimal' } }
        : { 'ui:title': ta(`register.${name}`), ...(name.toLowerCase().includes('password') ? { 'ui:widget': 'password' } : name === 'captcha' ? { 'ui:widget': 'captcha' } : {}) };
    }
    return ui;
  }, [schema, t, ta]);

  const shown = (field: string): boolean => submitted.current || touched.current.has(field);
  const transformErrors: ErrorTransformer = (errors) => errors.filter((e) => shown(fieldOf(e))).map((e) => ({
    ...e, message: fieldOf(e) === 'rebateRate' ? range : messageFor(e, form.settings, ta),
  }));
  const customValidate: CustomValidator = (values, errors) => {
    const v = values as FormData;
    const add = (name: string, message: string): void => (errors as unknown as Record<string, { addError: (m: string) => void }>)[name]?.addError(message);
    if (v['confirmPassword'] !== undefined && v['password'] !== undefined && v['confirmPassword'] !== v['password'] && shown('confirmPassword')) add('confirmPassword', ta('server.Confirmation password not matched'));
    const rate = rateTenths(v['rebateRate'] ?? '');
    if (rate !== undefined && (rate < min || rate > max) && shown('rebateRate')) add('rebateRate', range);
    return errors;
  };

  const { busy, run } = useFormSubmit({
    // a captcha is answered once: a refused attempt shows a new one
    afterFailure: () => { if (captchaOn) refreshCaptcha(); },
    messageOf: (error) => (error.code.startsWith('HTTP_') || error.status === undefined ? failureText(t, error) : ta(`server.${error.message}`, { defaultValue: error.message })),
    hasField: (field) => schema.properties[field] !== undefined,
    // the platform's error replaces any earlier one on the form
    fieldError: (field, message) => {
      setExtraErrors({ [field]: { __errors: [message] } } as ErrorSchema);
      focusFieldAfterRender(field);
    },
  });
  const submit = (values: FormData): Promise<void> => run(async () => {
    const { userName } = await openDownlineAccount({
      username: (values['username'] ?? '').trim(), password: values['password'] ?? '', confirmPassword: values['confirmPassword'] ?? '',
      nickname: (values['nickname'] ?? '').trim(), rebateRate: (values['rebateRate'] ?? '').trim(),
      ...(captchaOn ? { captcha: values['captcha'] ?? '', ...(captcha === undefined ? {} : { captchaId: captcha.captchaId }) } : {}),
    }, { quiet: true, publicKey: systemStore.status?.info.publicKey });
    showToast(t('register.opened', { userName }), 'success');
    void navigate(`/m/member/team?userName=${encodeURIComponent(userName)}`);
  });

  if (validator === undefined) return <p className={styles.state} role="status">{t('loading', { ns: 'common' })}</p>;
  return (
    <div className={styles.page}>
      <p className={styles.status}>{t('register.intro')} {range}</p>
      <Form
        className={styles.form ?? ''}
        schema={schema as RJSFSchema}
        uiSchema={uiSchema}
        formData={formData}
        validator={validator}
        {...FORM_BEHAVIOUR}
        formContext={{ ...NO_MOBILE, captcha, refreshCaptcha } satisfies RegisterContext}
        transformErrors={transformErrors}
        customValidate={customValidate}
        extraErrors={extraErrors}
        onChange={(event, id) => {
          setFormData((event.formData ?? {}) as FormData);
          const name = id?.replace(/^root_/, '');
          if (name !== undefined && (extraErrors as Record<string, unknown>)[name] !== undefined) setExtraErrors((e) => ({ ...e, [name]: undefined }) as ErrorSchema);
        }}
        onBlur={(id) => touched.current.add(id.replace(/^root_/, ''))}
        onSubmit={(event) => void submit((event.formData ?? {}) as FormData)}
      >
        <button type="submit" className={styles.button} disabled={busy} onMouseDown={(e) => e.preventDefault()} onClick={() => { submitted.current = true; }}>{t('register.submit')}</button>
      </Form>
    </div>
  );
}
