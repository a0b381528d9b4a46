import {
  quantityRefusalMessage,
  type Language,
  type QuantityRefusalCode,
} from '@storefront/contracts';
import { ApiError } from '../../errors/api-error.ts';

/**
 * The 409s of the port's reservation and stock rules (docs/product/errors.md), shared by holding a
 * slot (availability/booking/hold-slot.ts) and holding stock (hold-stock.ts): nothing free is
 * `ITEM_NOT_AVAILABLE` with the reason as details; some free but fewer than asked is the true
 * reason, with the count in the message and in `data.available`.
 *
 * @example
 * throw notEnough('NOT_ENOUGH_STOCK', 2, 'stock', 'en');
 */
export const notAvailable = (details: string) =>
  new ApiError(409, 'ITEM_NOT_AVAILABLE', { details });

export function notEnough(
  code: QuantityRefusalCode,
  available: number,
  details: string,
  language: Language,
): ApiError {
  if (available <= 0) return notAvailable(details);
  return new ApiError(409, code, {
    message: quantityRefusalMessage(code, available, language),
    details,
    data: { available },
  });
}
