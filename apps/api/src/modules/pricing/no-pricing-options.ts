import { ruleMessage, type Language } from '@storefront/contracts';
import { ApiError } from '../../errors/api-error.ts';

/**
 * docs/product/validation.md: "A product without pricing fails with 'Product has no pricing
 * options'" — 400 `INVALID_OPERATION` with that message in `language`.
 *
 * @example
 * if (product.prices.length === 0) throw noPricingOptions(request.language);
 */
export function noPricingOptions(language: Language): ApiError {
  return new ApiError(400, 'INVALID_OPERATION', {
    message: ruleMessage('productHasNoPricing', language),
  });
}
