import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageLoader } from './page-loader.tsx';

interface Props {
  children: ReactNode;
  resetKey: string;
}

/**
 * A screen whose chunk fails to load logs the error and shows the loader (SPEC 8); moving to another
 * path resets it, so one broken screen never takes the frame down.
 */
export class ScreenBoundary extends Component<Props, { failed: boolean; key: string }> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('screen failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <PageLoader /> : this.props.children;
  }
}
