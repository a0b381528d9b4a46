import {
  quantityRefusalMessage,
  tenantDateOf,
  type AddCartItem,
  type Language,
  type Product,
} from '@storefront/contracts';
import {
  priceEffectActors,
  priceMachine,
  type Announce,
  type PriceAnnouncement,
  type PriceEffects,
} from '@storefront/sdk';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { waitFor } from 'xstate';
import { AddedToCart } from '../../components/widget/added-to-cart.tsx';
import { Money } from '../../components/money/money.tsx';
import { AmountSummary, widgetAmountLabels } from '../../components/ui/amount-summary.tsx';
import { Button } from '../../components/ui/button.tsx';
import { QuantityStepper } from '../../components/ui/quantity-stepper.tsx';
import {
  customFieldLabels,
  LazyCustomFieldsSection,
  useCustomFieldsHandle,
} from '../../components/ui/use-custom-fields-handle.ts';
import { applyFieldChoice } from '../../lib/apply-field-choice.ts';
import { errorText } from '../../lib/error-text.ts';
import { useTenantTimeZone } from '../../lib/tenant-time-zone.tsx';
import { addRefusal } from './add-refusal.ts';
import { maxQuantityOf, startDateError, startDateOf } from './stock.ts';

/** Props of {@link ProductWidget}. */
export interface ProductWidgetProps {
  /** A merchandise or subscription product. */
  product: Product;
  language: Language;
  effects: PriceEffects;
  announce: Announce<PriceAnnouncement>;
  /**
   * Adds the item to the cart (the app's cart flow, ADD_ITEMS with the single-item flag); rejects
   * with the failure's message when it was not added.
   */
  addToCart: (item: AddCartItem) => Promise<unknown>;
  checkoutUrl: () => string | null;
  now?: () => number;
}

/**
 * The merchandise and subscription widget (docs/product/widgets.md) on the SDK's price flow: the
 * price options with their stock (an option out of stock cannot be chosen), the quantity from 1 up
 * to the stock, a subscription's start date (today by default; a past one is refused with its
 * reason, docs/product/validation.md#subscriptions), add-ons and custom fields, the live amounts,
 * and the add to cart.
 *
 * @example
 * <ProductWidget product={coffee} language="en" effects={effects} announce={announce} addToCart={add} checkoutUrl={url} />
 */
export function ProductWidget({
  product,
  language,
  effects,
  announce,
  addToCart,
  checkoutUrl,
  now = Date.now,
}: ProductWidgetProps) {
  const { t } = useTranslation();
  const actor = useActorRef(priceMachine.provide({ actors: priceEffectActors(effects) }), {
    input: { product, announce, now, language },
  });
  const state = useSelector(actor, (snapshot) => snapshot);
  const { context } = state;
  const fields = useCustomFieldsHandle(product.customFields);
  const [adding, setAdding] = useState<'idle' | 'adding' | 'added'>('idle');
  const [addError, setAddError] = useState<string | null>(null);
  // The stock a quantity was limited to, said until the quantity changes again (never silently).
  const [stockLimit, setStockLimit] = useState<number | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const submitting = useRef(false);
  const idle = state.matches('idle');
  const isSubscription = product.typeString === 'subscription';
  const price = product.pricing.find((entry) => entry.id === context.priceId) ?? null;
  const maxQuantity = maxQuantityOf(price);
  // The shop's today (the tenant's time zone), the date first shown; the flow starts the
  // subscription "now".
  const timeZone = useTenantTimeZone();
  const today = tenantDateOf(now(), timeZone);
  // The date as typed, kept even when refused: a past start is never replaced by today.
  const [startInput, setStartInput] = useState<string | null>(null);
  const startError = startDateError(startInput, today);
  const startRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (addError) statusRef.current?.focus();
  }, [addError]);

  // Every press ends in the cart, a message, or the field that stops it (never silently): the
  // button says "Adding..." from the press on, while the options are checked and the price is
  // settled, and each way out says why (docs/product/widgets.md).
  async function submit() {
    // A ref, not the state: two presses within one frame start one add.
    if (submitting.current) return;
    if (isSubscription && startError !== null) {
      startRef.current?.focus();
      return;
    }
    setAddError(null);
    setAdding('adding');
    submitting.current = true;
    try {
      const choice = await fields.validated();
      // The fields say what they lack, and the first of them has the focus.
      if (choice === null) {
        setAdding('idle');
        return;
      }
      const priced = await applyFieldChoice(actor, choice);
      const refusal = addRefusal(priced);
      const { priceId, quantity, subscriptionStartDate } = priced.context;
      if (refusal !== null || priceId === null) {
        setAdding('idle');
        setAddError(t(refusal ?? 'widget.chooseOption'));
        return;
      }
      await addToCart({
        productId: product.id,
        priceId,
        quantity,
        customFields: { ...choice.customFields, ...choice.addOns },
        ...(isSubscription && subscriptionStartDate ? { subscriptionStartDate } : {}),
      });
      setAdding('added');
    } catch (error) {
      setAdding('idle');
      setAddError(errorText(error, language));
    } finally {
      submitting.current = false;
    }
  }

  if (adding === 'added') {
    return (
      <AddedToCart
        checkoutUrl={checkoutUrl()}
        onContinue={() => setAdding('idle')}
        continueLabel={t('widget.continueShopping')}
      />
    );
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-bold text-slate-900">{t('widget.priceOption')}</legend>
        {product.pricing.map((option) => {
          const outOfStock = !option.stock.isUnlimited && option.stock.availableQuantity === 0;
          const id = `price-${option.id}`;
          return (
            <div
              key={option.id}
              className="flex items-center gap-3 rounded-lg border border-slate-300 bg-white p-3 text-sm has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-50"
            >
              <input
                id={id}
                type="radio"
                name="product-price"
                className="size-5 accent-emerald-700"
                checked={context.priceId === option.id}
                disabled={!idle || outOfStock}
                aria-describedby={`${id}-stock`}
                onChange={() => {
                  actor.send({ type: 'CHANGE_PRICE', priceId: option.id });
                  const max = maxQuantityOf(option);
                  if (max !== null && context.quantity > max) {
                    setStockLimit(max);
                    void waitFor(actor, (snapshot) => snapshot.matches('idle')).then(() =>
                      actor.send({ type: 'CHANGE_QUANTITY', quantity: max }),
                    );
                  }
                }}
              />
              <label htmlFor={id} className="flex flex-1 flex-wrap justify-between gap-2">
                <span className="font-medium">{option.name}</span>
                <span>
                  {option.discountedAmount !== null && option.discountedAmount < option.amount ? (
                    <>
                      <s className="me-1 text-slate-600">
                        <Money amount={option.amount} />
                      </s>
                      <Money amount={option.discountedAmount} />
                    </>
                  ) : (
                    <Money amount={option.amount} />
                  )}
                </span>
              </label>
              <span id={`${id}-stock`} className="text-xs text-slate-700">
                {outOfStock
                  ? t('widget.outOfStock')
                  : option.stock.isUnlimited
                    ? t('widget.inStock')
                    : t('widget.leftInStock', { count: option.stock.availableQuantity })}
              </span>
            </div>
          );
        })}
      </fieldset>

      <QuantityStepper
        id="product-quantity"
        label={t('widget.quantity')}
        value={context.quantity}
        min={1}
        max={maxQuantity}
        disabled={!idle}
        onChange={(quantity) => {
          setStockLimit(null);
          actor.send({ type: 'CHANGE_QUANTITY', quantity });
        }}
        onAboveMax={() => setStockLimit(maxQuantity)}
        limitMessage={
          stockLimit === null
            ? null
            : quantityRefusalMessage('NOT_ENOUGH_STOCK', stockLimit, language)
        }
        labels={{ decrease: t('widget.decrease'), increase: t('widget.increase') }}
      />

      {isSubscription ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor="subscription-start" className="text-sm font-medium text-slate-800">
            {t('widget.startDate')}
          </label>
          <input
            ref={startRef}
            id="subscription-start"
            type="date"
            min={today}
            value={startInput ?? today}
            disabled={!idle}
            aria-invalid={startError !== null}
            aria-describedby={startError === null ? undefined : 'subscription-start-error'}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setStartInput(value);
              if (startDateError(value, today) === null) {
                actor.send({ type: 'CHANGE_START_DATE', startDate: startDateOf(value) });
              }
            }}
            className="min-h-11 w-48 rounded-lg border border-slate-300 bg-white px-3 aria-[invalid=true]:border-red-700"
          />
          {startError === null ? null : (
            <p id="subscription-start-error" className="text-sm font-medium text-red-700">
              {t(startError)}
            </p>
          )}
        </div>
      ) : null}

      {product.customFields.length > 0 ? (
        <LazyCustomFieldsSection
          idPrefix={'product'}
          legend={t('widget.options')}
          fields={product.customFields}
          language={language}
          onReady={fields.onReady}
          errorText={(key) => t(key)}
          onCommit={(choice) => {
            if (idle) actor.send({ type: 'SET_ADDONS', addOns: choice.addOns });
          }}
          labels={customFieldLabels(t)}
        />
      ) : null}

      <AmountSummary
        amount={context.amount}
        language={language}
        updating={state.matches('updatingAmounts')}
        failure={state.matches('error') ? (context.error?.message ?? null) : null}
        onRetry={() => actor.send({ type: 'RETRY' })}
        labels={widgetAmountLabels(t)}
      />

      {state.matches('terminated') ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('widget.terminated')}
        </p>
      ) : null}

      {addError ? (
        <div
          ref={statusRef}
          tabIndex={-1}
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800"
        >
          {addError}
        </div>
      ) : null}

      <Button type="submit" size="lg" disabled={!idle || adding === 'adding'}>
        {adding === 'adding'
          ? t('widget.adding')
          : isSubscription
            ? t('widget.subscribe')
            : t('widget.addToCart')}
      </Button>
    </form>
  );
}
