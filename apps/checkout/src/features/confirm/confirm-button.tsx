import type { CartItem } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { confirmLabelKey } from './confirm-label.ts';

/** Props of {@link ConfirmButton}. */
export interface ConfirmButtonProps {
  items: readonly Pick<CartItem, 'type'>[];
  /** While true the button reads "Processing..." and takes no press. */
  processing: boolean;
}

/**
 * The form's submit button: "Confirm Booking", "Confirm Subscription" or "Complete Order" by the
 * cart's items, "Processing..." while the order is placed. It stays focusable while busy
 * (`aria-disabled`) so keyboard focus is not lost; the form ignores presses meanwhile.
 *
 * @example
 * <ConfirmButton items={cart.cartItems} processing={submitting} />
 */
export function ConfirmButton({ items, processing }: ConfirmButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      type="submit"
      size="lg"
      className="w-full aria-disabled:cursor-progress aria-disabled:opacity-80"
      aria-disabled={processing || undefined}
      aria-busy={processing || undefined}
    >
      {processing ? (
        <>
          <Spinner />
          {t('confirm.processing')}
        </>
      ) : (
        t(confirmLabelKey(items))
      )}
    </Button>
  );
}
