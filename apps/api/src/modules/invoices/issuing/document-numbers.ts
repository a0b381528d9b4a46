/**
 * The number printed on a tenant's `n`th invoice (`INV-`) or credit note (`CRN-`): at least six
 * digits, like order numbers, so they sort and read alike.
 *
 * @example
 * formatDocumentNumber('invoice', 123); // 'INV-000123'
 */
export function formatDocumentNumber(kind: 'invoice' | 'creditNote', n: number): string {
  return `${kind === 'invoice' ? 'INV' : 'CRN'}-${String(n).padStart(6, '0')}`;
}
