import * as z from 'zod/mini';
import { cardNumberSchema } from './card-number.ts';
import { expiryFullYear, isCardExpired } from './card-expiry.ts';
import type { ClockOptions } from './clock-options.ts';
import { cvcSchema } from './cvc.ts';
import { expiryMonthSchema } from './expiry-month.ts';
import { createExpiryYearSchema } from './expiry-year.ts';
import { nameOnCardSchema } from './name-on-card.ts';
import type { ValidationMessageKey } from './validation-messages.ts';
import { zipCodeSchema } from './zip-code.ts';

const expiryFields: readonly PropertyKey[] = ['expiryMonth', 'expiryYear'];

/**
 * The card payment form (docs/product/validation.md): card number, name on card, expiry month and
 * year, CVC and optional ZIP code; and the expiry date as a whole must not be in the past ("This
 * card has expired", reported on `expiryMonth` because the year alone was fine). The clock is
 * injected.
 *
 * @example
 * const cardSchema = createCardSchema({ now: () => new Date() });
 * const result = cardSchema.safeParse(formValues);
 * if (!result.success) showErrors(toValidationErrors(result.error, language));
 */
export function createCardSchema({ now }: ClockOptions) {
  return z
    .object({
      cardNumber: cardNumberSchema,
      nameOnCard: nameOnCardSchema,
      expiryMonth: expiryMonthSchema,
      expiryYear: createExpiryYearSchema({ now }),
      cvc: cvcSchema,
      zipCode: zipCodeSchema,
    })
    .check(
      z.refine(
        (card) =>
          !isCardExpired(
            { month: Number(card.expiryMonth), year: expiryFullYear(card.expiryYear) },
            now(),
          ),
        {
          error: 'validation.card.expired' satisfies ValidationMessageKey,
          path: ['expiryMonth'],
          // Judge the date only once month and year are each valid (raw issues may lack a path).
          when: ({ issues }) =>
            issues.every((issue) => {
              const field = issue.path?.[0];
              return field !== undefined && !expiryFields.includes(field);
            }),
        },
      ),
    );
}

/** What the card form holds before validation. */
export type CardFormInput = z.input<ReturnType<typeof createCardSchema>>;

/** Validated, normalised card details. */
export type CardDetails = z.output<ReturnType<typeof createCardSchema>>;
