/**
 * Browser APIs the page uses that jsdom lacks; each is added only when missing, as a
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
  // jsdom has <dialog> but not its modal methods: open and close it, with the close event.
  const dialog = window.HTMLDialogElement?.prototype;
  if (dialog && !('showModal' in dialog)) {
    Object.defineProperties(dialog, {
      showModal: {
        configurable: true,
        value(this: HTMLDialogElement) {
          this.setAttribute('open', '');
        },
      },
      close: {
        configurable: true,
        value(this: HTMLDialogElement) {
          if (!this.hasAttribute('open')) return;
          this.removeAttribute('open');
          this.dispatchEvent(new window.Event('close'));
        },
      },
    });
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
