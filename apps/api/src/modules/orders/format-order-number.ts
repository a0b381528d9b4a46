/**
 * The human-readable order number of a tenant's `n`th order: `ORD-` and at least six digits, so
 * numbers sort and read alike on receipts and on the phone.
 *
 * @example
 * formatOrderNumber(42); // 'ORD-000042'
 */
export function formatOrderNumber(n: number): string {
  return `ORD-${String(n).padStart(6, '0')}`;
}
