import type { CustomFieldValues, Product } from '@storefront/contracts';

/**
 * docs/product/validation.md: "Custom fields are not pending when the product is neither full-day
 * nor variable-duration and has no custom fields, or when custom fields are set" (SET_CUSTOM_FIELDS
 * was sent, even with no values).
 */
export function areCustomFieldsPending(
  product: Pick<Product, 'isFullDayBooking' | 'isVariableDuration' | 'customFields'>,
  customFields: CustomFieldValues | null,
): boolean {
  const needsNone =
    !product.isFullDayBooking && !product.isVariableDuration && product.customFields.length === 0;
  return !(needsNone || customFields !== null);
}
