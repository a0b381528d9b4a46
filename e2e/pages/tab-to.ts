import { expect, type Locator, type Page } from '@playwright/test';

/** Tab stops a page of this size can need before a control is reached (wrapping included). */
const maxTabs = 80;

/**
 * Moves the keyboard focus to `target` with the Tab key alone, as a keyboard-only shopper would,
 * and fails when Tab never reaches it (a control out of the tab order is a bug this catches).
 * With `inside`, any element within `target` will do (a radio group's one tab stop).
 *
 * @example
 * await tabTo(page, page.getByRole('button', { name: 'Send code' }));
 * await page.keyboard.press('Enter');
 */
export async function tabTo(
  page: Page,
  target: Locator,
  options: { inside?: boolean } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  const inside = options.inside ?? false;
  for (let presses = 0; presses < maxTabs; presses++) {
    const focused = await target.evaluate(
      (element, within) =>
        within ? element.contains(document.activeElement) : element === document.activeElement,
      inside,
    );
    if (focused) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${target.toString()} within ${maxTabs} presses`);
}
