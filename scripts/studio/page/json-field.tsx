/**
 * A small JSON value typed as text: a layout item's `when` condition and its `options`. A recursive condition
 * drawn as nested forms was slow and hard to read; the validator still checks it and names its JSON path.
 */
import { useState } from 'react';
import type { FieldProps } from '@rjsf/utils';

export function JsonField({ formData, onChange, fieldPathId, name, errorSchema, schema }: FieldProps) {
  const written = formData === undefined ? '' : JSON.stringify(formData);
  const [text, setText] = useState(written);
  const [broken, setBroken] = useState(false);
  const shown = broken ? text : written;
  const change = (next: string) => {
    setText(next);
    if (next.trim() === '') {
      setBroken(false);
      onChange(undefined, fieldPathId.path);
      return;
    }
    try {
      onChange(JSON.parse(next) as unknown, fieldPathId.path);
      setBroken(false);
    } catch {
      setBroken(true);
    }
  };
  return (
    <div className="json-field">
      <label htmlFor={fieldPathId.$id}>{name} (JSON)</label>
      <input id={fieldPathId.$id} type="text" value={shown} spellCheck={false} placeholder={name === 'when' ? 'always shown, e.g. {"session":["member"]}' : ''}
        title={typeof schema.description === 'string' ? schema.description : undefined} onChange={(e) => change(e.target.value)} />
      {broken && <p className="field-error" role="alert">not JSON yet: the last valid value is kept</p>}
      {(errorSchema?.__errors ?? []).map((error) => <p key={error} className="field-error" role="alert">{error}</p>)}
    </div>
  );
}
