import type { Cart, CartItem } from '@storefront/contracts';
import { cartLine, testCart as sdkTestCart } from '@storefront/sdk/testing';

// The SDK's cart fixtures, under the names the checkout's tests use.

/** A merchandise cart line of 100 SAR unless overridden (the SDK's `cartLine`). */
export const cartItem = cartLine;

/**
 * The pending cart `cart-1` for tests, whose subtotal adds its lines up (no tax, no discount).
 *
 * @example
 * testCart([cartItem('1')], { customer: verifiedCustomer });
 */
export function testCart(items: CartItem[] = [cartItem('1')], overrides: Partial<Cart> = {}): Cart {
  return sdkTestCart('cart-1', items, overrides);
}

/** A cart customer whose number was proven. */
export const verifiedCustomer = {
  customerId: 'customer-1',
  name: 'Sara Ahmed',
  mobileNumber: '+966512345678',
  customFields: {},
} as const satisfies Cart['customer'];
