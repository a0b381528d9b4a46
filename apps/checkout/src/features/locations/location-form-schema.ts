import {
  normalizeDigits,
  requiredText,
  type CustomerLocationInput,
  type ValidationMessageKey,
} from '@storefront/contracts';
import * as z from 'zod/mini';

const required = 'validation.required' satisfies ValidationMessageKey;

function coordinate(limit: number, error: string) {
  return z
    .string()
    .check(z.overwrite((value) => normalizeDigits(value).trim()))
    .check(z.minLength(1, { error: required, abort: true }))
    .check(
      z.refine(
        (value) => {
          const number = Number(value);
          return value !== '' && Number.isFinite(number) && Math.abs(number) <= limit;
        },
        { error },
      ),
    );
}

/**
 * The location form (docs/product/account-pages.md): a description, and a latitude (-90 to 90) and
 * longitude (-180 to 180) typed (Arabic-Indic digits too) or filled from the browser's position.
 * Messages are text keys.
 */
export const locationFormSchema = z.object({
  description: z.pipe(requiredText(), z.string().check(z.maxLength(200))),
  latitude: coordinate(90, 'account.locations.latitudeInvalid'),
  longitude: coordinate(180, 'account.locations.longitudeInvalid'),
});

export type LocationFormValues = z.input<typeof locationFormSchema>;

/**
 * The form's checked values as the API's location body.
 *
 * @example
 * toLocationInput({ description: 'Home', latitude: '24.7', longitude: '46.6' });
 * // { description: 'Home', latitude: 24.7, longitude: 46.6, type: null }
 */
export function toLocationInput(
  values: z.output<typeof locationFormSchema>,
): CustomerLocationInput {
  return {
    description: values.description,
    latitude: Number(values.latitude),
    longitude: Number(values.longitude),
    type: null,
  };
}
