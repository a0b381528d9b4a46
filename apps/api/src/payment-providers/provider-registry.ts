import type { PaymentMethod, PaymentProvider } from '@storefront/contracts';
import type { AppConfig } from '../platform/env.ts';
import { createMoyasarAdapter } from './moyasar/moyasar-adapter.ts';
import { createMyFatoorahAdapter } from './myfatoorah/myfatoorah-adapter.ts';
import {
  PaymentProviderError,
  type PaymentProviders,
  type SettlingProvider,
} from './payment-provider-ports.ts';
import { createTabbyAdapter } from './tabby/tabby-adapter.ts';
import { createTamaraAdapter } from './tamara/tamara-adapter.ts';

/** Each provider's URL and keys (from the environment; nulls: not configured). */
export type PaymentProviderSettings = AppConfig['payments'];

/** One payment provider as the API knows it (docs/adding-a-payment-provider.md). */
export interface PaymentProviderDefinition<Id extends PaymentProvider> {
  id: Id;
  /** The checkout's payment methods it can take. */
  methods: readonly PaymentMethod[];
  /**
   * How its payments settle: `at-once` (paid when the shopper finishes: cards) or
   * `after-authorization` (approved first, then the API captures or authorises it: instalments).
   */
  settles: 'at-once' | 'after-authorization';
  /** Its adapter over its settings; a provider without settings fails with CONFIGURATION_ERROR. */
  createAdapter(
    settings: PaymentProviderSettings[Id],
    fetch: typeof globalThis.fetch,
  ): PaymentProviders[Id];
  /** What settling an attempt asks of it. */
  settling(providers: PaymentProviders): SettlingProvider;
}

/**
 * Every provider the API pays through. Adding one: its adapter folder, its settings in env.ts,
 * an entry here, and its routes in the payments module.
 */
export const paymentProviderRegistry: { [Id in PaymentProvider]: PaymentProviderDefinition<Id> } = {
  moyasar: {
    id: 'moyasar',
    methods: ['mada', 'visa', 'applepay'],
    settles: 'at-once',
    createAdapter: (settings, fetch) => createMoyasarAdapter({ ...settings, fetch }),
    settling: ({ moyasar }) => ({
      fetchPayment: (id) => moyasar.fetchPayment(id),
      settleAuthorized: null,
      returnMoney: async (payment) => {
        await moyasar.refund(payment.providerPaymentId, payment.amount);
        return 'refunded';
      },
      findByReference: (reference) => moyasar.findByGivenId(reference),
    }),
  },
  myfatoorah: {
    id: 'myfatoorah',
    methods: ['mada', 'visa'],
    settles: 'at-once',
    createAdapter: (settings, fetch) => createMyFatoorahAdapter({ ...settings, fetch }),
    settling: ({ myfatoorah }) => ({
      fetchPayment: (id) => myfatoorah.fetchPayment(id),
      settleAuthorized: null,
      returnMoney: async (payment) => {
        await myfatoorah.refund(payment.providerPaymentId, payment.amount);
        return 'refunded';
      },
      // Its payment page was never shown, so nothing can have been paid through it.
      findByReference: null,
    }),
  },
  tabby: {
    id: 'tabby',
    methods: ['tabby'],
    settles: 'after-authorization',
    createAdapter: (settings, fetch) => createTabbyAdapter({ ...settings, fetch }),
    settling: ({ tabby }) => ({
      fetchPayment: (id) => tabby.fetchPayment(id),
      settleAuthorized: (id, amount) => tabby.capture(id, amount),
      // tabby refunds only CLOSED (captured) payments; an AUTHORIZED one is closed uncaptured.
      returnMoney: async (payment) => {
        if (payment.status === 'authorized') {
          await tabby.close(payment.providerPaymentId);
          return 'voided';
        }
        await tabby.refund(payment.providerPaymentId, payment.amount);
        return 'refunded';
      },
      findByReference: null,
    }),
  },
  tamara: {
    id: 'tamara',
    methods: ['tamara'],
    settles: 'after-authorization',
    createAdapter: (settings, fetch) => createTamaraAdapter({ ...settings, fetch }),
    settling: ({ tamara }) => ({
      fetchPayment: (id) => tamara.fetchPayment(id),
      settleAuthorized: (id) => tamara.authorise(id),
      // tamara cancels approved and authorised orders; a captured one refuses (4xx): refund it.
      returnMoney: async (payment) => {
        const { providerPaymentId: id, amount, currency } = payment;
        try {
          await tamara.cancel(id, amount, currency);
          return 'voided';
        } catch (error) {
          const refused =
            error instanceof PaymentProviderError && (error.options.status ?? 0) >= 400;
          if (!refused || (error.options.status ?? 0) >= 500) throw error;
        }
        await tamara.refund(id, amount, currency);
        return 'refunded';
      },
      findByReference: null,
    }),
  },
};

/**
 * The adapters, each over its provider's settings.
 *
 * @example
 * const providers = createPaymentProviders(config.payments, { fetch });
 */
export function createPaymentProviders(
  settings: PaymentProviderSettings,
  { fetch }: { fetch: typeof globalThis.fetch },
): PaymentProviders {
  const registry = paymentProviderRegistry;
  return {
    moyasar: registry.moyasar.createAdapter(settings.moyasar, fetch),
    myfatoorah: registry.myfatoorah.createAdapter(settings.myfatoorah, fetch),
    tabby: registry.tabby.createAdapter(settings.tabby, fetch),
    tamara: registry.tamara.createAdapter(settings.tamara, fetch),
  };
}
