import type { SavedCustomerLocation } from '@storefront/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';
import { coordinatesText } from './coordinates-text.ts';
import { useSavedLocations } from './use-saved-locations.ts';

/** Props of {@link SavedLocationPicker}. */
export interface SavedLocationPickerProps {
  /** The chosen location's id, if any. */
  value: string | null;
  onChange: (location: SavedCustomerLocation) => void;
  /** The group's visible name; "Saved locations" by default. */
  legend?: string;
}

/**
 * A choice among the customer's saved locations, as radio buttons (arrow keys move between them).
 * The seam the reservation widget picks a customer location with: it hands the chosen one to its
 * availability and cart calls (a location's longitude, latitude, description and type).
 *
 * @example
 * <SavedLocationPicker value={locationId} onChange={(location) => setCustomerLocation(location)} />
 */
export function SavedLocationPicker({ value, onChange, legend }: SavedLocationPickerProps) {
  const { t } = useTranslation();
  const name = useId();
  const { locations } = useSavedLocations();
  if (!locations.data) {
    return locations.isError ? (
      <p role="alert" className="text-red-700">
        {t('account.loadFailed')}
      </p>
    ) : (
      <p role="status" className="flex items-center gap-2 text-slate-700">
        <Spinner /> {t('common.loading')}
      </p>
    );
  }
  const items = locations.data.items;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-semibold">{legend ?? t('account.locations.title')}</legend>
      {items.length === 0 ? (
        <p className="text-slate-700">{t('account.locations.none')}</p>
      ) : (
        items.map((location) => (
          <label key={location.id} className="flex items-center gap-2">
            <input
              type="radio"
              name={name}
              value={location.id}
              checked={value === location.id}
              onChange={() => onChange(location)}
              className="size-5 accent-emerald-700"
            />
            <span>{location.description ?? coordinatesText(location)}</span>
          </label>
        ))
      )}
    </fieldset>
  );
}
