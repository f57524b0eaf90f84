/** Stands in for the browser's IntersectionObserver: records the margin asked for and lets a test report an intersection. */
export class FakeIntersectionObserver {
  static made: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit;
  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    this.callback = callback;
    this.options = options;
    FakeIntersectionObserver.made.push(this);
  }
  observe(target: Element): void {
    this.targets.push(target);
  }
  disconnect(): void {}
  intersect(isIntersecting: boolean): void {
    this.callback(this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry), this as unknown as IntersectionObserver);
  }
}
