import { describe, expect, it } from 'vitest';
import type { CustomFieldRow } from '../catalog/catalog-product.ts';
import { priceLine, type LineCounts } from './price-line.ts';

type Field = Pick<CustomFieldRow, 'key' | 'type' | 'addOnPrice' | 'chargedOnce'>;

const giftWrap: Field = { key: 'giftWrap', type: 'checkbox', addOnPrice: 10, chargedOnce: false };
const giftBox: Field = { key: 'giftBox', type: 'checkbox', addOnPrice: 15, chargedOnce: true };
const engraving: Field = { key: 'engraving', type: 'text', addOnPrice: 0, chargedOnce: false };
const monogram: Field = { key: 'monogram', type: 'text', addOnPrice: 7.5, chargedOnce: false };

const plain = { amount: 85, discountedAmount: null, depositAmount: null };
const discounted = { amount: 85, discountedAmount: 79, depositAmount: null };

function counts(overrides: Partial<LineCounts> = {}): LineCounts {
  return { quantity: 1, providerCount: 1, durationUnits: 1, customFieldValues: {}, ...overrides };
}

describe('priceLine', () => {
  it('prices quantity × the amount when there is no discount', () => {
    expect(priceLine(plain, [], counts({ quantity: 3 }))).toEqual({
      unitPrice: 85,
      effectiveQuantity: 3,
      totalPrice: 255,
      totalAfterDiscount: 255,
      flatAmount: 0,
      depositAmount: 0,
    });
  });

  it("applies the price's discounted amount after the list total", () => {
    expect(priceLine(discounted, [], counts({ quantity: 2 }))).toMatchObject({
      unitPrice: 79,
      totalPrice: 170,
      totalAfterDiscount: 158,
    });
  });

  it('adds a chosen add-on per unit of quantity, undiscounted, and ignores unchosen ones', () => {
    const fields = [giftWrap, giftBox, engraving];
    expect(
      priceLine(
        discounted,
        fields,
        counts({ quantity: 2, customFieldValues: { giftWrap: 'true' } }),
      ),
    ).toMatchObject({ totalPrice: 190, totalAfterDiscount: 178, flatAmount: 0 });
    expect(
      priceLine(
        discounted,
        fields,
        counts({ quantity: 2, customFieldValues: { giftWrap: 'false' } }),
      ),
    ).toMatchObject({ totalPrice: 170, totalAfterDiscount: 158 });
    // A plain field's value costs nothing; a priced text field counts once it is not blank.
    expect(
      priceLine(
        plain,
        [engraving, monogram],
        counts({ customFieldValues: { engraving: 'Sara', monogram: ' ' } }),
      ),
    ).toMatchObject({ totalPrice: 85 });
    expect(
      priceLine(plain, [monogram], counts({ quantity: 2, customFieldValues: { monogram: 'SA' } })),
    ).toMatchObject({ totalPrice: 185 });
  });

  it('charges a once-per-line add-on once, whatever the quantity, as the flat amount', () => {
    expect(
      priceLine(plain, [giftBox], counts({ quantity: 4, customFieldValues: { giftBox: 'TRUE' } })),
    ).toMatchObject({ totalPrice: 355, totalAfterDiscount: 355, flatAmount: 15 });
  });

  it('multiplies by the providers booked and the duration units (effective quantity)', () => {
    const hourly = { amount: 150, discountedAmount: null, depositAmount: null };
    expect(
      priceLine(hourly, [], counts({ quantity: 1, providerCount: 2, durationUnits: 3 })),
    ).toMatchObject({
      effectiveQuantity: 6,
      totalPrice: 900,
      totalAfterDiscount: 900,
    });
    // Add-ons follow the quantity only, not hours or providers.
    expect(
      priceLine(
        hourly,
        [giftWrap],
        counts({ quantity: 2, durationUnits: 3, customFieldValues: { giftWrap: 'true' } }),
      ),
    ).toMatchObject({ effectiveQuantity: 6, totalPrice: 920 });
  });

  it('takes the deposit per effective unit, never more than the total', () => {
    const photo = { amount: 1500, discountedAmount: null, depositAmount: 500 };
    expect(priceLine(photo, [], counts({ quantity: 2 }))).toMatchObject({
      totalAfterDiscount: 3000,
      depositAmount: 1000,
    });
    const deposit = { amount: 100, discountedAmount: 40, depositAmount: 50 };
    expect(priceLine(deposit, [], counts())).toMatchObject({
      totalAfterDiscount: 40,
      depositAmount: 40,
    });
  });

  it('rounds every amount to 2 decimals', () => {
    const odd = { amount: 33.335, discountedAmount: 0.1, depositAmount: 0.015 };
    expect(priceLine(odd, [], counts({ quantity: 3 }))).toEqual({
      unitPrice: 0.1,
      effectiveQuantity: 3,
      totalPrice: 100.01,
      totalAfterDiscount: 0.3,
      flatAmount: 0,
      depositAmount: 0.05,
    });
  });
});
