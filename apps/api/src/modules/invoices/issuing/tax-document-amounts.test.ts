import { describe, expect, it } from 'vitest';
import { taxDocumentAmounts } from './tax-document-amounts.ts';

const coffee = { name: { ar: 'قهوة', en: 'Coffee' } };
const pen = { name: { ar: 'قلم', en: 'قلم' } };

describe('taxDocumentAmounts', () => {
  it("gives each line the tenant's VAT on its amount and keeps the order's own totals", () => {
    const amounts = taxDocumentAmounts(
      [
        { product: coffee, quantity: 6, amount: 270 },
        { product: pen, quantity: 1, amount: 120 },
      ],
      { subTotal: 390, discountAmount: 0, taxAmount: 58.5, totalAmount: 448.5 },
      15,
    );
    expect(amounts).toEqual({
      lines: [
        {
          name: 'قهوة / Coffee',
          quantity: 6,
          unitPriceExclVat: 45,
          vatRate: 15,
          vatAmount: 40.5,
          totalExclVat: 270,
          totalInclVat: 310.5,
        },
        {
          name: 'قلم',
          quantity: 1,
          unitPriceExclVat: 120,
          vatRate: 15,
          vatAmount: 18,
          totalExclVat: 120,
          totalInclVat: 138,
        },
      ],
      discountExclVat: 0,
      totalExclVat: 390,
      vatTotal: 58.5,
      totalInclVat: 448.5,
    });
  });

  it('takes a coupon off before the VAT total, as the order did (docs/product/api.md example)', () => {
    const amounts = taxDocumentAmounts(
      [{ product: coffee, quantity: 3, amount: 300 }],
      { subTotal: 300, discountAmount: 30, taxAmount: 40.5, totalAmount: 310.5 },
      15,
    );
    expect(amounts.lines[0]?.vatAmount).toBe(45);
    expect(amounts).toMatchObject({
      discountExclVat: 30,
      totalExclVat: 270,
      vatTotal: 40.5,
      totalInclVat: 310.5,
    });
  });

  it('rounds a unit price that does not divide evenly to 2 decimals', () => {
    const [line] = taxDocumentAmounts(
      [{ product: coffee, quantity: 3, amount: 100 }],
      { subTotal: 100, discountAmount: 0, taxAmount: 15, totalAmount: 115 },
      15,
    ).lines;
    expect(line).toMatchObject({ unitPriceExclVat: 33.33, vatAmount: 15, totalInclVat: 115 });
  });
});
