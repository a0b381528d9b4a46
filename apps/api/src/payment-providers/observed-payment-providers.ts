import { SpanKind } from '@opentelemetry/api';
import type { PaymentProvider } from '@storefront/contracts';
import { inSpan } from '../platform/telemetry/in-span.ts';
import type { Telemetry } from '../platform/telemetry/telemetry.ts';
import { PaymentProviderError, type PaymentProviders } from './payment-provider-ports.ts';

/** Port methods that answer here, without calling the provider: not provider calls. */
const localOperations: ReadonlySet<string> = new Set(['verifyNotificationToken']);

/** A call's outcome label: `ok`, the payment error code, or `error` for anything else thrown. */
function outcomeOf(error: unknown): string {
  return error instanceof PaymentProviderError ? error.code : 'error';
}

/**
 * `providers` with every call timed into `telemetry` (`provider`, `operation`: the port method,
 * `outcome`) and run in a client span (`payment.provider`, `payment.operation`), so the HTTP
 * call to the provider (traced by the fetch instrumentation) is its child. Done once, over the
 * ports, so neither the adapters nor the payments module carries the bookkeeping; the ports are
 * read at each call, so a test's fakes can still be steered through their own object.
 *
 * @example
 * const providers = observePaymentProviders(deps.paymentProviders, deps.metrics);
 */
export function observePaymentProviders(
  providers: PaymentProviders,
  telemetry: Telemetry,
): PaymentProviders {
  const observe = <Port extends object>(provider: PaymentProvider, port: Port): Port =>
    new Proxy(port, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== 'function' || typeof property !== 'string') return value;
        if (localOperations.has(property)) return value.bind(target) as unknown;
        const operation = property;
        return async (...args: unknown[]) => {
          const started = performance.now();
          let outcome = 'ok';
          try {
            return await inSpan<unknown>(
              `${provider} ${operation}`,
              {
                kind: SpanKind.CLIENT,
                attributes: { 'payment.provider': provider, 'payment.operation': operation },
              },
              () => Promise.resolve(value.apply(target, args) as unknown),
            );
          } catch (error) {
            outcome = outcomeOf(error);
            throw error;
          } finally {
            const seconds = (performance.now() - started) / 1000;
            telemetry.providerCalled({ provider, operation, outcome, seconds });
          }
        };
      },
    });
  return {
    moyasar: observe('moyasar', providers.moyasar),
    myfatoorah: observe('myfatoorah', providers.myfatoorah),
    tabby: observe('tabby', providers.tabby),
    tamara: observe('tamara', providers.tamara),
  };
}
