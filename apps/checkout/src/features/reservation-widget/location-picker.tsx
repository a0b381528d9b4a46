import {
  customerLocationSchema,
  normalizeDigits,
  type CustomerLocation,
} from '@storefront/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';

/** The part of the browser's `navigator.geolocation` the widget uses. */
export type Geolocator = Pick<Geolocation, 'getCurrentPosition'>;

/** Props of {@link LocationPicker}. */
export interface LocationPickerProps {
  location: CustomerLocation | null;
  /** A signed-in customer's saved locations; empty when none are known. */
  savedLocations: readonly CustomerLocation[];
  geolocation: Geolocator | null;
  disabled: boolean;
  /** The providers do not serve the location set (the availabilities say so). */
  outsideArea: boolean;
  onLocation: (location: CustomerLocation) => void;
}

const point = (latitude: number, longitude: number): CustomerLocation => ({
  id: null,
  latitude,
  longitude,
  description: null,
  type: null,
});

/**
 * Where a geofenced service comes to (docs/product/widgets.md): a saved location, the browser's
 * position, or a point typed in; "outside the service area" when the providers do not reach it.
 *
 * @example
 * <LocationPicker location={null} savedLocations={[]} geolocation={navigator.geolocation} … />
 */
export function LocationPicker({
  location,
  savedLocations,
  geolocation,
  disabled,
  outsideArea,
  onLocation,
}: LocationPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [latitude, setLatitude] = useState('');
  const [longitude, setLongitude] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);

  function applyTypedPoint() {
    const parsed = customerLocationSchema.safeParse(
      point(Number(normalizeDigits(latitude.trim())), Number(normalizeDigits(longitude.trim()))),
    );
    if (latitude.trim() === '' || longitude.trim() === '' || !parsed.success) {
      setProblem(t('widget.locationInvalid'));
      return;
    }
    setProblem(null);
    onLocation(parsed.data);
  }

  function locateWithBrowser() {
    if (!geolocation) return;
    setLocating(true);
    geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setProblem(null);
        onLocation(point(position.coords.latitude, position.coords.longitude));
      },
      () => {
        setLocating(false);
        setProblem(t('widget.locationUnavailable'));
      },
      { timeout: 10_000 },
    );
  }

  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-bold text-slate-900">{t('widget.location')}</legend>
      <p className="text-sm text-slate-700">
        {location === null
          ? t('widget.locationNeeded')
          : t('widget.locationSet', {
              // A saved location by its name; a point typed in or found has only its coordinates.
              point:
                location.description ??
                `${location.latitude.toFixed(4)}, ${location.longitude.toFixed(4)}`,
            })}
      </p>
      {savedLocations.length > 0 ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-saved`} className="text-sm font-medium text-slate-800">
            {t('widget.savedLocation')}
          </label>
          <select
            id={`${id}-saved`}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-3"
            disabled={disabled}
            value={location?.id ?? ''}
            onChange={(event) => {
              const saved = savedLocations.find((entry) => entry.id === event.currentTarget.value);
              if (saved) onLocation(saved);
            }}
          >
            <option value="">{t('widget.choose')}</option>
            {savedLocations.map((saved) => (
              <option key={saved.id} value={saved.id ?? ''}>
                {saved.description ?? `${String(saved.latitude)}, ${String(saved.longitude)}`}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {geolocation ? (
        <Button variant="secondary" disabled={disabled || locating} onClick={locateWithBrowser}>
          {locating ? t('widget.locating') : t('widget.useMyLocation')}
        </Button>
      ) : null}
      <div className="grid grid-cols-2 gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-lat`} className="text-sm font-medium text-slate-800">
            {t('widget.latitude')}
          </label>
          <TextInput
            id={`${id}-lat`}
            inputMode="decimal"
            dir="ltr"
            value={latitude}
            disabled={disabled}
            onChange={(event) => setLatitude(event.currentTarget.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-lng`} className="text-sm font-medium text-slate-800">
            {t('widget.longitude')}
          </label>
          <TextInput
            id={`${id}-lng`}
            inputMode="decimal"
            dir="ltr"
            value={longitude}
            disabled={disabled}
            onChange={(event) => setLongitude(event.currentTarget.value)}
          />
        </div>
      </div>
      <Button variant="secondary" disabled={disabled} onClick={applyTypedPoint}>
        {t('widget.useThisPoint')}
      </Button>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      {outsideArea ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {t('widget.outsideArea')}
        </p>
      ) : null}
    </fieldset>
  );
}
