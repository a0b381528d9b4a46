import { cartSchema, type AddCartItem } from '@storefront/contracts';
import type { AutocannonRequest } from 'autocannon';
import { catalogSeedIds } from '@storefront/api/seed';

// Carts of the seeded `demo` tenant made through the API's own routes, as a storefront would.

export const tenantHeaders = { __tenant: 'demo', 'accept-language': 'en' };
export const jsonHeaders = { ...tenantHeaders, 'content-type': 'application/json' };

/** One bag of coffee (no custom fields). */
export const coffee: AddCartItem = {
  productId: catalogSeedIds.products.coffee,
  priceId: catalogSeedIds.prices.coffee250g,
  quantity: 1,
};
/** One engraved pen (a required custom field). */
export const pen: AddCartItem = {
  productId: catalogSeedIds.products.pen,
  priceId: catalogSeedIds.prices.pen,
  quantity: 1,
  customFields: { engraving: 'Bench' },
};

async function post(baseUrl: string, url: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * Makes a fresh `demo` cart holding `items` and answers its id.
 *
 * @example
 * const cartId = await newCart('http://127.0.0.1:8080', [coffee, pen]);
 */
export async function newCart(baseUrl: string, items: AddCartItem[]): Promise<string> {
  const { id } = cartSchema.parse(await post(baseUrl, '/api/app/cart/new-cart', { source: 0 }));
  if (items.length > 0) await post(baseUrl, `/api/app/cart/cart-items/${id}`, items);
  return id;
}

/** The checkout page of a `demo` cart, as `npm start` prints it. */
export function checkoutUrl(baseUrl: string, cartId: string, language: 'ar' | 'en'): string {
  return `${baseUrl}/?tenant=demo&cartId=${cartId}&lang=${language}`;
}

/**
 * `count` fresh, empty `demo` carts (made 20 at a time), for loads that add to carts in turn so
 * that no cart grows past a realistic size.
 *
 * @example
 * const pool = await newEmptyCarts('http://127.0.0.1:8080', 1000);
 */
export async function newEmptyCarts(baseUrl: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  while (ids.length < count) {
    ids.push(...(await Promise.all(Array.from({ length: 20 }, () => newCart(baseUrl, [])))));
  }
  return ids;
}

/**
 * An autocannon request adding one bag of coffee, to each of `cartIds` in turn.
 *
 * @example
 * await autocannon({ url, requests: [addCoffeeInTurn(pool)] });
 */
export function addCoffeeInTurn(cartIds: readonly string[]): AutocannonRequest {
  let next = 0;
  const pathOf = (cartId: string | undefined) => `/api/app/cart/cart-items/${cartId ?? ''}`;
  return {
    method: 'POST',
    path: pathOf(cartIds[0]),
    headers: jsonHeaders,
    body: JSON.stringify([coffee]),
    setupRequest: (request) => ({ ...request, path: pathOf(cartIds[next++ % cartIds.length]) }),
  };
}
