import type { OrderItem } from '@storefront/contracts';

/** What a line is described from: the fields cart lines and order lines both carry. */
export type DescribableLine = Pick<
  OrderItem,
  | 'type'
  | 'priceName'
  | 'priceDiscountAmount'
  | 'fieldDetails'
  | 'reservationDateFrom'
  | 'reservationDateTo'
  | 'isFullDayBooking'
  | 'providerNames'
  | 'subscriptionPeriod'
  | 'subscriptionStartDate'
>;

/**
 * One thing a line says about what was bought (docs/product/screens.md, "Order lines"), for a
 * view to word in its language. Dates stay ISO instants: the view formats them.
 */
export type LineDetail =
  /** The price option chosen (a coffee's size). */
  | { kind: 'priceOption'; name: string }
  /** A booking's time slot. */
  | { kind: 'booking'; from: string; to: string | null }
  /**
   * A booking of whole days: instants inside its first and last day (the same day for one), so
   * a date formatter in the shop's time zone gives the days booked.
   */
  | { kind: 'fullDayBooking'; firstDay: string; lastDay: string }
  | { kind: 'providers'; names: readonly string[] }
  /** A custom field set on the line; `value` null for a ticked checkbox. */
  | { kind: 'field'; label: string; value: string | null }
  /** An add-on chosen (a custom field with a price); `value` null for a ticked checkbox. */
  | { kind: 'addOn'; label: string; value: string | null }
  /** A subscription's period (null for a line stored without it) and, when chosen, its start. */
  | { kind: 'subscription'; period: 'month' | 'year' | null; startDate: string | null }
  /** What the price's own discount took off the line. */
  | { kind: 'discount'; amount: number };

const dayMs = 24 * 60 * 60 * 1000;

function bookingDetail(line: DescribableLine): LineDetail[] {
  const from = line.reservationDateFrom;
  if (line.type !== 'reservation' || from === null) return [];
  const to = line.reservationDateTo;
  if (!line.isFullDayBooking) return [{ kind: 'booking', from, to }];
  const start = Date.parse(from);
  const end = to === null ? Number.NaN : Date.parse(to);
  // A full day runs from midnight to the next midnight: the last day is the one its end closes.
  const lastDay = Number.isNaN(end) || end - start < dayMs ? from : new Date(end - 1).toISOString();
  return [{ kind: 'fullDayBooking', firstDay: from, lastDay }];
}

/**
 * What a cart or order line says it is, in the order the lines show it (docs/product/screens.md,
 * "Order lines"): the price option, a booking's date and time (a full-day booking by its days) and
 * providers, the custom fields and add-ons set, a subscription's period and start, and the price's
 * discount. The cart drawer, the checkout, the order-confirmed page and the account all show
 * lines by it, so two lines of one product never read the same when they differ.
 *
 * @example
 * describeLine(coffeeLine);
 * // [{ kind: 'priceOption', name: '500 g' }, { kind: 'addOn', label: 'Gift wrap', value: null },
 * //  { kind: 'discount', amount: 6 }]
 */
export function describeLine(line: DescribableLine): LineDetail[] {
  const details: LineDetail[] = [];
  const priceName = line.priceName?.trim() ?? '';
  if (priceName !== '') details.push({ kind: 'priceOption', name: priceName });
  details.push(...bookingDetail(line));
  if (line.type === 'reservation' && line.providerNames.length > 0) {
    details.push({ kind: 'providers', names: line.providerNames });
  }
  for (const field of line.fieldDetails) {
    const value = field.type === 'checkbox' ? null : field.value;
    details.push({ kind: field.price > 0 ? 'addOn' : 'field', label: field.label, value });
  }
  if (
    line.type === 'subscription' &&
    (line.subscriptionPeriod !== null || line.subscriptionStartDate !== null)
  ) {
    details.push({
      kind: 'subscription',
      period: line.subscriptionPeriod,
      startDate: line.subscriptionStartDate,
    });
  }
  if (line.priceDiscountAmount > 0) {
    details.push({ kind: 'discount', amount: line.priceDiscountAmount });
  }
  return details;
}
