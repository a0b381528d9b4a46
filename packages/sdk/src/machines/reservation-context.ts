import {
  minProviderCount,
  minQuantity,
  type AddCartItem,
  type Availability,
  type CustomFieldValues,
  type CustomerLocation,
  type Language,
  type PriceAmount,
  type Product,
} from '@storefront/contracts';
import type { Announce } from './announce.ts';
import type { MachineError } from './machine-error.ts';
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
  readonly language: Language;
  /** filterFrom and customerLocation as the flow was started with, for resets. */
  readonly initialFilterFrom: string | null;
  readonly initialCustomerLocation: CustomerLocation | null;
  /** The item ADD_TO_CART built; kept while reservationReady. */
  reservation: AddCartItem | null;
  error: MachineError | null;
  retryCount: number;
}

/**
 * The flow data's starting values (docs/product/entities.md): first price, quantity 1, provider
 * count 1, the first provider when the customer chooses, and the current month (UTC) on display.
 */
export function reservationDefaults(
  context: Pick<
    ReservationMachineContext,
    'product' | 'now' | 'initialFilterFrom' | 'initialCustomerLocation'
  >,
): ReservationFlowData {
  const { product } = context;
  const today = new Date(context.now());
  const firstProvider = product?.productProviders[0];
  return {
    priceId: product?.pricing[0]?.id ?? null,
    amount: null,
    availabilities: null,
    displayYear: today.getUTCFullYear(),
    displayMonth: today.getUTCMonth() + 1,
    displayDay: today.getUTCDate(),
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
