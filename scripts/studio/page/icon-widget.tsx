/** An icon picker over the app's icon table (src/ui/icon-paths.ts), showing the icon chosen. */
import type { WidgetProps } from '@rjsf/utils';
import { ICON_NAMES, ICON_PATHS } from '../../../src/ui/icon-paths.ts';

export function IconWidget({ id, value, onChange, label }: WidgetProps) {
  const name = typeof value === 'string' ? value : '';
  return (
    <span className="icon-picker">
      <select id={id} aria-label={label || 'icon'} value={name} onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}>
        <option value="">(none)</option>
        {!ICON_NAMES.includes(name) && name !== '' && <option value={name}>{name} (unknown)</option>}
        {ICON_NAMES.map((icon) => <option key={icon} value={icon}>{icon}</option>)}
      </select>
      {ICON_PATHS[name] !== undefined && (
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d={ICON_PATHS[name]} />
        </svg>
      )}
    </span>
  );
}
