import { errorToastDurationMs } from '@storefront/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/ui/toast.tsx';

/**
 * Shows a payment failure's message in a toast with a "Retry" action, for 5 seconds
 * (docs/product/screens.md and constants.md, `errorToastDurationMs`).
 *
 * @example
 * const showPaymentError = usePaymentErrorToast();
 * showPaymentError('A payment error occurred. Please try again.', retry);
 */
export function usePaymentErrorToast() {
  const { t } = useTranslation();
  const toast = useToast();
  return useCallback(
    (message: string, onRetry: () => void) =>
      toast({
        tone: 'error',
        title: t('rules.paymentFailed'),
        description: message,
        durationMs: errorToastDurationMs,
        action: { label: t('common.retry'), altText: t('common.tryAgain'), onAction: onRetry },
      }),
    [t, toast],
  );
}
