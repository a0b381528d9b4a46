import type { CustomFieldValues, PriceAmount } from '@storefront/contracts';
import { effectActor, type Effect } from '../shared/effect-actor.ts';

/** `fetchPriceAmount` of a merchandise or subscription product (docs/product/api.md). */
export interface FetchProductAmountInput {
  productType: 'merchandise' | 'subscription';
  productId: string;
  priceId: string;
  quantity: number;
  /** Custom fields and add-ons merged (docs/product/api.md). */
  customFieldValues: CustomFieldValues;
  /** A subscription's start date (sent as `from`); null for merchandise. */
  from: string | null;
}

/** What the merchandise and subscription price flow asks of its environment. */
export interface PriceEffects {
  fetchPriceAmount: Effect<FetchProductAmountInput, PriceAmount>;
}

/**
 * The price flow's named actors built from plain async functions, for `priceMachine.provide()`.
 *
 * @example
 * priceMachine.provide({ actors: priceEffectActors({ fetchPriceAmount: (input, signal) => pricing.amount(input, signal) }) });
 */
export function priceEffectActors(effects: Partial<PriceEffects>) {
  return { fetchPriceAmount: effectActor('fetchPriceAmount', effects.fetchPriceAmount) };
}
