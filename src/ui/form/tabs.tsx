import styles from './form.module.css';

interface TabsProps<K extends string> {
  label: string;
  tabs: readonly { key: K; label: string }[];
  selected: K;
  onSelect: (key: K) => void;
}

/** A tab switch (login method, registration method, recovery method). */
export function Tabs<K extends string>({ label, tabs, selected, onSelect }: TabsProps<K>) {
  return (
    <div className={styles.tabs} role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button key={tab.key} type="button" role="tab" className={styles.tab} aria-selected={tab.key === selected} onClick={() => onSelect(tab.key)}>
          {tab.label}
        </button>
      ))}
    </div>
  );
}
