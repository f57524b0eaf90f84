import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotAvailable } from '../ui/not-available.tsx';

/** Shown instead of a crashed frame: the user gets a way home with a full page load (SPEC 8). */
function RouteError() {
  const { t } = useTranslation();
  return (
    <>
      <NotAvailable title={t('load_failed')} message={t('not_available.message')} />
      <p style={{ textAlign: 'center' }}>
        <a href="/m/home">{t('title.home')}</a>
      </p>
    </>
  );
}

/** Catches what the screens' own boundaries do not (the frame itself), logs it and shows RouteError. */
export class RouteBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('route failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
