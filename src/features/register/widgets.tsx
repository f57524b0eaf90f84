/** The rjsf templates and widgets of the registration form (rjsf v6: formContext lives in the registry). */
import type { FieldTemplateProps, ObjectFieldTemplateProps, RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import type { Captcha } from '../../api/register.ts';
import { getMerchant } from '../../config/merchant.ts';
import { CaptchaInput } from '../../ui/form/captcha-input.tsx';
import styles from '../../ui/form/form.module.css';
import { MobileInput } from '../../ui/form/mobile-input.tsx';
import { PasswordInput } from '../../ui/form/password-input.tsx';
import * as rules from '../../ui/form/rules.ts';
import { SmsCodeButton } from '../auth/index.ts';

/** What the widgets need from the screen. */
export interface RegisterContext {
  dialingCode: string;
  setDialingCode: (code: string) => void;
  captcha: Captcha | undefined;
  refreshCaptcha: () => void;
  mobile: () => string;
  validateMobile: () => boolean;
}

const context = (props: WidgetProps): RegisterContext => props.registry.formContext as RegisterContext;
const errorOf = (props: WidgetProps): string | undefined => props.rawErrors?.[0];
/** The error's id is the one the shared inputs (mobile, captcha) point at: describedBy of ui/form/field.tsx. */
const aria = (props: WidgetProps): { 'aria-invalid': boolean; 'aria-required': boolean; 'aria-describedby'?: string } =>
  errorOf(props) === undefined ? { 'aria-invalid': false, 'aria-required': props.required === true } : { 'aria-invalid': true, 'aria-required': props.required === true, 'aria-describedby': `${props.id}-error` };
const emptyToUndefined = (value: string): string | undefined => (value === '' ? undefined : value);

function TextWidget(props: WidgetProps) {
  const max = (props.schema as { maxLength?: number }).maxLength;
  return (
    <input id={props.id} className={styles.input} value={(props.value as string | undefined) ?? ''} autoComplete={props.options['autocomplete'] as string | undefined}
      inputMode={props.options['inputMode'] as 'numeric' | 'email' | 'text' | undefined} type={props.options['inputType'] as string | undefined ?? 'text'}
      {...(max === undefined ? {} : { maxLength: max })} {...aria(props)}
      onChange={(event) => props.onChange(emptyToUndefined(event.target.value))} onBlur={(event) => props.onBlur(props.id, event.target.value)} />
  );
}

function DigitsWidget(props: WidgetProps) {
  const max = (props.schema as { maxLength?: number }).maxLength ?? 10;
  return (
    <input id={props.id} className={styles.input} inputMode="numeric" autoComplete="one-time-code" maxLength={max} value={(props.value as string | undefined) ?? ''} {...aria(props)}
      onChange={(event) => props.onChange(emptyToUndefined(rules.digitsOnly(event.target.value, max)))} onBlur={(event) => props.onBlur(props.id, event.target.value)} />
  );
}

function PasswordWidget(props: WidgetProps) {
  return (
    <PasswordInput id={props.id} autoComplete="new-password" value={(props.value as string | undefined) ?? ''} {...aria(props)}
      onValueChange={(value) => props.onChange(emptyToUndefined(value))} onBlur={(event) => props.onBlur(props.id, event.target.value)} />
  );
}

function MobileWidget(props: WidgetProps) {
  const ctx = context(props);
  return (
    <MobileInput id={props.id} value={(props.value as string | undefined) ?? ''} dialingCode={ctx.dialingCode} error={errorOf(props)}
      onValueChange={(value) => props.onChange(emptyToUndefined(value))} onDialingCodeChange={ctx.setDialingCode} onBlur={() => props.onBlur(props.id, props.value)} />
  );
}

function SmsCodeWidget(props: WidgetProps) {
  const ctx = context(props);
  return (
    <>
      <DigitsWidget {...props} />
      <SmsCodeButton mobile={ctx.mobile()} countryDialingCode={ctx.dialingCode} validateMobile={ctx.validateMobile} />
    </>
  );
}

function CaptchaWidget(props: WidgetProps) {
  const ctx = context(props);
  return (
    <CaptchaInput id={props.id} value={(props.value as string | undefined) ?? ''} error={errorOf(props)} captcha={ctx.captcha}
      onValueChange={(value) => props.onChange(emptyToUndefined(value))} onRefresh={ctx.refreshCaptcha} onBlur={() => props.onBlur(props.id, props.value)} />
  );
}

/** Birthday from 1900 to the end of the current year (D13), sent as YYYY-MM-DD. */
function BirthdayWidget(props: WidgetProps) {
  const min = `${getMerchant().constants.limits.birthdayMinYear}-01-01`;
  const max = `${new Date().getFullYear()}-12-31`;
  return (
    <input id={props.id} className={styles.input} type="date" min={min} max={max} value={(props.value as string | undefined) ?? ''} {...aria(props)}
      onChange={(event) => props.onChange(emptyToUndefined(event.target.value))} onBlur={(event) => props.onBlur(props.id, event.target.value)} />
  );
}

export const WIDGETS: RegistryWidgetsType = {
  TextWidget, text: TextWidget, digits: DigitsWidget, password: PasswordWidget, mobile: MobileWidget, smsCode: SmsCodeWidget,
  captcha: CaptchaWidget, birthday: BirthdayWidget,
};

/** A labelled field with an asterisk when required (SPEC 5) and its first message under it, else its quiet note (ui:help). */
export function FieldTemplate(props: FieldTemplateProps) {
  if (props.hidden === true) return <div hidden>{props.children}</div>;
  if (props.schema.type === 'object') return props.children;
  const error = props.rawErrors?.[0];
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={props.id}>
        {props.label}
        {props.required === true && <span className={styles.required} aria-hidden="true">*</span>}
      </label>
      <div className={styles.control}>{props.children}</div>
      {error !== undefined && <p id={`${props.id}-error`} className={styles.error}>{error}</p>}
      {error === undefined && typeof props.rawHelp === 'string' && props.rawHelp !== '' && <p id={`${props.id}__help`} className={styles.hint} role="status">{props.rawHelp}</p>}
    </div>
  );
}

export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  return <div className={styles.fields}>{props.properties.map((p) => <div key={p.name}>{p.content}</div>)}</div>;
}

/** The rjsf props both schema forms share (SPEC 5; DESIGN 6: no HTML5 validation): errors on blur and at submit, beside their fields, focus on the first. */
export const FORM_BEHAVIOUR = {
  widgets: WIDGETS, templates: { FieldTemplate, ObjectFieldTemplate }, noHtml5Validate: true, showErrorList: false, liveValidate: 'onBlur', focusOnFirstError: true, onError: () => undefined,
} as const;
