/**
 * docs/product/validation.md: "Quantity and provider count are forced to at least 1." Whole numbers
 * only; a missing or non-finite count is 1.
 *
 * @example
 * forceAtLeastOne(0); // 1
 */
export function forceAtLeastOne(count: number | undefined): number {
  return count !== undefined && Number.isFinite(count) ? Math.max(1, Math.floor(count)) : 1;
}
