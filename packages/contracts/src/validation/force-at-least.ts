/**
 * A whole number no smaller than `minimum` (docs/product/validation.md: "Quantity and provider
 * count are forced to at least 1"): fractions are cut, and a missing or non-finite value gives the
 * minimum. The one floor of the SDK's flows and the API's pricing and booking, so they agree.
 *
 * @example
 * forceAtLeast(0); // 1
 * forceAtLeast(2.7); // 2
 * forceAtLeast(undefined, 2); // 2
 */
export function forceAtLeast(value: number | undefined, minimum = 1): number {
  if (value === undefined) return minimum;
  const whole = Math.trunc(value);
  return Number.isFinite(whole) && whole > minimum ? whole : minimum;
}
