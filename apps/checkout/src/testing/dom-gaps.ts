/**
 * Browser APIs the Radix primitives use that jsdom lacks; each is added only when missing, as a
 * do-nothing stand-in, since the tests check behaviour, not layout.
 */
export function installDomGaps(): void {
  if (typeof window === 'undefined') return;
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStandIn {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.assign(window, { ResizeObserver: ResizeObserverStandIn });
  }
  const standIns: Record<string, () => unknown> = {
    scrollIntoView: () => undefined,
    hasPointerCapture: () => false,
    releasePointerCapture: () => undefined,
  };
  for (const [name, standIn] of Object.entries(standIns)) {
    if (!(name in window.HTMLElement.prototype)) {
      Object.defineProperty(window.HTMLElement.prototype, name, {
        value: standIn,
        configurable: true,
      });
    }
  }
}
