import {
  customerOrdersPage,
  customerSchema,
  customerSubscriptionSchema,
  orderListSchema,
  type Customer,
  type CustomerSubscription,
  type OrderList,
  type PagedQuery,
  type UpdateCustomerRequest,
} from '@storefront/contracts';
import type { HttpClient } from '../http/http-types.ts';
import type { CallOptions } from './call-options.ts';
import { nullableAnswer } from './nullable-answer.ts';

/** The signed-in customer's account (docs/product/api.md, "Customer"). */
export interface CustomerResource {
  /** `GET /api/app/identity-customer`. */
  get(options?: CallOptions): Promise<Customer>;
  /** `PUT /api/app/identity-customer`: the updated profile. */
  update(changes: UpdateCustomerRequest, options?: CallOptions): Promise<Customer>;
  /** `GET /api/app/identity-customer/orders?SkipCount&MaxResultCount`: 5 from 0 unless given. */
  orders(page?: Partial<PagedQuery>, options?: CallOptions): Promise<OrderList>;
  /** `GET /api/app/identity-customer/customer-subscription`: the active subscription, or null. */
  activeSubscription(options?: CallOptions): Promise<CustomerSubscription | null>;
}

/**
 * The customer's account over an http-client (needs a signed-in session).
 *
 * @example
 * const customer = createCustomerResource(http);
 * const { items, totalCount } = await customer.orders(); // the first 5
 * const next = await customer.orders({ SkipCount: 5 });
 */
export function createCustomerResource(http: HttpClient): CustomerResource {
  return {
    get: (options) =>
      http.get('/api/app/identity-customer', { ...options, responseSchema: customerSchema }),
    update: (changes, options) =>
      http.put('/api/app/identity-customer', changes, {
        ...options,
        responseSchema: customerSchema,
        idempotent: true,
      }),
    orders: (page = {}, options) =>
      http.get('/api/app/identity-customer/orders', {
        ...options,
        responseSchema: orderListSchema,
        query: {
          SkipCount: page.SkipCount ?? customerOrdersPage.skipCount,
          MaxResultCount: page.MaxResultCount ?? customerOrdersPage.maxResultCount,
          Sorting: page.Sorting,
        },
      }),
    activeSubscription: (options) =>
      http.get('/api/app/identity-customer/customer-subscription', {
        ...options,
        responseSchema: nullableAnswer(customerSubscriptionSchema),
      }),
  };
}
