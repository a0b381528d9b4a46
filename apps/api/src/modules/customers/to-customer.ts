import type { CustomerProfileRecord } from './customer-profile-repository.ts';
import {
  localize,
  type Customer,
  type CustomerSubscription,
  type Language,
} from '@storefront/contracts';
import type { SubscriptionRow } from './customer-subscription-repository.ts';

/**
 * A stored customer as `GET /api/app/identity-customer` answers it.
 *
 * @example
 * reply.send(toCustomer(await profiles.find(customerId)));
 */
export function toCustomer(record: CustomerProfileRecord): Customer {
  return {
    id: record.id,
    name: record.name,
    mobileNumber: record.mobileNumber,
    email: record.email,
    customFields: record.customFields,
  };
}

/**
 * A stored subscription as `GET /api/app/identity-customer/customer-subscription` answers it: the
 * product's name in the request's language, the price's amount after its own discount.
 *
 * @example
 * toCustomerSubscription(row, 'en').productName; // 'Coffee Club'
 */
export function toCustomerSubscription(
  row: SubscriptionRow,
  language: Language,
): CustomerSubscription {
  const { subscription } = row;
  return {
    id: subscription.id,
    productId: subscription.productId,
    productName: localize({ ar: row.nameAr, en: row.nameEn }, language),
    priceId: subscription.priceId,
    period: row.period,
    amount: row.discountedAmount ?? row.amount,
    status: subscription.status,
    startDate: subscription.startDate.toISOString(),
    endDate: subscription.endDate.toISOString(),
  };
}
