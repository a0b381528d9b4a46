import {
  cartSchema,
  productListSchema,
  type AddCartItem,
  type Cart,
  type CustomField,
  type Product,
} from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';

/** The tenant the demo cart belongs to (seeded; docs/product/demo-data.md). */
export const demoTenant = 'demo';

/** How many different products the demo cart holds. */
const demoLineCount = 2;

async function call(
  app: FastifyInstance,
  request: { method: 'GET' | 'POST'; url: string; payload?: object },
): Promise<unknown> {
  const response = await app.inject({
    ...request,
    headers: { __tenant: demoTenant, 'accept-language': 'en' },
  });
  if (response.statusCode !== 200) {
    throw new Error(
      `Demo cart: ${request.method} ${request.url} answered ${response.statusCode} ${response.body}`,
    );
  }
  return response.json();
}

/** A plausible value for a required custom field (null: the demo cannot fill it in). */
function sampleValue(field: CustomField): string | null {
  switch (field.type) {
    case 'text':
      return 'Demo';
    case 'number':
      return '1';
    case 'checkbox':
      return 'true';
    case 'select':
      return field.options?.[0]?.value ?? null;
    case 'date':
      return null;
  }
}

/** One line of the product at its first price in stock, its required fields filled; or null. */
function demoLine(product: Product): AddCartItem | null {
  const price = product.pricing.find(
    (option) => option.stock.isUnlimited || option.stock.availableQuantity > 0,
  );
  if (!price) return null;
  const customFields: Record<string, string> = {};
  for (const field of product.customFields.filter((each) => each.required)) {
    const value = sampleValue(field);
    if (value === null) return null;
    customFields[field.key] = value;
  }
  return { productId: product.id, priceId: price.id, quantity: 1, customFields };
}

/**
 * Makes a fresh cart of the `demo` tenant holding seeded merchandise, through the app's own routes
 * (`POST /api/app/cart/new-cart`, `GET /api/app/product`, `POST /api/app/cart/cart-items/{id}`),
 * so the demo shows the API as a checkout would use it.
 *
 * @example
 * const cart = await createDemoCart(app);
 * console.log(`/?tenant=demo&cartId=${cart.id}`);
 */
export async function createDemoCart(app: FastifyInstance): Promise<Cart> {
  const created = cartSchema.parse(
    await call(app, { method: 'POST', url: '/api/app/cart/new-cart', payload: { source: 0 } }),
  );
  const products = productListSchema.parse(
    await call(app, { method: 'GET', url: '/api/app/product?type=merchandise' }),
  );
  const items = products.items
    .map(demoLine)
    .filter((line) => line !== null)
    .slice(0, demoLineCount);
  if (items.length === 0) throw new Error('Demo cart: the demo tenant has no merchandise to add');
  return cartSchema.parse(
    await call(app, {
      method: 'POST',
      url: `/api/app/cart/cart-items/${created.id}?singleItem=false`,
      payload: items,
    }),
  );
}
