import { freePlacesAt, type ReservationEffects, type SelectedSlot } from '@storefront/sdk';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A quantity asked with a time chosen, until the refetch says whether the time still fits it. */
export interface QuantityCheck {
  quantity: number;
  slot: SelectedSlot;
}

/** Props of {@link NotEnoughPlacesNotice}. */
export interface NotEnoughPlacesNoticeProps {
  /** The quantity the chosen time no longer has room for. */
  check: QuantityCheck;
  fetchAvailabilities: ReservationEffects['fetchAvailabilities'];
  /** The flow's choice (price, providers, location) when the quantity was refused. */
  choice: Parameters<typeof freePlacesAt>[1];
}

/**
 * What the widget says when a new quantity no longer fits the chosen time (docs/product/widgets.md):
 * how many places the time still has once that is known (`freePlacesAt`); until then, or when it
 * cannot be asked, that the time has no room for the quantity. Mount it per refused quantity (a
 * `key`): each asks once, with the choice it was mounted with.
 *
 * @example
 * <NotEnoughPlacesNotice key={check.quantity} check={check} fetchAvailabilities={fetch} choice={context} />
 */
export function NotEnoughPlacesNotice({
  check,
  fetchAvailabilities,
  choice,
}: NotEnoughPlacesNoticeProps) {
  const { t } = useTranslation();
  const [free, setFree] = useState<number | null>(null);
  const choiceWhenRefused = useRef(choice);

  useEffect(() => {
    const controller = new AbortController();
    freePlacesAt(
      fetchAvailabilities,
      choiceWhenRefused.current,
      check.slot,
      check.quantity,
      controller.signal,
    ).then(
      (places) => {
        if (!controller.signal.aborted) setFree(places);
      },
      // The count is only a help: without it the time is still said to have no room.
      () => undefined,
    );
    return () => controller.abort();
  }, [fetchAvailabilities, check]);

  return (
    <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
      {free === null || free === 0
        ? // The singular form says the time is no longer free at all (no place left).
          t('widget.slotNoLongerFits', { count: free === 0 ? 1 : check.quantity })
        : t('widget.notEnoughPlaces', { places: free })}
    </p>
  );
}
