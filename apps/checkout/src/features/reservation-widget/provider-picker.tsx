import type { AvailabilitySlot, Product } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { QuantityStepper } from '../../components/ui/quantity-stepper.tsx';

/** Props of {@link ProviderPicker}. */
export interface ProviderPickerProps {
  product: Product;
  /** The chosen slot as returned, with the providers free in it; null before a choice. */
  slot: AvailabilitySlot | null;
  selectedIds: readonly string[];
  count: number;
  disabled: boolean;
  onChooseProvider: (id: string) => void;
  onCount: (count: number) => void;
}

/**
 * Who serves the booking (docs/product/widgets.md): the customer chooses one provider when the
 * product lets them (`enableCustomerToChooseProvider`), by name when `showProviderName`, else by
 * number; only providers free in the chosen slot can be picked. Without a choice, the product's
 * providers are named when `showProviderName`, and a product with several providers asks how many
 * (the provider count, at least 1).
 *
 * @example
 * <ProviderPicker product={product} slot={slot} selectedIds={['p1']} count={1} … />
 */
export function ProviderPicker({
  product,
  slot,
  selectedIds,
  count,
  disabled,
  onChooseProvider,
  onCount,
}: ProviderPickerProps) {
  const { t, i18n } = useTranslation();
  const providers = product.productProviders;
  if (providers.length === 0) return null;
  const nameOf = (index: number, name: string) =>
    product.showProviderName ? name : t('widget.providerNumber', { number: index + 1 });
  const freeCount = slot?.availableProviderIds.length ?? null;
  // A full day is not "a time": the chosen day is free from midnight to midnight.
  const freeText =
    freeCount === null
      ? null
      : product.isFullDayBooking
        ? t('widget.freeAllDay')
        : t('widget.providersFree', { count: freeCount });
  if (product.enableCustomerToChooseProvider) {
    return (
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-bold text-slate-900">
          {t('widget.chooseProvider')}
        </legend>
        {freeText === null ? null : <p className="text-xs text-slate-600">{freeText}</p>}
        {providers.map((provider, index) => {
          const free = slot === null || slot.availableProviderIds.includes(provider.id);
          const id = `provider-${provider.id}`;
          return (
            <div key={provider.id} className="flex items-center gap-2 text-sm">
              <input
                id={id}
                type="radio"
                name="reservation-provider"
                className="size-6 shrink-0 accent-emerald-700"
                checked={selectedIds.includes(provider.id)}
                disabled={disabled || !free}
                aria-describedby={free ? undefined : `${id}-busy`}
                onChange={() => onChooseProvider(provider.id)}
              />
              <label htmlFor={id}>{nameOf(index, provider.name)}</label>
              {free ? null : (
                <span id={`${id}-busy`} className="text-xs text-slate-600">
                  {t('widget.providerBusy')}
                </span>
              )}
            </div>
          );
        })}
      </fieldset>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      {product.showProviderName ? (
        <p className="text-sm text-slate-800">
          {t('widget.providedBy', {
            // Once a time is chosen, the flow names its free providers (docs/product/validation.md).
            names: new Intl.ListFormat(i18n.language).format(
              providers
                .filter((provider) => slot === null || selectedIds.includes(provider.id))
                .map((provider) => provider.name),
            ),
          })}
        </p>
      ) : null}
      {providers.length > 1 ? (
        <QuantityStepper
          id="reservation-provider-count"
          label={t('widget.providerCount')}
          value={count}
          min={1}
          max={providers.length}
          disabled={disabled}
          onChange={onCount}
          labels={{ decrease: t('widget.fewerProviders'), increase: t('widget.moreProviders') }}
        />
      ) : null}
      {freeText === null ? null : <p className="text-xs text-slate-600">{freeText}</p>}
    </div>
  );
}
