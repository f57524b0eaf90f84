/** rjsf's array buttons with visible words (its default icons need a Bootstrap font the studio does not load). */
import type { IconButtonProps } from '@rjsf/utils';

function button(text: string, label: string) {
  return function StudioButton({ registry: _r, uiSchema: _u, iconType: _t, icon: _i, className, ...props }: IconButtonProps) {
    return <button type="button" className={`studio-button ${className ?? ''}`} aria-label={label} title={label} {...props}>{text}</button>;
  };
}

export const STUDIO_BUTTONS = {
  AddButton: button('+ Add', 'Add item'),
  MoveUpButton: button('↑', 'Move up'),
  MoveDownButton: button('↓', 'Move down'),
  RemoveButton: button('✕', 'Remove'),
  CopyButton: button('⧉', 'Copy'),
  ClearButton: button('✕', 'Clear'),
};
