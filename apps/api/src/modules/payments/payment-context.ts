import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { PaymentProviders } from '../../payment-providers/payment-provider-ports.ts';
import { cartContextOf } from '../carts/cart-context.ts';
import type { CartContext, CartModuleOptions } from '../carts/cart-context.ts';

/**
 * What the payment rules take from outside: the cart rules' context (database, catalogue, events,
 * clock, random), the payment providers, the API's public URL (the providers' return address) and
 * the origins a checkout return URL may have.
 */
export interface PaymentContext extends CartContext {
  providers: PaymentProviders;
  /** The API's public root, without a trailing slash. */
  publicUrl: string;
  /** Origins a checkout URL may have: the public URL's and the CORS origins. */
  allowedReturnOrigins: readonly string[];
  /** Where money given back (and failures to) is logged; silent when absent (unit tests). */
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/**
 * The payment rules' context inside the app.
 *
 * @example
 * const context = paymentContextOf(app, options);
 */
export function paymentContextOf(
  app: FastifyInstance,
  options: CartModuleOptions = {},
): PaymentContext {
  const { config } = app.deps;
  return {
    ...cartContextOf(app, options),
    providers: app.deps.paymentProviders,
    publicUrl: config.publicUrl,
    log: app.log,
    allowedReturnOrigins: [config.publicUrl, ...config.corsOrigins].flatMap((url) => {
      try {
        return [new URL(url).origin];
      } catch {
        return [];
      }
    }),
  };
}
