/**
 * Runs `task` after the first paint, when the browser is idle (or soon, where it cannot tell):
 * for work the page will want but that must not compete with its first screen.
 *
 * @example
 * whenIdle(() => void import('./later.ts'));
 */
export function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 1000);
}
