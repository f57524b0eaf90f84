import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenState } from '../../ui/screen-state.tsx';
import styles from './agent.module.css';
import { failureText } from './failure.ts';
import type { Load } from './use-load.ts';

const LOOK = { state: styles.state, retry: styles.button };

/** Loading, failure with retry (the platform's reason, SPEC 8), or the loaded content. */
export function Loaded<T>({ state, retry, children }: { state: Load<T>; retry: () => void; children: (value: T) => ReactNode }) {
  const { t } = useTranslation('agent');
  if (state.kind === 'loaded') return <>{children(state.value)}</>;
  const texts = { loading: t('loading', { ns: 'common' }), failed: state.kind === 'failed' ? failureText(t, state.error) : '', retry: t('retry', { ns: 'common' }) };
  return <ScreenState failed={state.kind === 'failed'} retry={retry} texts={texts} classNames={LOOK} />;
}
