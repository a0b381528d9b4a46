import type { MachineError } from '@storefront/sdk';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';

/** Props of {@link ReservationStatus}. */
export interface ReservationStatusProps {
  /** A refused add: the reason only, the widget stays usable (no "Try Again"). */
  refusal: MachineError | null;
  /** A failed step (the flow's `error` state): its message with "Try Again". */
  failure: MachineError | null;
  /** The retries are used up: "Start over". */
  terminated: boolean;
  onRetry: () => void;
  onReset: () => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The booking's refusal or failure (docs/product/widgets.md), focused when it appears so a screen
 * reader says it. A refusal never locks the widget: the shopper corrects the choice and adds
 * again.
 */
export function ReservationStatus({
  refusal,
  failure,
  terminated,
  onRetry,
  onReset,
  ref,
}: ReservationStatusProps) {
  const { t } = useTranslation();
  const shown = failure ?? refusal;
  if (shown === null) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800"
    >
      <p className="font-medium" data-error-code={shown.code}>
        {terminated ? t('widget.terminated') : shown.message}
      </p>
      {failure === null ? null : terminated ? (
        <Button variant="secondary" onClick={onReset}>
          {t('widget.startOver')}
        </Button>
      ) : (
        <Button variant="secondary" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      )}
    </div>
  );
}
