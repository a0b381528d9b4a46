import { isCustomFieldSet } from '@storefront/contracts';
import type { CustomFieldValues } from '@storefront/contracts';
import type { CustomFieldRow } from '../catalog/catalog-product.ts';

/** What the chosen add-ons of a line cost. */
export interface AddOnAmounts {
  /** Add-ons charged per unit of quantity, times the quantity. */
  perQuantity: number;
  /** Add-ons charged once per line (`flatAmount`). */
  once: number;
}

/**
 * The price of the add-ons chosen in `values` (custom fields with a price that are set): each
 * `addOnPrice` times the quantity, or once when the field is `chargedOnce`. Values of unknown
 * keys are ignored.
 *
 * @example
 * addOnAmounts(product.customFields, { giftWrap: 'true' }, 2); // { perQuantity: 20, once: 0 }
 */
export function addOnAmounts(
  fields: readonly Pick<CustomFieldRow, 'key' | 'type' | 'addOnPrice' | 'chargedOnce'>[],
  values: CustomFieldValues,
  quantity: number,
): AddOnAmounts {
  let perQuantity = 0;
  let once = 0;
  for (const field of fields) {
    if (field.addOnPrice <= 0 || !isCustomFieldSet(field, values[field.key])) continue;
    if (field.chargedOnce) once += field.addOnPrice;
    else perQuantity += field.addOnPrice * quantity;
  }
  return { perQuantity, once };
}
