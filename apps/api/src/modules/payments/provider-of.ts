import type { PaymentProvider } from '@storefront/contracts';
import type {
  PaymentProviders,
  ProviderPayment,
} from '../../payment-providers/payment-provider-ports.ts';

/** What settling an attempt asks of its provider, whichever it is. */
export interface SettlingProvider {
  fetchPayment(providerPaymentId: string): Promise<ProviderPayment>;
  /**
   * Turns an `authorized` payment into a paid one (tabby's capture, tamara's authorise); null for
   * the card providers, whose payments are paid at once.
   */
  settleAuthorized: ((providerPaymentId: string, amount: number) => Promise<void>) | null;
  /** Gives a paid payment back; null where the port has no refund (instalment providers). */
  refund: ((providerPaymentId: string, amount: number) => Promise<void>) | null;
}

/**
 * The settling calls of `provider`.
 *
 * @example
 * const payment = await providerOf(context.providers, attempt.provider).fetchPayment(id);
 */
export function providerOf(
  providers: PaymentProviders,
  provider: PaymentProvider,
): SettlingProvider {
  switch (provider) {
    case 'moyasar':
    case 'myfatoorah': {
      const port = providers[provider];
      return {
        fetchPayment: (id) => port.fetchPayment(id),
        settleAuthorized: null,
        refund: (id, amount) => port.refund(id, amount),
      };
    }
    case 'tabby':
      return {
        fetchPayment: (id) => providers.tabby.fetchPayment(id),
        settleAuthorized: (id, amount) => providers.tabby.capture(id, amount),
        refund: null,
      };
    case 'tamara':
      return {
        fetchPayment: (id) => providers.tamara.fetchPayment(id),
        settleAuthorized: (id) => providers.tamara.authorise(id),
        refund: null,
      };
  }
}
