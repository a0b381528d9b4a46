import { roundMoney, type Language } from '@storefront/contracts';
import type { CartItemProductSnapshot } from '../../../db/schema/index.ts';
import { ApiError } from '../../../errors/api-error.ts';
import type { CartCatalog } from '../cart-catalog.ts';
import { cartMessage } from '../cart-messages.ts';
import type { CartLine } from './cart-line.ts';
import { fieldError } from '../../../errors/field-error.ts';
import { productSnapshot } from './product-snapshot.ts';

/** A line as the catalogue priced it: the columns of a cart item besides its id and place. */
export interface PricedCartLine {
  productId: string;
  product: CartItemProductSnapshot;
  priceId: string;
  quantity: number;
  effectiveQuantity: number;
  unitPrice: number;
  totalPrice: number;
  amount: number;
  flatAmount: number;
  depositAmount: number;
  customFields: CartLine['customFields'];
  reservationDateFrom: Date | null;
  reservationDateTo: Date | null;
  providerIds: string[];
  providerCount: number;
  subscriptionStartDate: string | null;
  customerLocation: CartLine['customerLocation'];
}

function parseInstant(value: string, member: string, language: Language): Date {
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime()))
    throw fieldError(member, cartMessage('invalidDate', language));
  return instant;
}

/** Runs a catalogue call, naming the fields of its 400s under the line's own path. */
async function withMembersUnder<T>(member: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const issues = error instanceof ApiError ? error.options.validationErrors : null;
    if (!(error instanceof ApiError) || !issues) throw error;
    throw new ApiError(error.statusCode, error.code, {
      ...error.options,
      validationErrors: issues.map((issue) => ({
        ...issue,
        members: issue.members.map((name) => `${member}.${name}`),
      })),
    });
  }
}

/**
 * Prices one line through the catalogue and checks it can be had: the product exists (400 on
 * `{member}.productId` otherwise, or 409 `ITEM_NOT_AVAILABLE` with `missingProduct: 'unavailable'`), the price is one of its own and required custom fields are set
 * (the catalogue's 400s), and a reservation has a valid slot that can be booked now (409
 * `ITEM_NOT_AVAILABLE`). Stock is checked per price over the whole cart by the caller. Reads the
 * catalogue, so call it outside any transaction.
 *
 * @example
 * const priced = await priceCartLine(catalog, tenant.id, lineOfNewItem(item), 'en', 'items[0]');
 */
export async function priceCartLine(
  catalog: CartCatalog,
  tenantId: string,
  line: CartLine,
  language: Language,
  member: string,
  options: { missingProduct?: 'invalid' | 'unavailable' } = {},
): Promise<PricedCartLine> {
  const [ar, en] = await Promise.all([
    catalog.findProduct(tenantId, line.productId, 'ar'),
    catalog.findProduct(tenantId, line.productId, 'en'),
  ]);
  if (!ar || !en) {
    // Adding an unknown product is bad input; a product gone from a cart is no longer available.
    if (options.missingProduct === 'unavailable') throw new ApiError(409, 'ITEM_NOT_AVAILABLE');
    throw fieldError(`${member}.productId`, cartMessage('productNotFound', language));
  }
  const isReservation = en.typeString === 'reservation';
  let from: Date | null = null;
  let to: Date | null = null;
  if (isReservation) {
    if (line.reservationDateFrom === null || line.reservationDateTo === null) {
      throw fieldError(`${member}.reservationDateFrom`, cartMessage('slotRequired', language));
    }
    from = parseInstant(line.reservationDateFrom, `${member}.reservationDateFrom`, language);
    to = parseInstant(line.reservationDateTo, `${member}.reservationDateTo`, language);
  }
  const subscriptionStartDate =
    en.typeString === 'subscription' ? line.subscriptionStartDate : null;
  if (subscriptionStartDate !== null) {
    parseInstant(subscriptionStartDate, `${member}.subscriptionStartDate`, language);
  }
  const providerIds = isReservation ? line.providerIds : [];
  const providerCount = isReservation ? line.providerCount : 1;
  const customerLocation = isReservation ? line.customerLocation : null;

  const priced = await withMembersUnder(member, () =>
    catalog.priceLine(
      tenantId,
      {
        productId: line.productId,
        priceId: line.priceId,
        quantity: line.quantity,
        customFieldValues: line.customFields,
        from: from?.toISOString(),
        to: to?.toISOString(),
        providerIds: isReservation ? providerIds : undefined,
        providerCount: isReservation ? providerCount : undefined,
        subscriptionStartDate: subscriptionStartDate ?? undefined,
      },
      language,
    ),
  );
  if (from !== null && to !== null) {
    const booking = {
      productId: line.productId,
      priceId: line.priceId,
      from: from.toISOString(),
      to: to.toISOString(),
      quantity: line.quantity,
      providerIds,
      providerCount,
      customerLocation: customerLocation ?? undefined,
    };
    await withMembersUnder(member, () => catalog.assertBookable(tenantId, booking, language));
  }
  return {
    productId: line.productId,
    product: productSnapshot(ar, en, providerIds, line.priceId),
    priceId: line.priceId,
    quantity: line.quantity,
    // As stored (4 decimals), so a line priced again compares equal when nothing changed.
    effectiveQuantity: Math.round(priced.effectiveQuantity * 10_000) / 10_000,
    unitPrice: roundMoney(priced.unitPrice),
    totalPrice: roundMoney(priced.totalPrice),
    amount: roundMoney(priced.totalAfterDiscount),
    flatAmount: roundMoney(priced.flatAmount),
    depositAmount: roundMoney(priced.depositAmount),
    customFields: line.customFields,
    reservationDateFrom: from,
    reservationDateTo: to,
    providerIds,
    providerCount,
    subscriptionStartDate,
    customerLocation,
  };
}
