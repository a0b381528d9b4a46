import { localize, roundMoney, type TaxInvoiceLine } from '@storefront/contracts';
import type { CartItemProductSnapshot } from '../../../db/schema/index.ts';

/** What a tax document needs of one order line. */
export interface OrderLineForTax {
  product: Pick<CartItemProductSnapshot, 'name'>;
  quantity: number;
  /** The line's amount without VAT (after the price's own discount, before the coupon). */
  amount: number;
}

/** What a tax document needs of the order's totals, as the order stored them. */
export interface OrderTotalsForTax {
  subTotal: number;
  discountAmount: number;
  taxAmount: number;
  totalAmount: number;
}

/** A tax document's lines and totals. */
export interface TaxDocumentAmounts {
  lines: TaxInvoiceLine[];
  discountExclVat: number;
  totalExclVat: number;
  vatTotal: number;
  totalInclVat: number;
}

/**
 * A line's name on the invoice: Arabic (the invoice's language for ZATCA), then English when it
 * differs, so one text serves both languages of the printed invoice.
 */
function lineName(product: OrderLineForTax['product']): string {
  const arabic = localize(product.name, 'ar');
  const english = localize(product.name, 'en');
  return arabic === english ? arabic : `${arabic} / ${english}`;
}

/**
 * The lines and totals of an order's tax invoice. The house's amounts are without VAT and the tax
 * is added on top (docs/product/api.md, "Cart totals": line tax = tax % × line amount; order tax =
 * tax % × (subtotal − discount)), so each line's VAT is the tenant's rate on its amount, and the
 * document's totals are the order's own figures, never recomputed: what the shopper agreed to pay
 * is what the invoice says (`vatTotal` is the order's tax, on the amount after the coupon).
 *
 * @example
 * taxDocumentAmounts([{ product, quantity: 2, amount: 90 }], { subTotal: 90, discountAmount: 0, taxAmount: 13.5, totalAmount: 103.5 }, 15);
 * // lines: [{ quantity: 2, unitPriceExclVat: 45, vatAmount: 13.5, totalInclVat: 103.5, … }], vatTotal: 13.5
 */
export function taxDocumentAmounts(
  lines: readonly OrderLineForTax[],
  totals: OrderTotalsForTax,
  vatRate: number,
): TaxDocumentAmounts {
  return {
    lines: lines.map((line) => {
      const vatAmount = roundMoney((line.amount * vatRate) / 100);
      return {
        name: lineName(line.product),
        quantity: line.quantity,
        unitPriceExclVat: roundMoney(line.amount / line.quantity),
        vatRate,
        vatAmount,
        totalExclVat: roundMoney(line.amount),
        totalInclVat: roundMoney(line.amount + vatAmount),
      };
    }),
    discountExclVat: roundMoney(totals.discountAmount),
    // What the shopper pays less its VAT: subtotal − discount (+ fees, should the house add any).
    totalExclVat: roundMoney(totals.totalAmount - totals.taxAmount),
    vatTotal: roundMoney(totals.taxAmount),
    totalInclVat: roundMoney(totals.totalAmount),
  };
}
