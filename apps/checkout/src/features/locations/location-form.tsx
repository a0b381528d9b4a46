import { zodResolver } from '@hookform/resolvers/zod';
import type { CustomerLocationInput, SavedCustomerLocation } from '@storefront/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SaveCancelActions } from '../../components/account/save-cancel-actions.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import {
  locationFormSchema,
  toLocationInput,
  type LocationFormValues,
} from './location-form-schema.ts';
import { submitUnlessBusy } from '../../lib/submit-unless-busy.ts';

/** The part of the browser's Geolocation API the form uses; injected so tests need no browser. */
export type PositionSource = Pick<Geolocation, 'getCurrentPosition'>;

/** Props of {@link LocationForm}. */
export interface LocationFormProps {
  location?: SavedCustomerLocation;
  onSave: (location: CustomerLocationInput) => Promise<unknown>;
  onCancel: () => void;
  /** The server's refusal, in the page language. */
  error: string | null;
  /** `navigator.geolocation` by default; absent when the browser has none. */
  geolocation?: PositionSource | undefined;
}

/**
 * A saved location's form: a description and its coordinates, typed or filled by "Use my current
 * location" (the browser asks the shopper's permission; a refusal says so and typing still works).
 *
 * @example
 * <LocationForm onSave={create} onCancel={close} error={null} />
 */
export function LocationForm({
  location,
  onSave,
  onCancel,
  error,
  geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
}: LocationFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [locating, setLocating] = useState(false);
  const [positionError, setPositionError] = useState<string | null>(null);
  const form = useForm<LocationFormValues>({
    resolver: zodResolver(locationFormSchema),
    defaultValues: {
      description: location?.description ?? '',
      latitude: location ? String(location.latitude) : '',
      longitude: location ? String(location.longitude) : '',
    },
  });
  const save = form.handleSubmit(async (values) => {
    await onSave(toLocationInput(locationFormSchema.parse(values)));
  });
  const locate = () => {
    if (!geolocation || locating) return;
    setLocating(true);
    setPositionError(null);
    geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        form.setValue('latitude', coords.latitude.toFixed(6), { shouldValidate: true });
        form.setValue('longitude', coords.longitude.toFixed(6), { shouldValidate: true });
      },
      () => {
        setLocating(false);
        setPositionError(t('account.locations.positionFailed'));
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };
  const fieldError = (message: string | undefined) => (message ? t(message) : undefined);
  const busy = form.formState.isSubmitting;
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={submitUnlessBusy(busy, save)}
      className="flex flex-col gap-4 rounded-xl border border-slate-300 bg-slate-50 p-4"
    >
      <Field
        id={`${id}-description`}
        label={t('account.locations.description')}
        hint={t('account.locations.descriptionHint')}
        error={fieldError(errors.description?.message)}
      >
        {(control) => <TextInput {...control} {...form.register('description')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={`${id}-latitude`}
          label={t('account.locations.latitude')}
          error={fieldError(errors.latitude?.message)}
        >
          {(control) => (
            <TextInput
              {...control}
              {...form.register('latitude')}
              inputMode="decimal"
              dir="ltr"
              className="text-start"
            />
          )}
        </Field>
        <Field
          id={`${id}-longitude`}
          label={t('account.locations.longitude')}
          error={fieldError(errors.longitude?.message)}
        >
          {(control) => (
            <TextInput
              {...control}
              {...form.register('longitude')}
              inputMode="decimal"
              dir="ltr"
              className="text-start"
            />
          )}
        </Field>
      </div>
      {geolocation ? (
        <div className="flex flex-col gap-1">
          <div>
            <Button variant="secondary" onClick={locate} aria-disabled={locating || undefined}>
              {locating ? t('account.locations.locating') : t('account.locations.useMine')}
            </Button>
          </div>
          {positionError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {positionError}
            </p>
          ) : null}
        </div>
      ) : null}
      <SaveCancelActions error={error} busy={busy} onCancel={onCancel} />
    </form>
  );
}
