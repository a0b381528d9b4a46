/**
 * Runs `task` once the browser has painted the next frame: for work the page's first paint does
 * not need, so that it neither delays that paint nor takes bandwidth from what it does need.
 * A hidden page paints no frames, so there the task runs at once.
 *
 * @example
 * afterNextPaint(window, () => preloadFont(document, href));
 */
export function afterNextPaint(
  window: Pick<Window, 'requestAnimationFrame' | 'setTimeout' | 'document'>,
  task: () => void,
): void {
  if (window.document.visibilityState === 'hidden') {
    window.setTimeout(task, 0);
    return;
  }
  // A frame callback runs just before that frame is painted; a timer set there, just after.
  window.requestAnimationFrame(() => window.setTimeout(task, 0));
}
