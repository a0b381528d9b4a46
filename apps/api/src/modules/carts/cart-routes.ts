import {
  addCartItemSchema,
  cartSchema,
  cartSourceSchema,
  customFieldValuesSchema,
  saudiMobileNumberSchema,
  updateCartCustomerQuerySchema,
  updateCartItemSchema,
  updateCartRequestSchema,
} from '@storefront/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bodyErrorStatuses,
  errorResponses,
  tenantErrorStatuses,
} from '../../http/error-responses.ts';
import { described } from '../../http/described.ts';
import { queryFlag } from '../../http/query-flag.ts';
import { addCartItems } from './lines/add-cart-items.ts';
import { cartCallerOf } from './cart-caller.ts';
import { cartContextOf } from './cart-context.ts';
import type { CartModuleOptions } from './cart-context.ts';
import { createCart } from './create-cart.ts';
import { getCart } from './reads/get-cart.ts';
import { removeCartItems, updateCartItems } from './lines/update-cart-items.ts';
import { setCartCoupon } from './coupon/set-cart-coupon.ts';
import { setCartCustomer } from './details/set-cart-customer.ts';
import { setItemCustomFields } from './lines/set-item-custom-fields.ts';
import { updateCartFields } from './details/update-cart-fields.ts';
import { validateCart } from './checks/validate-cart.ts';

/** Ids in paths and queries: any short text; one that is not a UUID names no cart (404). */
const idSchema = z.string().min(1).max(100);
const cartParams = z.object({ cartId: idSchema });

/** Error statuses of a route that reads or changes one cart. */
const cartErrors = [...tenantErrorStatuses, 401, 403, 404, 409] as const;
/** …and takes a body. */
const cartBodyErrors = [...cartErrors, ...bodyErrorStatuses] as const;

/** A guest may call it (the cart's id is the capability); a customer's cart needs their token. */
const guestOrCustomer: Array<Record<string, string[]>> = [
  { tenant: [], bearerAuth: [] },
  { tenant: [] },
];

/**
 * The cart routes of docs/product/api.md, each answering the whole updated
 * cart: create, read, add/remove/update items, coupon, notes, custom fields, customer, validate.
 */
export const cartRoutes: FastifyPluginCallbackZod<CartModuleOptions> = (app, options, done) => {
  const context = cartContextOf(app, options);

  app.post(
    '/api/app/cart/new-cart',
    {
      bodyLimit: 1024,
      schema: {
        operationId: 'createCart',
        tags: ['cart'],
        summary: 'Create an empty cart (source: 0 website, 1 mobile app)',
        security: guestOrCustomer,
        body: z.object({ source: cartSourceSchema }),
        response: {
          200: described(cartSchema, 'The new, empty cart'),
          ...errorResponses(...tenantErrorStatuses, ...bodyErrorStatuses),
        },
      },
    },
    async (request) => createCart(context, await cartCallerOf(request), request.body.source),
  );

  app.get(
    '/api/app/cart/:cartId',
    {
      schema: {
        operationId: 'getCart',
        tags: ['cart'],
        summary: 'A cart; a completed one only with allowNonPending=true (else 409)',
        security: guestOrCustomer,
        params: cartParams,
        querystring: z.object({ allowNonPending: queryFlag.optional() }),
        response: { 200: described(cartSchema, 'The cart'), ...errorResponses(...cartErrors) },
      },
    },
    async (request) =>
      getCart(context, await cartCallerOf(request), request.params.cartId, {
        allowNonPending: request.query.allowNonPending ?? false,
      }),
  );

  app.post(
    '/api/app/cart/cart-items/:cartId',
    {
      schema: {
        operationId: 'addCartItems',
        tags: ['cart'],
        summary: 'Add items; with singleItem=true only one item may be sent',
        security: guestOrCustomer,
        params: cartParams,
        querystring: z.object({ singleItem: queryFlag.optional() }),
        body: z.array(addCartItemSchema).min(1).max(50),
        response: {
          200: described(cartSchema, 'The updated cart'),
          ...errorResponses(...cartBodyErrors),
        },
      },
    },
    async (request) =>
      addCartItems(
        context,
        await cartCallerOf(request),
        request.params.cartId,
        request.body,
        request.query.singleItem ?? false,
      ),
  );

  app.delete(
    '/api/app/cart/cart-items/:cartId',
    {
      schema: {
        operationId: 'removeCartItems',
        tags: ['cart'],
        summary: 'Remove items (itemsIds repeated)',
        security: guestOrCustomer,
        params: cartParams,
        querystring: z.object({
          itemsIds: z
            .union([idSchema, z.array(idSchema).min(1).max(100)])
            .transform((ids) => (Array.isArray(ids) ? ids : [ids])),
        }),
        response: {
          200: described(cartSchema, 'The updated cart'),
          ...errorResponses(...cartErrors),
        },
      },
    },
    async (request) =>
      removeCartItems(
        context,
        await cartCallerOf(request),
        request.params.cartId,
        request.query.itemsIds,
      ),
  );

  app.put(
    '/api/app/cart/items/:cartId',
    {
      schema: {
        operationId: 'updateCartItems',
        tags: ['cart'],
        summary: "Change items' quantities and custom fields",
        security: guestOrCustomer,
        params: cartParams,
        body: z.array(updateCartItemSchema).min(1).max(50),
        response: {
          200: described(cartSchema, 'The updated cart'),
          ...errorResponses(...cartBodyErrors),
        },
      },
    },
    async (request) =>
      updateCartItems(context, await cartCallerOf(request), request.params.cartId, request.body),
  );

  app.put(
    '/api/app/cart/coupon/:cartId',
    {
      schema: {
        operationId: 'setCartCoupon',
        tags: ['cart'],
        summary: 'Apply a coupon (400 COUPON_INVALID saying why); an empty code removes it',
        security: guestOrCustomer,
        params: cartParams,
        querystring: z.object({ couponCode: z.string().max(200).default('') }),
        response: {
          200: described(cartSchema, 'The updated cart'),
          ...errorResponses(...cartErrors),
        },
      },
    },
    async (request) =>
      setCartCoupon(
        context,
        await cartCallerOf(request),
        request.params.cartId,
        request.query.couponCode,
      ),
  );

  app.put(
    '/api/app/cart/:cartId',
    {
      schema: {
        operationId: 'updateCart',
        tags: ['cart'],
        summary: 'Change the cart-level fields (notes, custom fields); absent fields are kept',
        security: guestOrCustomer,
        params: cartParams,
        body: updateCartRequestSchema,
        response: {
          200: described(cartSchema, 'The updated cart'),
          ...errorResponses(...cartBodyErrors),
        },
      },
    },
    async (request) =>
      updateCartFields(context, await cartCallerOf(request), request.params.cartId, request.body),
  );

  app.post(
    '/api/app/cart/custom-fields',
    {
      schema: {
        operationId: 'setCartCustomFields',
        tags: ['cart'],
        summary: "Set a line's custom fields (cartItemId) or else the cart's",
        security: guestOrCustomer,
        querystring: z.object({ cartId: idSchema, cartItemId: idSchema.optional() }),
        body: customFieldValuesSchema,
        response: {
          200: described(cartSchema, 'The updated cart'),
          ...errorResponses(...cartBodyErrors),
        },
      },
    },
    async (request) => {
      const caller = await cartCallerOf(request);
      const { cartId, cartItemId } = request.query;
      return cartItemId === undefined
        ? updateCartFields(context, caller, cartId, { customFields: request.body })
        : setItemCustomFields(context, caller, cartId, cartItemId, request.body);
    },
  );

  app.put(
    '/api/app/cart/notes/:cartId',
    {
      schema: {
        operationId: 'setCartNotes',
        tags: ['cart'],
        summary: 'Set the order notes (empty clears them)',
        security: guestOrCustomer,
        params: cartParams,
        querystring: z.object({ notes: z.string().max(1000).default('') }),
        response: {
          200: described(cartSchema, 'The updated cart'),
          ...errorResponses(...cartErrors),
        },
      },
    },
    async (request) =>
      updateCartFields(context, await cartCallerOf(request), request.params.cartId, {
        notes: request.query.notes,
      }),
  );

  app.put(
    '/api/app/cart/customer/:cartId',
    {
      schema: {
        operationId: 'setCartCustomer',
        tags: ['cart'],
        summary:
          'Name the shopper (signed in; the otp token proves the number); body: custom fields',
        security: [{ tenant: [], bearerAuth: [] }],
        params: cartParams,
        querystring: z.object({
          ...updateCartCustomerQuerySchema.shape,
          mobileNumber: saudiMobileNumberSchema,
          otpToken: z.string().min(1).max(200),
        }),
        body: z.optional(customFieldValuesSchema),
        response: {
          200: described(cartSchema, 'The updated cart'),
          ...errorResponses(...cartBodyErrors),
        },
      },
    },
    async (request) =>
      setCartCustomer(context, await cartCallerOf(request), request.params.cartId, {
        ...request.query,
        customFields: request.body ?? {},
      }),
  );

  app.post(
    '/api/app/cart/validate-cart/:cartId',
    {
      schema: {
        operationId: 'validateCart',
        tags: ['cart'],
        summary: 'Check the cart before submitting (400 listing every issue)',
        security: guestOrCustomer,
        params: cartParams,
        response: {
          200: described(cartSchema, 'The cart, ready to submit'),
          ...errorResponses(...cartErrors),
        },
      },
    },
    async (request) => validateCart(context, await cartCallerOf(request), request.params.cartId),
  );

  done();
};
