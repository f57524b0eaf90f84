/**
 * The brand's languages in switcher order: move, remove, add. Each language of the table says whether every
 * interface text of it is written (a brand may list only complete ones; `npm run validate` refuses the others).
 */
import { useState } from 'react';
import type { FieldProps } from '@rjsf/utils';
import type { LanguageTexts } from './api.ts';
import type { StudioContext } from './studio-context.ts';

export function LanguagesField(props: FieldProps) {
  const { onChange, fieldPathId, registry, errorSchema, schema } = props;
  const formData = (props.formData ?? []) as string[];
  const table = (registry.formContext as StudioContext).languages;
  const [adding, setAdding] = useState('');
  const info = (code: string): LanguageTexts | undefined => table.find((language) => language.code === code);
  const state = (code: string): string => {
    const found = info(code);
    if (found === undefined) return 'checking texts…';
    return found.complete ? 'texts complete' : `texts incomplete: ${found.missing}`;
  };
  const change = (next: string[]) => onChange(next, fieldPathId.path);
  const move = (from: number, to: number) => {
    const next = [...formData];
    const [moved] = next.splice(from, 1);
    if (moved !== undefined) next.splice(to, 0, moved);
    change(next);
  };
  const itemErrors = (index: number): string[] => (errorSchema?.[index] as { __errors?: string[] } | undefined)?.__errors ?? [];
  return (
    <fieldset className="languages">
      <legend>languages</legend>
      {typeof schema.description === 'string' && <p className="help">{schema.description}</p>}
      {(errorSchema?.__errors ?? []).map((error) => <p key={error} className="field-error" role="alert">{error}</p>)}
      <ol aria-label="languages in switcher order">
        {formData.map((code, index) => (
          <li key={code}>
            <span className="language-name">{code} {info(code)?.name ?? ''}</span>
            <span className={info(code)?.complete === false ? 'low' : 'ok'}>{state(code)}</span>
            <button type="button" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={`move ${code} up`}>↑</button>
            <button type="button" disabled={index === formData.length - 1} onClick={() => move(index, index + 1)} aria-label={`move ${code} down`}>↓</button>
            <button type="button" disabled={formData.length === 1} onClick={() => change(formData.filter((c) => c !== code))} aria-label={`remove ${code}`}>✕</button>
            {itemErrors(index).map((error) => <p key={error} className="field-error" role="alert">{error}</p>)}
          </li>
        ))}
      </ol>
      <label>
        Add a language{' '}
        <select value={adding} onChange={(e) => setAdding(e.target.value)}>
          <option value="">choose…</option>
          {table.filter((language) => !formData.includes(language.code)).map((language) => (
            <option key={language.code} value={language.code}>{language.code} {language.name} ({language.complete ? 'texts complete' : 'texts incomplete'})</option>
          ))}
        </select>
      </label>
      <button type="button" disabled={adding === ''} onClick={() => { change([...formData, adding]); setAdding(''); }}>Add</button>
    </fieldset>
  );
}
