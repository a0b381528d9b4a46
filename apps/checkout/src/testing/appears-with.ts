/** What {@link watchAppearsWith} saw once stopped. */
export interface AppearanceRecord {
  /** Whether `element` was on the page at any change. */
  seen: boolean;
  /** How many changes left `element` on the page without `companion`. */
  without: number;
}

/**
 * Watches the page, from now until `stop()`, at every change of its elements: whether `element`
 * is ever there without `companion` (a widget's button drawn before the section that will push it
 * down, say). Both are looked up afresh at each change.
 *
 * @example
 * const watch = watchAppearsWith(() => submitButton(), () => optionsLegend());
 * … render and wait …
 * expect(watch.stop()).toEqual({ seen: true, without: 0 });
 */
export function watchAppearsWith(
  element: () => Element | null | undefined,
  companion: () => Element | null | undefined,
): { stop: () => AppearanceRecord } {
  const record: AppearanceRecord = { seen: false, without: 0 };
  const observer = new MutationObserver(() => {
    if (!element()) return;
    record.seen = true;
    if (!companion()) record.without += 1;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return {
    stop: () => {
      observer.disconnect();
      return record;
    },
  };
}

/** The page's `<legend>` reading `text`, if any. */
export function legendOf(text: string): HTMLLegendElement | undefined {
  return [...document.querySelectorAll('legend')].find((legend) => legend.textContent === text);
}
