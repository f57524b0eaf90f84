import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

export type Lazy<P> = LazyExoticComponent<ComponentType<P>>;

/** A component of a lazily imported module, for React.lazy (which wants a default export). */
export function fromModule<M, P>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): Lazy<P> {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}
