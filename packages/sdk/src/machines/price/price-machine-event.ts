import type { CustomFieldValues } from '@storefront/contracts';

/**
 * The events the merchandise and subscription price flow accepts (docs/product/flows.md,
 * "Merchandise and subscription price flows"). Any other event, or one of these in a state that
 * does not take it, records an `INVALID_STATE` error.
 */
export type PriceMachineEvent =
  | { type: 'CHANGE_PRICE'; priceId: string }
  /** Forced to at least 1. */
  | { type: 'CHANGE_QUANTITY'; quantity: number }
  | { type: 'SET_ADDONS'; addOns: CustomFieldValues }
  | { type: 'SET_CUSTOM_FIELDS'; customFields: CustomFieldValues }
  /** Subscriptions only: an ISO date. */
  | { type: 'CHANGE_START_DATE'; startDate: string }
  | { type: 'RETRY' }
  | { type: 'RESET' };
