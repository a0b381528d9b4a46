import type { AddCartItem } from '@storefront/contracts';
import type { FakePrice, FakeProduct } from './fake-catalog.ts';

/** Products of the cart rules' tests (the fake catalogue), with fixed ids. */
export const testProducts = {
  mug: {
    id: '10000000-0000-4000-8000-000000000001',
    type: 'merchandise',
    nameEn: 'Mug',
    nameAr: 'كوب',
    prices: [{ id: '10000000-0000-4000-8000-0000000000a1', amount: 100 }],
  },
  limited: {
    id: '10000000-0000-4000-8000-000000000002',
    type: 'merchandise',
    nameEn: 'Limited print',
    nameAr: 'طبعة محدودة',
    prices: [{ id: '10000000-0000-4000-8000-0000000000a2', amount: 40, stock: 2 }],
  },
  haircut: {
    id: '10000000-0000-4000-8000-000000000003',
    type: 'reservation',
    nameEn: 'Haircut',
    nameAr: 'قص شعر',
    prices: [{ id: '10000000-0000-4000-8000-0000000000a3', amount: 200, depositAmount: 50 }],
  },
  engraved: {
    id: '10000000-0000-4000-8000-000000000004',
    type: 'merchandise',
    nameEn: 'Engraved pen',
    nameAr: 'قلم محفور',
    prices: [{ id: '10000000-0000-4000-8000-0000000000a4', amount: 30 }],
    requiredFields: ['engraving'],
  },
} satisfies Record<string, FakeProduct>;

/** Every test product. */
export const allTestProducts: FakeProduct[] = Object.values(testProducts);

/** The slot the haircut tests book. */
export const haircutSlot = {
  reservationDateFrom: '2030-01-20T10:00:00.000Z',
  reservationDateTo: '2030-01-20T11:00:00.000Z',
};

/**
 * The first price of a test product (tests may change its amount to see re-pricing).
 *
 * @example
 * priceOf('mug').amount = 120;
 */
export function priceOf(name: keyof typeof testProducts): FakePrice {
  const [price] = (testProducts[name] as FakeProduct).prices;
  if (!price) throw new Error(`${name} has no price`);
  return price;
}

/**
 * An item to add of a test product at its first price.
 *
 * @example
 * await addCartItems(context, caller, cart.id, [itemOf('mug', { quantity: 2 })], false);
 */
export function itemOf(
  name: keyof typeof testProducts,
  extra: Partial<AddCartItem> = {},
): AddCartItem {
  const product: FakeProduct = testProducts[name];
  return {
    productId: product.id,
    priceId: priceOf(name).id,
    quantity: 1,
    ...(product.type === 'reservation' ? haircutSlot : {}),
    ...extra,
  };
}
