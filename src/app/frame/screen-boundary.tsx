import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenState } from '../../ui/screen-state.tsx';
import { reloadPage } from '../page-reload.ts';

interface Props {
  children: ReactNode;
  resetKey: string;
}

interface State {
  failed: boolean;
  key: string;
}

/** The failed screen: what failed and a retry, never an endless loader (SPEC 8; docs/rules-not-proven.md R8-21). */
function ScreenFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return <ScreenState failed retry={retry} texts={{ loading: t('loading'), failed: t('load_failed'), retry: t('retry') }} />;
}

/**
 * A screen whose chunk fails to load (a module not found included) or that fails to render logs the error and shows
 * the failure with a retry (SPEC 8). The retry loads the page afresh: a lazy component keeps its failure, and a chunk
 * gone after a deploy comes back only with the new page. Moving to another path resets the boundary, so one broken
 * screen never takes the frame down.
 */
export class ScreenBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromProps(props: Props, state: State) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('screen failed to load', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ScreenFailed retry={reloadPage} /> : this.props.children;
  }
}
