import { type ReactNode, useId, useState } from 'react';
import styles from './drawer-group.module.css';
import { Icon } from './icon.tsx';
import { NavEntry, type NavVariant } from './nav-entry.tsx';

interface NavDisclosureProps {
  variant: NavVariant;
  icon: string;
  label: string;
  /** The current value shown at the end of the row (the language, say). */
  value?: string | undefined;
  onToggle?: (open: boolean) => void;
  /** The list shown while open. */
  children: ReactNode;
}

/** A collapsible drawer entry (SPEC 4: the game list and language list accordions). */
export function NavDisclosure({ variant, icon, label, value, onToggle, children }: NavDisclosureProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const toggle = (): void => {
    setOpen(!open);
    onToggle?.(!open);
  };
  return (
    <div className={`${styles.group} ${open ? styles.open : ''}`}>
      <NavEntry
        variant={variant}
        icon={icon}
        label={label}
        onClick={toggle}
        expanded={open}
        controls={id}
        trailing={<>{value !== undefined && <span className={styles.value}>{value}</span>}<Icon name="chevron-down" size={16} className={styles.chevron} /></>}
      />
      {open && <div id={id}>{children}</div>}
    </div>
  );
}
