/**
 * Home (SPEC 2.3): the merchant's layout.home sections in order through the registry. Each section sits
 * in its own error boundary; unknown types are dropped (and named in development). The sections load
 * their own data (features/home).
 */
import { Component, type ErrorInfo, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { evaluateCondition } from '../config/conditions.ts';
import { getMerchant } from '../config/merchant.ts';
import type { LayoutItem } from '../generated/merchant.ts';
import { usePageIdle } from '../state/page-ready.ts';
import { useConditionContext } from './condition-context.ts';
import styles from './home-screen.module.css';
import { ComplianceFooter, HOME_SECTIONS, isHomeSectionType, preloadHomeSections } from './registry.tsx';

preloadHomeSections();

class SectionBoundary extends Component<{ type: string; fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`home section ${this.props.type} failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The items of layout.home that render: known types whose `when` holds, in config order. */
export function visibleHomeItems(items: readonly LayoutItem[], shown: (item: LayoutItem) => boolean): LayoutItem[] {
  return items.filter((item) => {
    if (!isHomeSectionType(item.type)) {
      if (import.meta.env.DEV) console.warn(`home: unknown section type "${item.type}" dropped`);
      return false;
    }
    return shown(item);
  });
}

export function HomeScreen() {
  const { t } = useTranslation('lobby');
  const ctx = useConditionContext();
  const items = visibleHomeItems(getMerchant().layout.home, (item) => evaluateCondition(item.when, ctx));
  // The footer comes once the first games are on screen: drawn sooner, it stood under the empty grid and was
  // pushed down when the games came (layout shift 0.17); its chunk no longer loads before the first tile either.
  const gamesShown = usePageIdle();
  // One Suspense for all sections: their code comes in together, so no section appears after the
  // ones below it and pushes them down (layout shift).
  return (
    <div className={styles.home}>
      <Suspense fallback={null}>
        {items.map((item, i) => {
          const type = item.type as keyof typeof HOME_SECTIONS;
          const Section = HOME_SECTIONS[type];
          return (
            <SectionBoundary key={`${item.id ?? item.type}-${i}`} type={item.type} fallback={<p className={styles.sectionFailed} role="alert">{t('section_failed')}</p>}>
              <Section item={item} />
            </SectionBoundary>
          );
        })}
      </Suspense>
      {/* Not a layout item: a brand cannot leave out the age limit, licence and terms. Its own
          Suspense: its chunk arriving later must not hide the sections. */}
      <Suspense fallback={null}>
        {gamesShown && (
          <div className={styles.footerArea}>
            <ComplianceFooter />
          </div>
        )}
      </Suspense>
    </div>
  );
}
