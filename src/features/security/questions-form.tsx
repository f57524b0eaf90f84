import { useTranslation } from 'react-i18next';
import { type QuestionAnswer, type QuestionId, type SecurityOverview, setSecurityQuestions } from '../../api/security.ts';
import { systemStore } from '../../state/system-store.ts';
import { describedBy, Field } from '../../ui/form/field.tsx';
import form from '../../ui/form/form.module.css';
import { LoginPasswordField } from './login-password-field.tsx';
import * as rules from './security-rules.ts';
import styles from './security.module.css';
import { useFormValues } from './use-form-values.ts';
import { useSecretSubmit } from './use-secret-submit.ts';

interface Props { overview: SecurityOverview; onSaved: (overview: SecurityOverview) => void }

type Name = 'q1' | 'a1' | 'q2' | 'a2' | 'c1' | 'c2' | 'loginPassword';
const EMPTY: Record<Name, string> = { q1: '', a1: '', q2: '', a2: '', c1: '', c2: '', loginPassword: '' };

/** Set two security questions; replacing them asks the answers on file first (checked by the platform). */
export function QuestionsForm({ overview, onSaved }: Props) {
  const { t } = useTranslation('security');
  const { busy, failure, send } = useSecretSubmit(onSaved);
  const current = overview.questions;
  const replacing = current.length > 0;
  const f = useFormValues<Name>(EMPTY, {
    q1: rules.question, a1: rules.answer, q2: (v, all) => rules.secondQuestion(all.q1)(v), a2: rules.answer, loginPassword: rules.loginPassword,
    ...(replacing ? { c1: rules.answer, c2: rules.answer } : {}),
  });
  const submit = async (): Promise<void> => {
    if (!f.validate()) return;
    const v = f.values;
    const answers: [QuestionAnswer, QuestionAnswer] = [{ questionId: v.q1 as QuestionId, answer: v.a1.trim() }, { questionId: v.q2 as QuestionId, answer: v.a2.trim() }];
    const [c1, c2] = current;
    const currentAnswers: [QuestionAnswer, QuestionAnswer] | undefined = c1 === undefined || c2 === undefined ? undefined
      : [{ questionId: c1, answer: v.c1.trim() }, { questionId: c2, answer: v.c2.trim() }];
    await send(() => setSecurityQuestions({ loginPassword: v.loginPassword, answers, ...(currentAnswers === undefined ? {} : { currentAnswers }) }, systemStore.status?.info.publicKey), 'questions.success');
  };
  const select = (name: 'q1' | 'q2', label: string) => {
    const id = `sec-${name}`;
    const error = f.errorOf(name, failure, 'answers');
    return (
      <Field id={id} label={label} required error={error}>
        <select id={id} className={form.input} value={f.values[name]} {...describedBy(id, error)} onChange={(e) => f.set(name)(e.target.value)}>
          <option value="">{t('questions.choose')}</option>
          {overview.questionCatalogue.map((q) => <option key={q} value={q}>{t(`question.${q}`)}</option>)}
        </select>
      </Field>
    );
  };
  const answerField = (name: 'a1' | 'a2' | 'c1' | 'c2', label: string, wire: string) => {
    const id = `sec-${name}`;
    const error = f.errorOf(name, failure, wire);
    return (
      <Field id={id} label={label} required error={error}>
        <input id={id} className={form.input} autoComplete="off" maxLength={64} value={f.values[name]} {...describedBy(id, error)} onChange={(e) => f.set(name)(e.target.value)} />
      </Field>
    );
  };
  return (
    <form className={form.fields} noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      {replacing && (
        <fieldset className={styles.group}>
          <legend>{t('questions.current')}</legend>
          {current[0] !== undefined && answerField('c1', t(`question.${current[0]}`), 'currentAnswers')}
          {current[1] !== undefined && answerField('c2', t(`question.${current[1]}`), '-')}
        </fieldset>
      )}
      <fieldset className={styles.group}>
        <legend>{replacing ? t('questions.new') : t('questions.choose_two')}</legend>
        {select('q1', t('questions.first'))}
        {answerField('a1', t('questions.answer'), '-')}
        {select('q2', t('questions.second'))}
        {answerField('a2', t('questions.answer'), '-')}
      </fieldset>
      <LoginPasswordField id="sec-questions-password" value={f.values.loginPassword} error={f.errorOf('loginPassword', failure)} onValueChange={f.set('loginPassword')} />
      <button type="submit" className={form.primary} disabled={busy}>{t('submit')}</button>
    </form>
  );
}
