const focusable =
  'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Moves focus to the first field marked `aria-invalid="true"` in page order (a group such as a
 * radio group hands it to its first focusable control, the checked one first). Returns whether a
 * field took focus. Page order, not the order fields were registered, so the shopper lands on the
 * first problem they would read.
 *
 * @example
 * focusFirstInvalid(document.querySelector('main')!);
 */
export function focusFirstInvalid(root: ParentNode): boolean {
  const invalid = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return false;
  const target = invalid.matches(focusable)
    ? invalid
    : (invalid.querySelector<HTMLElement>(
        ':checked:not([disabled]), [aria-checked="true"]:not([disabled])',
      ) ?? invalid.querySelector<HTMLElement>(focusable));
  if (!target) return false;
  target.focus();
  return document.activeElement === target;
}
