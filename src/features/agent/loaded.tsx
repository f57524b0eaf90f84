import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './agent.module.css';
import { failureText } from './failure.ts';
import type { Load } from './use-load.ts';

/** Loading, failure with retry, or the loaded content. */
export function Loaded<T>({ state, retry, children }: { state: Load<T>; retry: () => void; children: (value: T) => ReactNode }) {
  const { t } = useTranslation('agent');
  if (state.kind === 'loading') return <p className={styles.state} role="status">{t('loading', { ns: 'common' })}</p>;
  if (state.kind === 'failed') {
    return (
      <div className={styles.state} role="alert">
        <p>{failureText(t, state.error)}</p>
        <button type="button" className={styles.button} onClick={retry}>{t('retry', { ns: 'common' })}</button>
      </div>
    );
  }
  return <>{children(state.value)}</>;
}
