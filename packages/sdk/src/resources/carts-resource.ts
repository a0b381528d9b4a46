import {
  cartSchema,
  checkCouponResultSchema,
  orderListSchema,
  processCartResultSchema,
  type AddCartItem,
  type BankTransferInfoQuery,
  type Cart,
  type CartSource,
  type CheckCouponRequest,
  type CheckCouponResult,
  type CustomFieldValues,
  type OrderList,
  type PagedQuery,
  type PaymentMethodCode,
  type ProcessCartResult,
  type UpdateCartCustomerQuery,
  type UpdateCartItem,
  type UpdateCartRequest,
} from '@storefront/contracts';
import type { HttpClient } from '../http/http-types.ts';
import type { CallOptions } from './call-options.ts';
import { apiPaths } from './api-paths.ts';

/** The shopper to name on a cart: the query of `PUT /api/app/cart/customer/{cartId}` plus its body. */
export interface CartCustomerInput extends UpdateCartCustomerQuery {
  customFields?: CustomFieldValues;
}

/** The bank transfer of a cart: who paid, into which account, and the receipt image. */
export interface BankTransferInfoInput extends BankTransferInfoQuery {
  /** One PNG, JPG or GIF of at most 10 MB (docs/product/validation.md); a `File` keeps its name. */
  receipt: Blob;
}

/** The cart calls of docs/product/api.md. Every call that changes a cart answers the whole cart. */
export interface CartsResource {
  /** `POST /api/app/cart/new-cart {source}`: 0 website, 1 mobile app (`cartSources`). */
  create(source: CartSource, options?: CallOptions): Promise<Cart>;
  /**
   * `GET /api/app/cart/{id}`. A completed cart fails with 409 `CART_ALREADY_COMPLETED` unless
   * `allowNonPending` is true; an unknown id with 404 `CART_NOT_FOUND`, another's cart with 403.
   */
  get(id: string, options?: CallOptions & { allowNonPending?: boolean }): Promise<Cart>;
  /**
   * `POST /api/app/cart/cart-items/{cartId}?singleItem=`, body the items. The cart flow refuses
   * several items with `singleItem` before calling ("Cannot add multiple items as single item").
   */
  addItems(
    cartId: string,
    items: readonly AddCartItem[],
    options?: CallOptions & { singleItem?: boolean },
  ): Promise<Cart>;
  /** `DELETE /api/app/cart/cart-items/{cartId}?itemsIds=a&itemsIds=b`. */
  removeItems(cartId: string, itemIds: readonly string[], options?: CallOptions): Promise<Cart>;
  /** `PUT /api/app/cart/items/{cartId}`, body the changed lines. */
  updateItems(
    cartId: string,
    items: readonly UpdateCartItem[],
    options?: CallOptions,
  ): Promise<Cart>;
  /** `PUT /api/app/cart/coupon/{cartId}?couponCode=`; an empty code removes the coupon. */
  updateCoupon(cartId: string, couponCode: string, options?: CallOptions): Promise<Cart>;
  /** `PUT /api/app/cart/{cartId}`, body the cart-level fields to change (notes, custom fields). */
  update(cartId: string, changes: UpdateCartRequest, options?: CallOptions): Promise<Cart>;
  /**
   * `POST /api/app/cart/custom-fields?cartId&cartItemId`, body the values by field key: the
   * line's custom fields when `cartItemId` is given, else the cart's.
   */
  setCustomFields(
    cartId: string,
    fields: CustomFieldValues,
    options?: CallOptions & { cartItemId?: string },
  ): Promise<Cart>;
  /** `PUT /api/app/cart/notes/{cartId}?notes=`. */
  updateNotes(cartId: string, notes: string, options?: CallOptions): Promise<Cart>;
  /** `PUT /api/app/cart/customer/{cartId}?name&mobileNumber&otpToken`, body the custom fields. */
  updateCustomer(cartId: string, customer: CartCustomerInput, options?: CallOptions): Promise<Cart>;
  /** `POST /api/app/coupon/check-coupon {couponCode, cartItems}`: checks a code without applying it. */
  checkCoupon(request: CheckCouponRequest, options?: CallOptions): Promise<CheckCouponResult>;
  /**
   * `POST /api/app/cart/{cartId}/process?paymentMethod=`: completes a cash (1) or bank-transfer
   * (3) cart; waits up to 300 s. Use `paymentMethodCode('cash')` for the code.
   */
  process(
    cartId: string,
    paymentMethod: PaymentMethodCode,
    options?: CallOptions,
  ): Promise<ProcessCartResult>;
  /** `POST /api/app/cart/validate-cart/{cartId}`: the server's check before submitting. */
  validate(cartId: string, options?: CallOptions): Promise<Cart>;
  /** `POST /api/app/cart/set-bank-transfer-info/{cartId}?transferorName&bankAccountId`, multipart `receipt`. */
  setBankTransferInfo(
    cartId: string,
    info: BankTransferInfoInput,
    options?: CallOptions,
  ): Promise<Cart>;
  /** `GET /api/app/cart/orders?Sorting&SkipCount&MaxResultCount`: the signed-in customer's orders. */
  listOrders(page?: Partial<PagedQuery>, options?: CallOptions): Promise<OrderList>;
}

const cartPath = apiPaths.cart;
const segment = encodeURIComponent;

/**
 * The cart calls over an http-client. Calls that set a value (PUT, custom fields, validate) are
 * marked idempotent so a network failure is retried; adding items, creating a cart, processing and
 * uploading are not, since a repeat could act twice.
 *
 * @example
 * const carts = createCartsResource(http);
 * const cart = await carts.create(cartSources.website);
 * await carts.addItems(cart.id, [{ productId, priceId, quantity: 1 }]);
 * await carts.updateCoupon(cart.id, 'WELCOME10');
 */
export function createCartsResource(http: HttpClient): CartsResource {
  const cartAnswer = { responseSchema: cartSchema };
  return {
    create: (source, options) =>
      http.post('/api/app/cart/new-cart', { source }, { ...options, ...cartAnswer }),
    get: (id, { allowNonPending, ...options } = {}) =>
      http.get(cartPath(id), { ...options, ...cartAnswer, query: { allowNonPending } }),
    addItems: (cartId, items, { singleItem = false, ...options } = {}) =>
      http.post(`/api/app/cart/cart-items/${segment(cartId)}`, items, {
        ...options,
        ...cartAnswer,
        query: { singleItem },
      }),
    removeItems: (cartId, itemIds, options) =>
      http.delete(`/api/app/cart/cart-items/${segment(cartId)}`, {
        ...options,
        ...cartAnswer,
        query: { itemsIds: itemIds },
        idempotent: true,
      }),
    updateItems: (cartId, items, options) =>
      http.put(`/api/app/cart/items/${segment(cartId)}`, items, {
        ...options,
        ...cartAnswer,
        idempotent: true,
      }),
    updateCoupon: (cartId, couponCode, options) =>
      http.put(`/api/app/cart/coupon/${segment(cartId)}`, undefined, {
        ...options,
        ...cartAnswer,
        query: { couponCode },
        idempotent: true,
      }),
    update: (cartId, changes, options) =>
      http.put(cartPath(cartId), changes, { ...options, ...cartAnswer, idempotent: true }),
    setCustomFields: (cartId, fields, { cartItemId, ...options } = {}) =>
      http.post('/api/app/cart/custom-fields', fields, {
        ...options,
        ...cartAnswer,
        query: { cartId, cartItemId },
        idempotent: true,
      }),
    updateNotes: (cartId, notes, options) =>
      http.put(`/api/app/cart/notes/${segment(cartId)}`, undefined, {
        ...options,
        ...cartAnswer,
        query: { notes },
        idempotent: true,
      }),
    updateCustomer: (cartId, { customFields = {}, name, mobileNumber, otpToken }, options) =>
      http.put(`/api/app/cart/customer/${segment(cartId)}`, customFields, {
        ...options,
        ...cartAnswer,
        query: { name, mobileNumber, otpToken },
        idempotent: true,
      }),
    checkCoupon: (request, options) =>
      http.post('/api/app/coupon/check-coupon', request, {
        ...options,
        responseSchema: checkCouponResultSchema,
        idempotent: true,
      }),
    process: (cartId, paymentMethod, options) =>
      http.post(`${cartPath(cartId)}/process`, undefined, {
        ...options,
        responseSchema: processCartResultSchema,
        query: { paymentMethod },
        timeout: 'submission',
      }),
    validate: (cartId, options) =>
      http.post(`/api/app/cart/validate-cart/${segment(cartId)}`, undefined, {
        ...options,
        ...cartAnswer,
        idempotent: true,
      }),
    setBankTransferInfo: (cartId, { receipt, transferorName, bankAccountId }, options) =>
      http.post(
        `/api/app/cart/set-bank-transfer-info/${segment(cartId)}`,
        { receipt },
        {
          ...options,
          ...cartAnswer,
          query: { transferorName, bankAccountId },
          bodyKind: 'form-data',
        },
      ),
    listOrders: (page = {}, options) =>
      http.get('/api/app/cart/orders', {
        ...options,
        responseSchema: orderListSchema,
        query: {
          Sorting: page.Sorting,
          SkipCount: page.SkipCount,
          MaxResultCount: page.MaxResultCount,
        },
      }),
  };
}
