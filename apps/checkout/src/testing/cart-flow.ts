import type { Cart, Language } from '@storefront/contracts';
import type {
  CartStatusOptions,
  CartUpdatesOptions,
  EventStream,
  PaymentPage,
} from '@storefront/sdk';
import { vi } from 'vitest';
import { createCartActor } from '../app/checkout/create-cart-actor.ts';
import { testCart } from './cart-fixtures.ts';
import { fakeSdk, type FakeSdk } from './fake-sdk.ts';

/** A KeyValueStorage in memory. */
export function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

/**
 * A running cart flow over a fake SDK whose cart calls answer with `cart` (unless the test
 * scripted `carts.get` first), and a status stream the test completes with `complete(orderNumber)`.
 * Its online payments run in `page` (give the page the checkout is rendered with).
 *
 * @example
 * const { actor, fake, complete } = startTestCartFlow(testCart());
 */
export function startTestCartFlow(
  cart: Cart = testCart(),
  {
    fake = fakeSdk(),
    language = 'en',
    page,
    storage = memoryStorage(),
  }: {
    fake?: FakeSdk;
    language?: Language;
    page?: PaymentPage;
    /** The flow's cart storage; give one to carry it over a "reload" (a new flow). */
    storage?: ReturnType<typeof memoryStorage>;
  } = {},
) {
  const streams: CartStatusOptions[] = [];
  const openStatusStream = vi.fn((options: CartStatusOptions): EventStream => {
    streams.push(options);
    return { close: vi.fn(), lastEventId: '', done: Promise.resolve() };
  });
  // The cart-updates streams the flow opened; a test sends a cart with `updates[0].onCartUpdated`.
  const updates: CartUpdatesOptions[] = [];
  const openUpdatesStream = vi.fn((options: CartUpdatesOptions): EventStream => {
    updates.push(options);
    return { close: vi.fn(), lastEventId: '', done: Promise.resolve() };
  });
  const { carts } = fake;
  // A test that scripted the first read (a 409, a 404) keeps its answer.
  if (!carts.get.getMockImplementation()) carts.get.mockResolvedValue(cart);
  carts.validate.mockResolvedValue(cart);
  carts.updateCoupon.mockImplementation((_id: string, code: string) =>
    Promise.resolve({ ...cart, couponCode: code === '' ? null : code }),
  );
  carts.updateCustomer.mockImplementation(
    (_id: string, customer: { name: string; mobileNumber: string }) =>
      Promise.resolve({
        ...cart,
        customer: { customerId: 'customer-1', ...customer, customFields: {} },
      }),
  );
  carts.updateNotes.mockImplementation((_id: string, notes: string) =>
    Promise.resolve({ ...cart, notes }),
  );
  carts.setBankTransferInfo.mockResolvedValue(cart);
  carts.process.mockResolvedValue({
    orderNumber: 'ORD-000001',
    cartId: cart.id,
    status: 'completed',
  });
  const actor = createCartActor({
    sdk: fake.sdk,
    cartId: cart.id,
    isMobileApp: false,
    language,
    storage,
    openStatusStream,
    openUpdatesStream,
    ...(page ? { paymentPage: page } : {}),
  });
  const complete = (orderNumber = 'ORD-000001') => {
    for (const stream of streams) stream.onStatus({ status: 'completed', orderNumber });
  };
  return { actor, fake, carts, streams, openStatusStream, updates, complete };
}
