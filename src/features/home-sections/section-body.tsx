import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionEmpty, SectionFailed, SectionLoading } from '../../ui/home-section.tsx';
import type { SectionLoad } from './use-section-load.ts';

interface SectionBodyProps<T> {
  state: SectionLoad<readonly T[]>;
  retry: () => void;
  /** The box kept while loading, in px. */
  blockSize: number;
  empty: string;
  children: (items: readonly T[]) => ReactNode;
}

/** A list section's body: loading, failed (the message and a retry), empty, or the items. */
export function SectionBody<T>({ state, retry, blockSize, empty, children }: SectionBodyProps<T>) {
  const { t } = useTranslation();
  if (state.kind === 'loading') return <SectionLoading label={t('loading')} blockSize={blockSize} />;
  if (state.kind === 'failed') return <SectionFailed message={state.message} retryLabel={t('retry')} onRetry={retry} />;
  if (state.value.length === 0) return <SectionEmpty text={empty} />;
  return children(state.value);
}
