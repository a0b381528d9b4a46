/**
 * A whole number no smaller than `minimum` (docs/product/validation.md: "Quantity and provider
 * count are forced to at least 1"); fractions are cut and a non-number gives the minimum.
 *
 * @example
 * forceAtLeast(0, 1); // 1
 * forceAtLeast(2.7, 1); // 2
 */
export function forceAtLeast(value: number, minimum: number): number {
  const whole = Math.trunc(value);
  return Number.isFinite(whole) && whole > minimum ? whole : minimum;
}
