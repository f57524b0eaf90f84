/** Whitelabel flags and modules as toggles, each with its SPEC meaning (the schema's enumDescriptions) as help. */
import type { FieldProps, RJSFSchema } from '@rjsf/utils';

interface NamedList { enum?: string[]; enumDescriptions?: string[] }

export function FlagsField(props: FieldProps) {
  const { name, onChange, fieldPathId, registry, uiSchema, errorSchema, schema } = props;
  const formData = (props.formData ?? {}) as Record<string, boolean>;
  const list = String(uiSchema?.['ui:options']?.['list'] ?? '');
  const defs = (registry.rootSchema as RJSFSchema & { $defs?: Record<string, NamedList> }).$defs ?? {};
  const names = defs[list]?.enum ?? [];
  const help = defs[list]?.enumDescriptions ?? [];
  const errors = errorSchema?.__errors ?? [];
  return (
    <fieldset className="flags">
      <legend>{name}</legend>
      {typeof schema.description === 'string' && <p className="help">{schema.description}</p>}
      {errors.map((error) => <p key={error} className="field-error" role="alert">{error}</p>)}
      {names.map((flag, index) => {
        const id = `${fieldPathId.$id}_${flag}`;
        return (
          <div key={flag} className="flag">
            <input id={id} type="checkbox" role="switch" checked={formData[flag] === true} aria-describedby={`${id}_help`}
              onChange={(e) => onChange({ ...formData, [flag]: e.target.checked }, fieldPathId.path)} />
            <label htmlFor={id}>{flag}</label>
            <p id={`${id}_help`} className="help">{help[index] ?? ''}</p>
          </div>
        );
      })}
    </fieldset>
  );
}
