import type { PaymentProvider } from '@storefront/contracts';
import type {
  PaymentProviders,
  SettlingProvider,
} from '../../payment-providers/payment-provider-ports.ts';
import { paymentProviderRegistry } from '../../payment-providers/provider-registry.ts';

/**
 * The settling calls of `provider`, as its registry entry defines them.
 *
 * @example
 * const payment = await providerOf(context.providers, attempt.provider).fetchPayment(id);
 */
export function providerOf(
  providers: PaymentProviders,
  provider: PaymentProvider,
): SettlingProvider {
  return paymentProviderRegistry[provider].settling(providers);
}
