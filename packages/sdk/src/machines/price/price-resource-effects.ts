import type { PricingResource } from '../../resources/pricing-resource.ts';
import type { PriceEffects } from './price-effects.ts';

/**
 * The price flow's effect over the SDK's pricing resource: the merchandise price amount, or the
 * subscription's from its start date.
 *
 * @example
 * priceMachine.provide({ actors: priceEffectActors(priceResourceEffects(api)) });
 */
export function priceResourceEffects(api: {
  pricing: Pick<PricingResource, 'merchandise' | 'subscription'>;
}): PriceEffects {
  return {
    fetchPriceAmount: (input, signal) => {
      const query = {
        priceId: input.priceId,
        quantity: input.quantity,
        customFields: input.customFieldValues,
      };
      return input.productType === 'subscription' && input.from !== null
        ? api.pricing.subscription({ ...query, from: input.from }, { signal })
        : api.pricing.merchandise(query, { signal });
    },
  };
}
