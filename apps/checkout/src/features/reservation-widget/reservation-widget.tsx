import {
  tenantDateOf,
  type CustomerLocation,
  type Language,
  type Product,
} from '@storefront/contracts';
import {
  nextMonthWithFreeTimes,
  reservationEffectActors,
  reservationMachine,
  type CalendarMonth,
  type Announce,
  type ReservationAnnouncement,
  type ReservationEffects,
} from '@storefront/sdk';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddedToCart } from '../../components/widget/added-to-cart.tsx';
import { AmountSummary, widgetAmountLabels } from '../../components/ui/amount-summary.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Calendar } from '../../components/ui/calendar.tsx';
import { QuantityStepper } from '../../components/ui/quantity-stepper.tsx';
import {
  customFieldLabels,
  LazyCustomFieldsSection,
  useCustomFieldsHandle,
} from '../../components/ui/use-custom-fields-handle.ts';
import { applyFieldChoice } from '../../lib/apply-field-choice.ts';
import { useTenantTimeZone } from '../../lib/tenant-time-zone.tsx';
import { LocationPicker, type Geolocator } from './location-picker.tsx';
import { NoFreeTimesNotice } from './no-free-times-notice.tsx';
import { NotEnoughPlacesNotice, type QuantityCheck } from './not-enough-places-notice.tsx';
import { ReservationStatus } from './reservation-status.tsx';
import { ProviderPicker } from './provider-picker.tsx';
import { availableDates, slotsOn } from './slot-days.ts';
import { SlotPicker } from './slot-picker.tsx';

/** Props of {@link ReservationWidget}. */
export interface ReservationWidgetProps {
  product: Product;
  language: Language;
  /** The flow's API calls and its add to cart (the app's cart flow, ADD_ITEMS). */
  effects: ReservationEffects;
  /** Where the flow's announcements go (the SDK events the host bridge forwards). */
  announce: Announce<ReservationAnnouncement>;
  /** The checkout of the cart the reservation went into, once added. */
  checkoutUrl: () => string | null;
  /** The clock; `Date.now` by default. */
  now?: () => number;
  /** The browser's geolocation, when it has one. */
  geolocation?: Geolocator | null;
  /**
   * A signed-in customer's saved locations (the account area's, spec section 7): offered before
   * the browser's position or a typed point. None until the account area supplies them.
   */
  savedLocations?: readonly CustomerLocation[];
}

/** The id prefix of the custom-field inputs. */
const fieldsKey = 'reservation';

/**
 * The reservation widget (docs/product/widgets.md) on the SDK's reservation flow: price option,
 * customer location for geofenced providers, a month calendar with Hijri dates, the day's slots
 * at the shop's time, providers or a provider count, quantity, add-ons and custom fields, the
 * live price, and the add to cart with every reservation error's text.
 *
 * @example
 * <ReservationWidget product={product} language="ar" effects={effects} announce={announce} checkoutUrl={url} />
 */
export function ReservationWidget({
  product,
  language,
  effects,
  announce,
  checkoutUrl,
  now = Date.now,
  geolocation = null,
  savedLocations = [],
}: ReservationWidgetProps) {
  const { t } = useTranslation();
  // The shop's clock: the month first shown and "today" are the tenant's.
  const timeZone = useTenantTimeZone();
  const actor = useActorRef(
    reservationMachine.provide({ actors: reservationEffectActors(effects) }),
    {
      input: { product, announce, now, language, timeZone },
    },
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  const { context } = state;
  const fields = useCustomFieldsHandle(product.customFields);
  const [variableDay, setVariableDay] = useState<string | null>(null);
  /** The time chosen when the quantity last changed, until the refetch says whether it fits. */
  const [quantityCheck, setQuantityCheck] = useState<QuantityCheck | null>(null);
  const openedOnFreeMonth = useRef(false);
  const statusRef = useRef<HTMLDivElement>(null);

  const idle = state.matches('idle');
  const busy =
    state.matches('initializing') ||
    state.matches('fetchingAvailabilities') ||
    state.matches('addingToCart');
  const updatingAmount = state.matches('updatingAmounts');
  const failed = state.matches('error') || state.matches('terminated');
  const error = failed ? context.error : null;
  // A refusal (docs/product/flows.md) leaves the flow usable: the shopper corrects and adds again.
  const refusal = idle && context.error !== null ? context.error : null;
  // A slot taken between the choice and the add (409): the refetch has let it go.
  const slotTaken = refusal?.code === 'INVALID_SLOT' && refusal.status === 409;

  useEffect(() => {
    if (error || (refusal && !slotTaken)) statusRef.current?.focus();
  }, [error, refusal, slotTaken]);

  const dates = availableDates(context.availabilities);
  const monthHasFreeTimes = dates.size > 0;
  const today = tenantDateOf(now(), timeZone);
  const isVariable = product.isVariableDuration;
  const chosenDay = isVariable
    ? variableDay
    : product.isFullDayBooking
      ? // A full-day booking's day is its slot: no day looks chosen before one is.
        (context.selectedSlot?.from.slice(0, 10) ?? null)
      : context.displayDay === null
        ? null
        : `${String(context.displayYear)}-${String(context.displayMonth).padStart(2, '0')}-${String(context.displayDay).padStart(2, '0')}`;
  const daySlots = slotsOn(context.availabilities, chosenDay);
  const selectedSlot =
    context.selectedSlot === null
      ? null
      : (context.availabilities?.slots.find(
          (slot) => Date.parse(slot.from) === Date.parse(context.selectedSlot?.from ?? ''),
        ) ?? null);
  const outsideArea =
    product.hasGeofencedProviders &&
    context.customerLocation !== null &&
    context.availabilities?.isLocationApplicable === false;
  const needsLocation = product.hasGeofencedProviders && context.customerLocation === null;
  const [thisYear, thisMonth] = today.split('-').map(Number);
  const quantityDroppedSlot = quantityCheck !== null && idle && context.selectedSlot === null;
  const searchNextMonth =
    idle && context.availabilities !== null && !monthHasFreeTimes && !needsLocation && !outsideArea;

  // A month without free times: the next one with some is looked for, to suggest it only then;
  // the first load opens on it (docs/product/widgets.md).
  const findNextFree = useCallback(
    (signal: AbortSignal) => {
      const snapshot = actor.getSnapshot().context;
      const shown = { year: snapshot.displayYear, month: snapshot.displayMonth };
      return nextMonthWithFreeTimes(effects.fetchAvailabilities, snapshot, shown, signal);
    },
    [actor, effects],
  );
  const openOnFreeMonth = useCallback(
    (found: CalendarMonth) => {
      if (openedOnFreeMonth.current || !actor.getSnapshot().matches('idle')) return false;
      openedOnFreeMonth.current = true;
      actor.send({ type: 'CHANGE_MONTH', year: found.year, month: found.month });
      return true;
    },
    [actor],
  );
  useEffect(() => {
    // Only the first load opens on another month; later the shopper's month stays.
    if (context.availabilities !== null && monthHasFreeTimes) openedOnFreeMonth.current = true;
  }, [context.availabilities, monthHasFreeTimes]);
  const choiceKey = JSON.stringify([
    context.displayYear,
    context.displayMonth,
    context.priceId,
    context.quantity,
    context.selectedProviderCount,
    context.customerLocation,
  ]);

  const canGoBack =
    context.displayYear * 12 + context.displayMonth > (thisYear ?? 0) * 12 + (thisMonth ?? 0);

  const commitFields = (choice: { addOns: Record<string, string> }) => {
    if (idle) actor.send({ type: 'SET_ADDONS', addOns: choice.addOns });
  };

  /**
   * A selection only selects (docs/product/flows.md), yet the price depends on the slot (a longer
   * variable booking costs more): the widget asks for it again through SET_ADDONS, the flow's
   * event that recomputes the amount.
   */
  const select = (event: Parameters<typeof actor.send>[0]) => {
    setQuantityCheck(null);
    actor.send(event);
    if (actor.getSnapshot().matches('idle')) {
      actor.send({ type: 'SET_ADDONS', addOns: fields.current().addOns });
    }
  };

  async function addToCart() {
    const choice = await fields.validated();
    if (choice === null) {
      // The fields say what they lack; a missing time is said beside them (the flow refuses an
      // add without a slot before anything else).
      if (actor.getSnapshot().context.selectedSlot === null) actor.send({ type: 'ADD_TO_CART' });
      return;
    }
    setQuantityCheck(null);
    const settled = await applyFieldChoice(actor, choice);
    if (settled.matches('idle')) actor.send({ type: 'ADD_TO_CART' });
  }

  if (state.matches('reservationReady')) {
    return (
      <AddedToCart
        checkoutUrl={checkoutUrl()}
        onContinue={() => actor.send({ type: 'RESERVATION_READY' })}
        continueLabel={t('widget.bookAnother')}
      />
    );
  }

  return (
    <form
      noValidate
      aria-busy={busy}
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        void addToCart();
      }}
    >
      {product.pricing.length > 1 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-bold text-slate-900">
            {t('widget.priceOption')}
          </legend>
          {product.pricing.map((price) => (
            <label key={price.id} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="reservation-price"
                className="size-6 shrink-0 accent-emerald-700"
                checked={context.priceId === price.id}
                disabled={!idle}
                onChange={() => actor.send({ type: 'CHANGE_PRICE', priceId: price.id })}
              />
              {price.name}
            </label>
          ))}
        </fieldset>
      ) : null}

      {product.hasGeofencedProviders ? (
        <LocationPicker
          location={context.customerLocation}
          savedLocations={savedLocations}
          geolocation={geolocation}
          disabled={!idle && !state.matches('error')}
          outsideArea={outsideArea}
          onLocation={(customerLocation) => actor.send({ type: 'SET_LOCATION', customerLocation })}
        />
      ) : null}

      {needsLocation ? null : (
        <section aria-labelledby="calendar-heading" className="flex flex-col gap-3">
          <h2 id="calendar-heading" className="text-sm font-bold text-slate-900">
            {product.isFullDayBooking ? t('widget.chooseDay') : t('widget.chooseDate')}
          </h2>
          {isVariable ? (
            <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              {t('widget.variableDurationSingleDate')}
            </p>
          ) : null}
          <Calendar
            year={context.displayYear}
            month={context.displayMonth}
            language={language}
            isAvailable={(date) => dates.has(date) && date >= today}
            selected={chosenDay}
            busy={!idle && !updatingAmount}
            canGoBack={canGoBack}
            onMonthChange={(delta) => {
              setVariableDay(null);
              actor.send({
                type: 'CHANGE_MONTH',
                year: context.displayYear,
                month: context.displayMonth + delta,
              });
            }}
            onSelect={(date) => {
              // docs/product/flows.md: a variable-duration booking is not chosen by a single date;
              // the day only shows its start times.
              if (isVariable) {
                setQuantityCheck(null);
                setVariableDay(date);
              } else select({ type: 'SELECT_SINGLE_DATE', date });
            }}
            labels={{
              previousMonth: t('widget.previousMonth'),
              nextMonth: t('widget.nextMonth'),
              caption: t('widget.calendarCaption'),
            }}
          />
          {searchNextMonth ? (
            <NoFreeTimesNotice
              key={choiceKey}
              find={findNextFree}
              onFound={openOnFreeMonth}
              onShowMonth={(month) => actor.send({ type: 'CHANGE_MONTH', ...month })}
              quantity={context.quantity}
              language={language}
            />
          ) : null}
          {quantityDroppedSlot ? (
            <NotEnoughPlacesNotice
              key={quantityCheck.quantity}
              check={quantityCheck}
              fetchAvailabilities={effects.fetchAvailabilities}
              choice={context}
            />
          ) : null}
          {slotTaken ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
              {t('widget.slotTaken')}
            </p>
          ) : null}
          {product.isFullDayBooking || chosenDay === null || !monthHasFreeTimes ? null : (
            <SlotPicker
              slots={daySlots}
              selected={context.selectedSlot}
              isVariableDuration={isVariable}
              language={language}
              disabled={!idle}
              onSelect={(slot) => select({ type: 'SELECT_SLOT', slot })}
              onSelectFrom={(from) => select({ type: 'SELECT_SLOT_FROM', from })}
            />
          )}
        </section>
      )}

      <ProviderPicker
        product={product}
        slot={selectedSlot}
        selectedIds={context.selectedProviderIds}
        count={context.selectedProviderCount}
        disabled={!idle}
        onChooseProvider={(id) => actor.send({ type: 'CHANGE_PROVIDER_IDS', providerIds: [id] })}
        onCount={(providerCount) => actor.send({ type: 'CHANGE_PROVIDER_COUNT', providerCount })}
      />

      <QuantityStepper
        id="reservation-quantity"
        label={t('widget.quantity')}
        value={context.quantity}
        min={1}
        max={null}
        disabled={!idle}
        onChange={(quantity) => {
          setQuantityCheck(context.selectedSlot && { quantity, slot: context.selectedSlot });
          actor.send({ type: 'CHANGE_QUANTITY', quantity });
        }}
        labels={{ decrease: t('widget.decrease'), increase: t('widget.increase') }}
      />

      {product.customFields.length > 0 ? (
        <LazyCustomFieldsSection
          idPrefix={fieldsKey}
          legend={t('widget.options')}
          fields={product.customFields}
          language={language}
          onReady={fields.onReady}
          errorText={(key) => t(key)}
          onCommit={commitFields}
          labels={customFieldLabels(t)}
        />
      ) : null}

      <AmountSummary
        amount={context.amount}
        language={language}
        updating={updatingAmount || state.matches('fetchingAvailabilities')}
        failure={
          state.matches('error') && context.error?.code === 'FETCH_AMOUNT_FAILED'
            ? context.error.message
            : null
        }
        onRetry={() => actor.send({ type: 'RETRY' })}
        labels={widgetAmountLabels(t)}
      />

      <ReservationStatus
        ref={statusRef}
        refusal={slotTaken ? null : refusal}
        failure={error?.code === 'FETCH_AMOUNT_FAILED' ? null : error}
        terminated={state.matches('terminated')}
        onRetry={() => actor.send({ type: 'RETRY' })}
        onReset={() => actor.send({ type: 'RESET' })}
      />

      <Button type="submit" size="lg" disabled={!idle}>
        {state.matches('addingToCart') ? t('widget.adding') : t('widget.addToCart')}
      </Button>
    </form>
  );
}
