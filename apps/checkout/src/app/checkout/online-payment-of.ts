import type { CardProvider } from '@storefront/contracts';
import type { OnlinePayment, SessionProviderForm } from '@storefront/sdk';
import {
  toCardForProvider,
  type CardFormValues,
} from '../../features/card-form/card-form-values.ts';
import { isMadaCard } from '../../features/card-form/mada-card.ts';
import type { PaymentChoice } from '../../features/payment/payment-options.ts';

/** The online choices, paid at a provider and completed with code 2. */
export type OnlineChoice = Exclude<PaymentChoice, 'cash' | 'banktransfer'>;

/** What an online choice is paid with, as the page has it now. */
export interface OnlinePaymentSources {
  cardProvider: CardProvider;
  /** The card form's values (the token-style provider). */
  card: CardFormValues;
  /** The session-style provider's embedded form, once its script is ready. */
  embeddedForm: SessionProviderForm | null;
  /** The line on the Apple Pay sheet. */
  brandName: string;
  now: () => Date;
}

/**
 * The SDK's online payment for the shopper's choice, or null when its card provider is not ready
 * (the embedded form not loaded, or the card not valid).
 *
 * @example
 * onlinePaymentOf('tabby', sources); // { method: 'tabby' }
 */
export function onlinePaymentOf(
  choice: OnlineChoice,
  sources: OnlinePaymentSources,
): OnlinePayment | null {
  if (choice === 'applepay') return { method: 'applepay', label: sources.brandName };
  if (choice !== 'card') return { method: choice };
  if (sources.cardProvider === 'myfatoorah') {
    const form = sources.embeddedForm;
    return form ? { method: 'card', provider: 'myfatoorah', form } : null;
  }
  const card = toCardForProvider(sources.card, sources.now);
  if (card === null) return null;
  return { method: 'card', provider: 'moyasar', card, isMada: isMadaCard(card.number) };
}
