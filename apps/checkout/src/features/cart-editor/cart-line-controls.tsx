import type { CartItem, CustomFieldValues } from '@storefront/contracts';
import { cartItemCustomFieldIssues, isPendingItemId } from '@storefront/sdk';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { CartEditorCommands } from './cart-editor-commands.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import { RemoveLineButton } from './remove-line-button.tsx';
import type { CartChangeRun } from './use-cart-change.ts';
import { useLineFields } from './use-line-fields.ts';

// Only lines with custom fields need the form, and only once opened: out of the first load.
const LineFieldsForm = lazy(() => import('./line-fields-form.tsx'));

/** Props of {@link CartLineControls}. */
export interface CartLineControlsProps {
  item: CartItem;
  /** The line's product name, for the controls' labels. */
  name: string;
  commands: CartEditorCommands;
  run: CartChangeRun;
  /** Called once the line's removal is sent, so focus can move off the vanishing line. */
  onRemoving: () => void;
}

/**
 * A cart line's controls (docs/product/screens.md, "Editing the cart"): the quantity stepper,
 * "Remove …" with its question, and, when the product has custom fields, "Edit details of …"
 * opening them. A line still being added (no server id yet) cannot be changed.
 *
 * @example
 * <CartLineControls item={item} name="Arabic Coffee" commands={commands} run={run} onRemoving={focusList} />
 */
export function CartLineControls({ item, name, commands, run, onRemoving }: CartLineControlsProps) {
  const { t } = useTranslation();
  const detailsId = useId();
  const pending = isPendingItemId(item.id);
  const fields = useLineFields(item.productId, commands.loadProduct);
  const definitions = fields.data ?? [];
  const missing = cartItemCustomFieldIssues(definitions, item.customFields).length > 0;
  const [open, setOpen] = useState(false);
  const showForm = open || missing;

  const setQuantity = (quantity: number) =>
    void run(() =>
      commands.updateItems([{ id: item.id, quantity, customFields: item.customFields }]),
    );
  const saveFields = async (customFields: CustomFieldValues) => {
    const saved = await run(() =>
      commands.updateItems([{ id: item.id, quantity: item.quantity, customFields }]),
    );
    if (saved) setOpen(false);
    return saved;
  };

  return (
    <div className="flex flex-col gap-2 pt-1">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <QuantityStepper
          name={name}
          quantity={item.quantity}
          disabled={pending}
          onChange={setQuantity}
        />
        <RemoveLineButton
          name={name}
          disabled={pending}
          onRemove={() => {
            onRemoving();
            void run(() => commands.removeItems([item.id]));
          }}
        />
      </div>
      {fields.isError ? (
        <p className="text-sm text-slate-600">{t('cartEditor.detailsUnavailable')}</p>
      ) : null}
      {definitions.length > 0 ? (
        <div className="flex flex-col gap-1">
          {missing ? (
            <p className="text-sm font-medium text-amber-800">{t('cartEditor.detailsNeeded')}</p>
          ) : (
            <button
              type="button"
              aria-label={t('cartEditor.editDetails', { name })}
              aria-expanded={open}
              aria-controls={detailsId}
              disabled={pending}
              onClick={() => setOpen((current) => !current)}
              className="self-start text-sm font-semibold text-emerald-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-700"
            >
              {t('cartEditor.editDetailsShort')}
            </button>
          )}
          <div id={detailsId}>
            {showForm && !pending ? (
              <Suspense
                fallback={
                  <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
                    <Spinner /> {t('common.loading')}
                  </p>
                }
              >
                <LineFieldsForm
                  key={JSON.stringify(item.customFields)}
                  fields={definitions}
                  values={item.customFields}
                  onSave={saveFields}
                />
              </Suspense>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
