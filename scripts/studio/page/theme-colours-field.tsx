/**
 * One theme's colour tokens: a colour picker and the exact value per token, and beside each the contrast of
 * every pair it draws in (WCAG 2.x, the bar `npm run validate` holds it to), so an unreadable pair shows as it is made.
 */
import type { FieldProps } from '@rjsf/utils';
import type { ThemeColours } from '../../../src/generated/merchant.ts';
import type { ThemeToken } from '../../../src/ui/theme-contrast.ts';
import { pickerValue, readingsFor } from './contrast-pairs.ts';

type Colours = Partial<ThemeColours>;

export function ThemeColoursField(props: FieldProps) {
  const { schema, name, onChange, fieldPathId, errorSchema } = props;
  const formData = (props.formData ?? {}) as Colours;
  const tokens = Object.keys(schema.properties ?? {}) as ThemeToken[];
  const set = (token: ThemeToken, value: string) => onChange({ ...formData, [token]: value }, fieldPathId.path);
  return (
    <fieldset className="theme-colours">
      <legend>{name} theme</legend>
      <table>
        <thead><tr><th scope="col">Token</th><th scope="col">Colour</th><th scope="col">Contrast (needs)</th></tr></thead>
        <tbody>
          {tokens.map((token) => {
            const value = formData[token];
            const errors = (errorSchema?.[token] as { __errors?: string[] } | undefined)?.__errors ?? [];
            return (
              <tr key={token} className={errors.length > 0 ? 'has-error' : undefined}>
                <th scope="row"><label htmlFor={`${fieldPathId.$id}_${token}`}>{token}</label></th>
                <td>
                  <input type="color" aria-label={`${name} ${token} picker`} value={pickerValue(value)} onChange={(e) => set(token, e.target.value)} />
                  <input id={`${fieldPathId.$id}_${token}`} type="text" aria-label={`${name} ${token}`} value={value ?? ''} size={9} spellCheck={false} onChange={(e) => set(token, e.target.value)} />
                  {errors.map((error) => <p key={error} className="field-error" role="alert">{error}</p>)}
                </td>
                <td>
                  <ul className="ratios">
                    {readingsFor(formData, token).map((reading) => (
                      <li key={`${reading.pair.on}-${reading.pair.where}`} className={reading.ok ? 'ok' : 'low'} title={reading.pair.where}>
                        on {reading.pair.on}{reading.pair.wash === undefined ? '' : ` (+${Math.round(reading.pair.wash.alpha * 100)}% ${reading.pair.wash.colour})`}: <strong>{reading.ratio}</strong> ({reading.needs}:1) {reading.ok ? '✓' : '✗'}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </fieldset>
  );
}
