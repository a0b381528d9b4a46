import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import { createHttpClient } from '../http/http-client.ts';
import { createCartsResource, type CartsResource } from './carts-resource.ts';
import { fakeApi } from './testing/fake-api.ts';
import { describeResourceCalls } from './testing/describe-resource-calls.ts';
import {
  cartId,
  sampleCart,
  sampleCheckCoupon,
  sampleOrderList,
  sampleProcessResult,
} from './testing/sample-answers.ts';

const item = { productId: 'product-1', priceId: 'price-1', quantity: 2 };
const receipt = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'receipt.png', {
  type: 'image/png',
});

describeResourceCalls<CartsResource>('carts resource', createCartsResource, [
  {
    name: 'create',
    call: (carts) => carts.create(1),
    method: 'POST',
    path: '/api/app/cart/new-cart',
    body: { kind: 'json', value: { source: 1 } },
    answer: sampleCart,
    requiredField: 'status',
  },
  {
    name: 'get',
    call: (carts) => carts.get(cartId),
    method: 'GET',
    path: `/api/app/cart/${cartId}`,
    answer: sampleCart,
    requiredField: 'cartItems.0.priceId',
  },
  {
    name: 'get (allowNonPending)',
    call: (carts) => carts.get(cartId, { allowNonPending: true }),
    method: 'GET',
    path: `/api/app/cart/${cartId}`,
    query: [['allowNonPending', 'true']],
    answer: { ...sampleCart, status: 'completed', orderNumber: 'ORD-1001' },
  },
  {
    name: 'addItems',
    call: (carts) => carts.addItems(cartId, [item]),
    method: 'POST',
    path: `/api/app/cart/cart-items/${cartId}`,
    query: [['singleItem', 'false']],
    body: { kind: 'json', value: [item] },
    answer: sampleCart,
    requiredField: 'amountToBePaid',
  },
  {
    name: 'addItems (singleItem)',
    call: (carts) => carts.addItems(cartId, [item], { singleItem: true }),
    method: 'POST',
    path: `/api/app/cart/cart-items/${cartId}`,
    query: [['singleItem', 'true']],
    body: { kind: 'json', value: [item] },
    answer: sampleCart,
  },
  {
    name: 'removeItems',
    call: (carts) => carts.removeItems(cartId, ['item-1', 'item-2']),
    method: 'DELETE',
    path: `/api/app/cart/cart-items/${cartId}`,
    query: [
      ['itemsIds', 'item-1'],
      ['itemsIds', 'item-2'],
    ],
    answer: sampleCart,
    requiredField: 'totalAmount',
  },
  {
    name: 'updateItems',
    call: (carts) => carts.updateItems(cartId, [{ id: 'item-1', quantity: 3 }]),
    method: 'PUT',
    path: `/api/app/cart/items/${cartId}`,
    body: { kind: 'json', value: [{ id: 'item-1', quantity: 3 }] },
    answer: sampleCart,
    requiredField: 'subTotal',
  },
  {
    name: 'updateCoupon',
    call: (carts) => carts.updateCoupon(cartId, 'WELCOME10'),
    method: 'PUT',
    path: `/api/app/cart/coupon/${cartId}`,
    query: [['couponCode', 'WELCOME10']],
    answer: { ...sampleCart, couponCode: 'WELCOME10', discountAmount: 10 },
    requiredField: 'couponCode',
  },
  {
    name: 'updateCoupon (empty code removes)',
    call: (carts) => carts.updateCoupon(cartId, ''),
    method: 'PUT',
    path: `/api/app/cart/coupon/${cartId}`,
    query: [['couponCode', '']],
    answer: sampleCart,
  },
  {
    name: 'update',
    call: (carts) => carts.update(cartId, { notes: 'Ring twice', customFields: { gift: 'yes' } }),
    method: 'PUT',
    path: `/api/app/cart/${cartId}`,
    body: { kind: 'json', value: { notes: 'Ring twice', customFields: { gift: 'yes' } } },
    answer: { ...sampleCart, notes: 'Ring twice' },
    requiredField: 'notes',
  },
  {
    name: 'setCustomFields (a line)',
    call: (carts) => carts.setCustomFields(cartId, { size: 'M' }, { cartItemId: 'item-1' }),
    method: 'POST',
    path: '/api/app/cart/custom-fields',
    query: [
      ['cartId', cartId],
      ['cartItemId', 'item-1'],
    ],
    body: { kind: 'json', value: { size: 'M' } },
    answer: sampleCart,
    requiredField: 'customFields',
  },
  {
    name: 'setCustomFields (the cart)',
    call: (carts) => carts.setCustomFields(cartId, { gift: 'yes' }),
    method: 'POST',
    path: '/api/app/cart/custom-fields',
    query: [['cartId', cartId]],
    body: { kind: 'json', value: { gift: 'yes' } },
    answer: sampleCart,
  },
  {
    name: 'updateNotes',
    call: (carts) => carts.updateNotes(cartId, 'Leave at the door & ring'),
    method: 'PUT',
    path: `/api/app/cart/notes/${cartId}`,
    query: [['notes', 'Leave at the door & ring']],
    answer: sampleCart,
    requiredField: 'id',
  },
  {
    name: 'updateCustomer',
    call: (carts) =>
      carts.updateCustomer(cartId, {
        name: 'Sara',
        mobileNumber: '+966501234567',
        otpToken: 'otp-token',
        customFields: { company: 'Acme' },
      }),
    method: 'PUT',
    path: `/api/app/cart/customer/${cartId}`,
    query: [
      ['name', 'Sara'],
      ['mobileNumber', '+966501234567'],
      ['otpToken', 'otp-token'],
    ],
    body: { kind: 'json', value: { company: 'Acme' } },
    answer: sampleCart,
    requiredField: 'hasDeposit',
  },
  {
    name: 'updateCustomer (no custom fields)',
    call: (carts) =>
      carts.updateCustomer(cartId, { name: 'Sara', mobileNumber: '+966501234567', otpToken: 't' }),
    method: 'PUT',
    path: `/api/app/cart/customer/${cartId}`,
    query: [
      ['name', 'Sara'],
      ['mobileNumber', '+966501234567'],
      ['otpToken', 't'],
    ],
    body: { kind: 'json', value: {} },
    answer: sampleCart,
  },
  {
    name: 'checkCoupon',
    call: (carts) => carts.checkCoupon({ couponCode: 'SAVE50', cartItems: [item] }),
    method: 'POST',
    path: '/api/app/coupon/check-coupon',
    body: { kind: 'json', value: { couponCode: 'SAVE50', cartItems: [item] } },
    answer: sampleCheckCoupon,
    requiredField: 'isValid',
  },
  {
    name: 'process',
    call: (carts) => carts.process(cartId, 3),
    method: 'POST',
    path: `/api/app/cart/${cartId}/process`,
    query: [['paymentMethod', '3']],
    answer: sampleProcessResult,
    requiredField: 'orderNumber',
  },
  {
    name: 'validate',
    call: (carts) => carts.validate(cartId),
    method: 'POST',
    path: `/api/app/cart/validate-cart/${cartId}`,
    answer: sampleCart,
    requiredField: 'taxAmount',
  },
  {
    name: 'setBankTransferInfo',
    call: (carts) =>
      carts.setBankTransferInfo(cartId, {
        transferorName: 'Sara Ali',
        bankAccountId: 'account-1',
        receipt,
      }),
    method: 'POST',
    path: `/api/app/cart/set-bank-transfer-info/${cartId}`,
    query: [
      ['transferorName', 'Sara Ali'],
      ['bankAccountId', 'account-1'],
    ],
    body: {
      kind: 'form-data',
      check: async (form) => {
        expect([...form.keys()]).toEqual(['receipt']);
        const sentFile = form.get('receipt') as File;
        expect(sentFile.name).toBe('receipt.png');
        expect(sentFile.type).toBe('image/png');
        expect(new Uint8Array(await sentFile.arrayBuffer())).toEqual(
          new Uint8Array(await receipt.arrayBuffer()),
        );
      },
    },
    answer: sampleCart,
    requiredField: 'depositAmount',
  },
  {
    name: 'listOrders',
    call: (carts) =>
      carts.listOrders({ Sorting: 'completedAt desc', SkipCount: 10, MaxResultCount: 5 }),
    method: 'GET',
    path: '/api/app/cart/orders',
    query: [
      ['Sorting', 'completedAt desc'],
      ['SkipCount', '10'],
      ['MaxResultCount', '5'],
    ],
    answer: sampleOrderList,
    requiredField: 'items.0.orderNumber',
  },
  {
    name: 'listOrders (server defaults)',
    call: (carts) => carts.listOrders(),
    method: 'GET',
    path: '/api/app/cart/orders',
    answer: sampleOrderList,
    requiredField: 'totalCount',
  },
]);

describe('carts resource: path segments', () => {
  it('percent-encodes an id so it stays one path segment', async () => {
    const { http, sent } = fakeApi({ json: sampleCart });

    await createCartsResource(http).get('a/b?c');

    expect(sent[0]?.url.pathname).toBe('/api/app/cart/a%2Fb%3Fc');
  });
});

describe('carts resource: errors', () => {
  it('passes a 409 CART_ALREADY_COMPLETED through as an ApiError', async () => {
    const { http } = fakeApi({
      status: 409,
      json: {
        error: {
          code: 'CART_ALREADY_COMPLETED',
          message: 'The cart is already completed.',
          details: null,
          validationErrors: null,
        },
      },
    });

    const failure = createCartsResource(http).get(cartId);

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 409, code: 'CART_ALREADY_COMPLETED' });
  });
});

describe('carts resource: retries and timeouts', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function apiFailingOnce() {
    let calls = 0;
    return fakeApi({
      response: () => {
        calls++;
        if (calls === 1) throw new TypeError('fetch failed');
        return new Response(JSON.stringify(sampleCart), {
          headers: { 'Content-Type': 'application/json' },
        });
      },
    });
  }

  it('retries a coupon change after a network failure (setting a value is safe to repeat)', async () => {
    const { http, sent } = apiFailingOnce();

    await expect(createCartsResource(http).updateCoupon(cartId, 'WELCOME10')).resolves.toEqual(
      sampleCart,
    );
    expect(sent).toHaveLength(2);
  });

  it('never resends an add after a network failure (it could add the items twice)', async () => {
    const { http, sent } = apiFailingOnce();

    await expect(createCartsResource(http).addItems(cartId, [item])).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });
    expect(sent).toHaveLength(1);
  });

  it('never resends a process after a network failure', async () => {
    const { http, sent } = apiFailingOnce();

    await expect(createCartsResource(http).process(cartId, 1)).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });
    expect(sent).toHaveLength(1);
  });

  it('gives process the 300 s submission timeout, not the standard 100 s', async () => {
    vi.useFakeTimers();
    let attemptSignal: AbortSignal | undefined;
    // A fetch that never answers, so only the attempt's timeout can end it.
    const http = createHttpClient({
      baseUrl: 'https://api.test',
      tenant: 'demo',
      fetch: (_input, init) =>
        new Promise<Response>((_, reject) => {
          attemptSignal = init?.signal ?? undefined;
          attemptSignal?.addEventListener('abort', () => reject(attemptSignal?.reason as Error));
        }),
    });
    const result = createCartsResource(http).process(cartId, 1);
    result.catch(() => {});

    await vi.advanceTimersByTimeAsync(100_001);
    expect(attemptSignal?.aborted).toBe(false);

    await vi.advanceTimersByTimeAsync(200_000);
    expect(attemptSignal?.aborted).toBe(true);
    await expect(result).rejects.toMatchObject({ code: 'REQUEST_TIMEOUT' });
  });
});
