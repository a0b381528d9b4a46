import {
  customFieldProblems,
  type CustomFieldValues,
  forceAtLeast,
  type Language,
  ruleMessage,
  tenantDateOf,
  tenantDayStart,
  type ValidationErrorItem,
  validationMessage,
} from '@storefront/contracts';
import { ApiError } from '../../errors/api-error.ts';
import type { CatalogProduct, PriceRow } from '../catalog/catalog-product.ts';
import type { PricedLine } from '../catalog/catalog-port.ts';
import { parseInstant } from '../catalog/parse-instant.ts';
import { priceLine } from './price-line.ts';
import { maxBookingSpanMs, slotLengthMs, type SlotRules } from '../availability/slot-rules.ts';

/** One line as a price-amount query or a cart item gives it. */
export interface ProductLineRequest {
  quantity: number;
  customFieldValues: CustomFieldValues;
  /** Reservations: ISO instants of the booked period. */
  from?: string | undefined;
  to?: string | undefined;
  providerIds?: readonly string[] | undefined;
  providerCount?: number | undefined;
  /** Subscriptions: ISO date or date-time; today when unset. */
  subscriptionStartDate?: string | undefined;
}

/** How strictly to read the line, and for whom. */
export interface ProductLineOptions {
  /**
   * Adding to a cart: required custom fields and a reservation's period must be given. A price
   * asked while the customer is still choosing needs neither.
   */
  strict: boolean;
  now: Date;
  /** Language of the validation messages. */
  language: Language;
  /** The request's names of the fields, for `validationErrors[].members`. */
  members?: Partial<{
    from: string;
    to: string;
    subscriptionStartDate: string;
    customField: (key: string) => string;
  }>;
}

/**
 * Prices a line of a product at one of its prices, after checking what the product type needs:
 * a reservation's period (whole slots of a variable-duration product), a subscription's start
 * (not before today in the tenant's time zone), the custom fields' values. Quantity and provider
 * count are forced to at least 1; a reservation's provider count is at least the providers chosen.
 *
 * Throws `ApiError` 400 `INVALID_OPERATION` "Product has no pricing options", or 400
 * `VALIDATION_ERROR` listing each bad field.
 *
 * @example
 * priceProductLine(product, price, { quantity: 1, customFieldValues: {}, from, to }, {
 *   strict: true, now: clock.now(), language: request.language,
 * });
 */
export function priceProductLine(
  { product, prices, customFields, timeZone }: CatalogProduct,
  price: PriceRow,
  line: ProductLineRequest,
  options: ProductLineOptions,
): PricedLine {
  const { language } = options;
  if (prices.length === 0) throw noPricingOptions(language);
  const members = {
    from: 'from',
    to: 'to',
    subscriptionStartDate: 'subscriptionStartDate',
    customField: (key: string) => `customFields.${key}`,
    ...options.members,
  };
  const problems: ValidationErrorItem[] = [];
  const required = (member: string) =>
    problems.push({
      message: validationMessage('validation.required', language),
      members: [member],
    });
  const invalid = (member: string) =>
    problems.push({
      message: validationMessage('validation.invalid', language),
      members: [member],
    });

  let units = 1;
  let startInPast: string | null = null;
  if (product.type === 'reservation') {
    const from = parseInstant(line.from);
    const to = parseInstant(line.to);
    if (line.from !== undefined && from === null) invalid(members.from);
    if (line.to !== undefined && to === null) invalid(members.to);
    const given = [line.from, line.to].filter((value) => value !== undefined).length;
    if (given === 1 || (options.strict && given === 0)) {
      if (line.from === undefined) required(members.from);
      if (line.to === undefined) required(members.to);
    }
    if (from !== null && to !== null) {
      const spanned = durationUnits(product, from, to);
      if (spanned === null) invalid(members.to);
      else units = spanned;
    }
  }
  if (product.type === 'subscription' && line.subscriptionStartDate !== undefined) {
    const text = line.subscriptionStartDate;
    const instant = parseInstant(text);
    const date =
      tenantDayStart(text, timeZone) !== null
        ? text
        : instant === null
          ? null
          : tenantDateOf(instant, timeZone);
    const today = tenantDateOf(options.now.getTime(), timeZone);
    if (date === null) invalid(members.subscriptionStartDate);
    else if (date < today) {
      // Refused, never moved to today (docs/product/validation.md#subscriptions).
      startInPast = validationMessage('validation.startDate.past', language);
      problems.push({ message: startInPast, members: [members.subscriptionStartDate] });
    }
  }
  for (const { key, problem } of customFieldProblems(customFields, line.customFieldValues, {
    requireAll: options.strict,
  })) {
    if (problem === 'required') required(members.customField(key));
    else invalid(members.customField(key));
  }
  if (problems.length > 0) {
    // A past start alone is worded as the refusal itself, so a caller showing only the message
    // says the true reason.
    const only = problems.length === 1 ? startInPast : null;
    throw new ApiError(400, 'VALIDATION_ERROR', {
      ...(only === null ? {} : { message: only }),
      validationErrors: problems,
    });
  }

  const chosenProviders = new Set(line.providerIds ?? []).size;
  return priceLine(price, customFields, {
    quantity: forceAtLeast(line.quantity),
    providerCount:
      product.type === 'reservation'
        ? Math.max(forceAtLeast(line.providerCount), chosenProviders)
        : 1,
    durationUnits: units,
    customFieldValues: line.customFieldValues,
  });
}

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

/**
 * How many units of time a reservation is priced for: 1 for a fixed-duration product (its price
 * is per slot); for a variable-duration one, the slots (days, for full-day products) from `from`
 * to `to`. Null when that is not a whole number of slots within the longest booking.
 *
 * @example
 * durationUnits(meetingRoom, at('09:00'), at('12:00')); // 3 with one-hour slots
 */
export function durationUnits(
  rules: Pick<SlotRules, 'isFullDayBooking' | 'isVariableDuration' | 'slotLengthMinutes'>,
  from: number,
  to: number,
): number | null {
  if (to <= from) return null;
  if (!rules.isVariableDuration) return 1;
  const span = to - from;
  const length = slotLengthMs(rules);
  if (span % length !== 0 || span > maxBookingSpanMs(rules)) return null;
  return span / length;
}
