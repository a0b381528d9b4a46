import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';

/** Props of {@link PaymentErrorScreen}. */
export interface PaymentErrorScreenProps {
  /** Back to the form to try the order again. */
  onTryAgain: () => void;
  /** Reloads the page. */
  onReload: () => void;
  /** What went wrong, when known: the failure's message and a line for its reason. */
  details?: readonly string[];
}

/**
 * The payment error screen (docs/product/screens.md): "Payment Error", "Something went wrong during
 * payment processing.", "Please try again or contact support if the problem persists.", with
 * "Try Again" and "Reload Page". The failure's own message comes in a toast alongside, and, for
 * an online payment, on the screen with a line for the provider's reason.
 *
 * @example
 * <PaymentErrorScreen onTryAgain={backToForm} onReload={() => location.reload()} />
 */
export function PaymentErrorScreen({
  onTryAgain,
  onReload,
  details = [],
}: PaymentErrorScreenProps) {
  const { t } = useTranslation();
  return (
    <ErrorState
      title={t('rules.paymentErrorTitle')}
      description={[t('rules.paymentErrorDescription'), ...details, t('rules.paymentErrorHint')]}
      actions={
        <>
          <Button onClick={onTryAgain}>{t('common.tryAgain')}</Button>
          <Button variant="secondary" onClick={onReload}>
            {t('common.reloadPage')}
          </Button>
        </>
      }
    />
  );
}
