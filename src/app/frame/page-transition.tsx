import { Fragment, type ReactNode, useLayoutEffect, useState, ViewTransition } from 'react';
import { getMerchant } from '../../config/merchant.ts';
import { useReducedMotion } from '../../ui/reduced-motion.ts';

interface PageTransitionProps {
  /** Screens with the same key (the home paths) update in place; another key cross-fades. */
  screenKey: string;
  children: ReactNode;
}

/**
 * R4-67: a screen change cross-fades in the merchant's pageTransitionMs (300 ms) through the View
 * Transitions API. React's <ViewTransition> does it: React Router's declarative <BrowserRouter> puts every
 * navigation in startTransition, and its own `viewTransition` option works only with the data router
 * (about 19 KB gzip more, docs/benchmarks.md). Updates inside a screen (game pages arriving) never animate, nor does the
 * first screen; under prefers-reduced-motion no view transition starts at all. global.css times every
 * view transition by --page-transition, set here from the one timing value.
 */
export function PageTransition({ screenKey, children }: PageTransitionProps) {
  const reduced = useReducedMotion();
  const ms = getMerchant().constants.timings.pageTransitionMs;
  const [firstKey] = useState(screenKey);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && screenKey !== firstKey) setNavigated(true);
  useLayoutEffect(() => {
    document.documentElement.style.setProperty('--page-transition', `${ms}ms`);
  }, [ms]);
  // Before the first screen change there is no boundary, so loading the first screen starts no view transition.
  if (reduced || !navigated) return <Fragment key={screenKey}>{children}</Fragment>;
  return (
    <ViewTransition key={screenKey} enter="auto" exit="auto" update="none" default="none">
      {children}
    </ViewTransition>
  );
}
