import type { TaxInvoice } from '@storefront/contracts';

/**
 * The one VAT rate of a document's lines, for the "VAT 15 %" total; null when the lines have none
 * or differ (a zero-rated line beside standard ones), when the total is just "VAT".
 *
 * @example
 * documentVatRate(invoice); // 15
 */
export function documentVatRate(document: Pick<TaxInvoice, 'lines'>): number | null {
  const rates = new Set(document.lines.map((line) => line.vatRate));
  return rates.size === 1 ? [...rates][0]! : null;
}
