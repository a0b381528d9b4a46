import {
  minProviderCount,
  minQuantity,
  tenantDateOf,
  type AddCartItem,
  type Availability,
  type CustomFieldValues,
  type CustomerLocation,
  type Language,
  type PriceAmount,
  type Product,
} from '@storefront/contracts';
import type { Announce } from '../shared/announce.ts';
import type { MachineError } from '../shared/machine-error.ts';
import type { ReservationAnnouncement } from './reservation-announcement.ts';
import type { SelectedSlot } from './selected-slot.ts';

/** The reservation flow data of docs/product/entities.md, named as there. */
export interface ReservationFlowData {
  /** Defaults to the first price. */
  priceId: string | null;
  amount: PriceAmount | null;
  availabilities: Availability | null;
  displayYear: number;
  /** 1 to 12. */
  displayMonth: number;
  /** The day of the displayed month the customer looks at, or null. */
  displayDay: number | null;
  selectedSlot: SelectedSlot | null;
  /** Starts at 1, never below. */
  quantity: number;
  addOns: CustomFieldValues;
  /** Starts at 1, never below. */
  selectedProviderCount: number;
  /** When the customer may choose a provider, starts with the first provider. */
  selectedProviderIds: string[];
  /** Null until set: docs/product/validation.md asks whether custom fields are set. */
  customFields: CustomFieldValues | null;
  /** A date the availability window always includes (a variable booking's chosen start). */
  filterFrom: string | null;
  /** The latest end a variable-duration booking may choose from its start. */
  filterMaxSelectableTo: string | null;
  customerLocation: CustomerLocation | null;
}

/** The reservation flow's context: the flow data, the product, the ready item and errors. */
export interface ReservationMachineContext extends ReservationFlowData {
  readonly product: Product | null;
  readonly announce: Announce<ReservationAnnouncement>;
  readonly now: () => number;
  /** The tenant's time zone (IANA): "today", and so the month first shown, is the shop's. */
  readonly timeZone: string;
  readonly language: Language;
  /** filterFrom and customerLocation as the flow was started with, for resets. */
  readonly initialFilterFrom: string | null;
  readonly initialCustomerLocation: CustomerLocation | null;
  /** The item ADD_TO_CART built; kept while reservationReady. */
  reservation: AddCartItem | null;
  error: MachineError | null;
  retryCount: number;
}

/** The calendar date of an instant on the tenant's clock (the contracts' tenant clock, as the API). */
function dateIn(ms: number, timeZone: string): { year: number; month: number; day: number } {
  const [year = 1970, month = 1, day = 1] = tenantDateOf(ms, timeZone).split('-').map(Number);
  return { year, month, day };
}

/**
 * The flow data's starting values (docs/product/entities.md): first price, quantity 1, provider
 * count 1, the first provider when the customer chooses, and the current month on display (today
 * in the tenant's time zone).
 */
export function reservationDefaults(
  context: Pick<
    ReservationMachineContext,
    'product' | 'now' | 'timeZone' | 'initialFilterFrom' | 'initialCustomerLocation'
  >,
): ReservationFlowData {
  const { product } = context;
  const today = dateIn(context.now(), context.timeZone);
  const firstProvider = product?.productProviders[0];
  return {
    priceId: product?.pricing[0]?.id ?? null,
    amount: null,
    availabilities: null,
    displayYear: today.year,
    displayMonth: today.month,
    displayDay: today.day,
    selectedSlot: null,
    quantity: minQuantity,
    addOns: {},
    selectedProviderCount: minProviderCount,
    selectedProviderIds:
      product?.enableCustomerToChooseProvider === true && firstProvider !== undefined
        ? [firstProvider.id]
        : [],
    customFields: null,
    filterFrom: context.initialFilterFrom,
    filterMaxSelectableTo: null,
    customerLocation: context.initialCustomerLocation,
  };
}
