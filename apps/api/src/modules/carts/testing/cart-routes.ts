import {
  cartSchema,
  errorBodySchema,
  type AddCartItem,
  type Cart,
  type ErrorBody,
} from '@storefront/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { catalogSeedIds } from '../../../db/seed/catalog-seed-ids.ts';

/** Headers of a guest of `tenant` asking for English answers. */
export const guestHeaders = (tenant = 'demo'): Record<string, string> => ({
  __tenant: tenant,
  'accept-language': 'en',
});

/** A bookable slot of the seeded massage (Noura works Wednesday mornings). */
export const massageSlot = {
  reservationDateFrom: '2030-01-16T07:00:00.000Z',
  reservationDateTo: '2030-01-16T08:00:00.000Z',
};

/** Items of the seeded demo catalogue. */
export const seededItems = {
  /** 45 SAR, unlimited. */
  coffee250g: (quantity = 1): AddCartItem => ({
    productId: catalogSeedIds.products.coffee,
    priceId: catalogSeedIds.prices.coffee250g,
    quantity,
  }),
  /** Out of stock. */
  coffee1kg: (): AddCartItem => ({
    productId: catalogSeedIds.products.coffee,
    priceId: catalogSeedIds.prices.coffee1kg,
    quantity: 1,
  }),
  /** 120 SAR, 25 in stock, a required engraving. */
  pen: (engraving: string | null = 'Sara'): AddCartItem => ({
    productId: catalogSeedIds.products.pen,
    priceId: catalogSeedIds.prices.pen,
    quantity: 1,
    ...(engraving === null ? {} : { customFields: { engraving } }),
  }),
  /** 200 SAR an hour with Noura. */
  massage: (slot = massageSlot): AddCartItem => ({
    productId: catalogSeedIds.products.massage,
    priceId: catalogSeedIds.prices.massage,
    quantity: 1,
    providersIds: [catalogSeedIds.providers.noura],
    ...slot,
  }),
};

/** The body of an error answer, checked against the ABP shape. */
export function errorOf(response: LightMyRequestResponse): ErrorBody['error'] {
  return errorBodySchema.parse(response.json()).error;
}

/** The cart of a 200 answer (fails the test with the body otherwise). */
export function cartOfResponse(response: LightMyRequestResponse): Cart {
  if (response.statusCode !== 200) {
    throw new Error(`Expected 200, got ${response.statusCode}: ${response.body}`);
  }
  return cartSchema.parse(response.json());
}

/**
 * Creates a cart through `POST /api/app/cart/new-cart`, with items when given.
 *
 * @example
 * const cart = await newCartWith(app, guestHeaders(), [seededItems.coffee250g()]);
 */
export async function newCartWith(
  app: FastifyInstance,
  headers: Record<string, string>,
  items: AddCartItem[] = [],
): Promise<Cart> {
  const created = cartOfResponse(
    await app.inject({
      method: 'POST',
      url: '/api/app/cart/new-cart',
      headers,
      payload: { source: 0 },
    }),
  );
  if (items.length === 0) return created;
  return cartOfResponse(
    await app.inject({
      method: 'POST',
      url: `/api/app/cart/cart-items/${created.id}`,
      headers,
      payload: items,
    }),
  );
}

/** One part of a multipart body. */
export interface MultipartPart {
  field: string;
  /** A file part when set (busboy treats a part with a file name as a file). */
  filename?: string;
  contentType?: string;
  content: Buffer | string;
}

/**
 * A `multipart/form-data` body for `app.inject` (hand-built: the test needs exact control over
 * names, types and sizes, and no form library is a dependency of the API).
 *
 * @example
 * await app.inject({ method: 'POST', url, ...multipart([{ field: 'receipt', filename: 'r.png', content: png }]) });
 */
export function multipart(parts: readonly MultipartPart[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = '----storefront-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.field}"${
      part.filename === undefined ? '' : `; filename="${part.filename}"`
    }`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
          (part.contentType ? `Content-Type: ${part.contentType}\r\n` : '') +
          '\r\n',
      ),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A tiny valid PNG (1×1 pixel). */
export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A tiny valid GIF (1×1 pixel). */
export const gifBytes = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);
