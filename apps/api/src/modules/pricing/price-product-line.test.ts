import { ApiError } from '../../errors/api-error.ts';
import { describe, expect, it } from 'vitest';
import type {
  CatalogProduct,
  CustomFieldRow,
  PriceRow,
  ProductRow,
} from '../catalog/catalog-product.ts';
import { priceProductLine, type ProductLineOptions } from './price-product-line.ts';

const epoch = new Date('2030-01-15T09:00:00Z'); // 12:00 in Riyadh

function productRow(overrides: Partial<ProductRow> = {}): ProductRow {
  return {
    id: 'product',
    tenantId: 'tenant',
    type: 'reservation',
    nameAr: 'منتج',
    nameEn: 'Product',
    descriptionAr: '',
    descriptionEn: '',
    isFullDayBooking: false,
    isVariableDuration: false,
    enableCustomerToChooseProvider: false,
    showProviderName: false,
    slotLengthMinutes: 60,
    capacityPerSlot: 1,
    sortOrder: 0,
    createdAt: epoch,
    ...overrides,
  };
}

const price: PriceRow = {
  id: 'price',
  tenantId: 'tenant',
  productId: 'product',
  nameAr: 'سعر',
  nameEn: 'Price',
  amount: 150,
  discountedAmount: null,
  depositAmount: null,
  period: null,
  isUnlimited: true,
  availableQuantity: 0,
  sortOrder: 0,
  createdAt: epoch,
};

function field(overrides: Partial<CustomFieldRow>): CustomFieldRow {
  return {
    id: 'field',
    tenantId: 'tenant',
    productId: 'product',
    key: 'field',
    labelAr: 'حقل',
    labelEn: 'Field',
    type: 'text',
    required: false,
    options: null,
    addOnPrice: 0,
    chargedOnce: false,
    sortOrder: 0,
    ...overrides,
  };
}

const occasion = field({
  key: 'occasion',
  type: 'select',
  required: true,
  options: [{ value: 'wedding', labelAr: 'زفاف', labelEn: 'Wedding' }],
});

function catalogProduct(
  product: Partial<ProductRow> = {},
  customFields: CustomFieldRow[] = [],
): CatalogProduct {
  return {
    product: productRow(product),
    prices: [price],
    customFields,
    providers: [],
    imageUpdatedAt: null,
    timeZone: 'Asia/Riyadh',
  };
}

const strict: ProductLineOptions = { strict: true, now: epoch, language: 'en' };
const loose: ProductLineOptions = { ...strict, strict: false };
const at = (time: string, date = '2030-01-16') => `${date}T${time}:00+03:00`;

/** The thrown ApiError's code and validation members. */
function failure(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      status: error.statusCode,
      code: error.code,
      message: error.message,
      members: error.options.validationErrors?.map((item) => item.members.join()) ?? [],
      messages: error.options.validationErrors?.map((item) => item.message) ?? [],
    };
  }
  throw new Error('expected a failure');
}

describe('priceProductLine', () => {
  it('fails a product without prices with "Product has no pricing options"', () => {
    const empty = { ...catalogProduct(), prices: [] };
    expect(
      failure(() => priceProductLine(empty, price, { quantity: 1, customFieldValues: {} }, strict)),
    ).toMatchObject({
      status: 400,
      code: 'INVALID_OPERATION',
      message: 'Product has no pricing options',
    });
  });

  it('forces quantity and provider count to at least 1, and counts the chosen providers', () => {
    const product = catalogProduct();
    const line = { customFieldValues: {}, from: at('10:00'), to: at('11:00') };
    expect(
      priceProductLine(product, price, { ...line, quantity: 0, providerCount: -2 }, strict),
    ).toMatchObject({
      effectiveQuantity: 1,
      totalAfterDiscount: 150,
    });
    expect(
      priceProductLine(
        product,
        price,
        { ...line, quantity: 1, providerIds: ['a', 'b', 'a'], providerCount: 1 },
        strict,
      ),
    ).toMatchObject({ effectiveQuantity: 2, totalAfterDiscount: 300 });
    expect(
      priceProductLine(product, price, { ...line, quantity: 2, providerCount: 3 }, strict),
    ).toMatchObject({ effectiveQuantity: 6 });
  });

  it('prices a variable-duration reservation per slot spanned, a fixed one per slot', () => {
    const variable = catalogProduct({ isVariableDuration: true });
    expect(
      priceProductLine(
        variable,
        price,
        { quantity: 1, customFieldValues: {}, from: at('09:00'), to: at('12:00') },
        strict,
      ),
    ).toMatchObject({ effectiveQuantity: 3, totalPrice: 450 });
    const fixed = catalogProduct();
    expect(
      priceProductLine(
        fixed,
        price,
        { quantity: 1, customFieldValues: {}, from: at('09:00'), to: at('12:00') },
        strict,
      ),
    ).toMatchObject({ effectiveQuantity: 1 });
    const nights = catalogProduct({ isVariableDuration: true, isFullDayBooking: true });
    expect(
      priceProductLine(
        nights,
        price,
        {
          quantity: 1,
          customFieldValues: {},
          from: at('00:00', '2030-01-16'),
          to: at('00:00', '2030-01-19'),
        },
        strict,
      ),
    ).toMatchObject({ effectiveQuantity: 3 });
  });

  it('refuses a reservation period that is missing, malformed, backwards or not whole slots', () => {
    const variable = catalogProduct({ isVariableDuration: true });
    const line = { quantity: 1, customFieldValues: {} };
    expect(failure(() => priceProductLine(variable, price, line, strict))).toMatchObject({
      code: 'VALIDATION_ERROR',
      members: ['from', 'to'],
      messages: ['This field is required', 'This field is required'],
    });
    expect(
      failure(() => priceProductLine(variable, price, { ...line, from: at('09:00') }, loose))
        .members,
    ).toEqual(['to']);
    expect(
      failure(() =>
        priceProductLine(variable, price, { ...line, from: 'tomorrow', to: at('10:00') }, strict),
      ).members,
    ).toEqual(['from']);
    expect(
      failure(() =>
        priceProductLine(variable, price, { ...line, from: at('10:00'), to: at('09:00') }, strict),
      ).members,
    ).toEqual(['to']);
    expect(
      failure(() =>
        priceProductLine(variable, price, { ...line, from: at('09:00'), to: at('10:30') }, strict),
      ).members,
    ).toEqual(['to']);
    // While choosing, a reservation without a slot is priced for one.
    expect(priceProductLine(variable, price, line, loose)).toMatchObject({ effectiveQuantity: 1 });
  });

  it('needs required custom fields when strict, and valid values always', () => {
    const product = catalogProduct({ type: 'merchandise' }, [
      occasion,
      field({ key: 'guests', type: 'number' }),
      field({ key: 'day', type: 'date' }),
    ]);
    const line = { quantity: 1 };
    expect(
      failure(() => priceProductLine(product, price, { ...line, customFieldValues: {} }, strict)),
    ).toMatchObject({ members: ['customFields.occasion'], messages: ['This field is required'] });
    expect(
      priceProductLine(product, price, { ...line, customFieldValues: {} }, loose).totalPrice,
    ).toBe(150);
    expect(
      failure(() =>
        priceProductLine(
          product,
          price,
          { ...line, customFieldValues: { occasion: 'party', guests: 'many', day: '2030-02-30' } },
          loose,
        ),
      ),
    ).toMatchObject({
      members: ['customFields.occasion', 'customFields.guests', 'customFields.day'],
      messages: ['This value is not valid', 'This value is not valid', 'This value is not valid'],
    });
    expect(
      priceProductLine(
        product,
        price,
        {
          ...line,
          customFieldValues: { occasion: 'wedding', guests: '12', day: '2030-02-28', other: 'x' },
        },
        strict,
      ).totalPrice,
    ).toBe(150);
  });

  it('names the members as the request does and words messages in Arabic', () => {
    const product = catalogProduct({ type: 'merchandise' }, [occasion]);
    const options: ProductLineOptions = {
      ...strict,
      language: 'ar',
      members: { customField: (key) => `CustomFieldValues[${key}]` },
    };
    expect(
      failure(() =>
        priceProductLine(product, price, { quantity: 1, customFieldValues: {} }, options),
      ),
    ).toMatchObject({ members: ['CustomFieldValues[occasion]'], messages: ['هذا الحقل مطلوب'] });
  });

  it('refuses a subscription starting before today (Riyadh), accepts today and later', () => {
    const club = catalogProduct({ type: 'subscription' });
    const line = { quantity: 1, customFieldValues: {} };
    for (const start of ['2030-01-15', '2030-01-15T00:30:00+03:00', '2030-03-01T00:00:00Z']) {
      expect(
        priceProductLine(club, price, { ...line, subscriptionStartDate: start }, loose).totalPrice,
      ).toBe(150);
    }
    for (const start of ['soon', '2030-02-30']) {
      expect(
        failure(() =>
          priceProductLine(club, price, { ...line, subscriptionStartDate: start }, loose),
        ),
      ).toMatchObject({
        members: ['subscriptionStartDate'],
        messages: ['This value is not valid'],
      });
    }
    // A past start is refused with its own reason, never moved to today.
    for (const [language, text] of [
      ['en', 'The start date cannot be in the past. Choose today or a later date.'],
      ['ar', 'لا يمكن أن يكون تاريخ البدء في الماضي. اختر اليوم أو تاريخًا لاحقًا.'],
    ] as const) {
      for (const start of ['2030-01-14', '2030-01-14T20:00:00Z']) {
        const options = { ...loose, language };
        expect(
          failure(() =>
            priceProductLine(club, price, { ...line, subscriptionStartDate: start }, options),
          ),
        ).toEqual({
          status: 400,
          code: 'VALIDATION_ERROR',
          message: text,
          members: ['subscriptionStartDate'],
          messages: [text],
        });
      }
    }
  });
});
