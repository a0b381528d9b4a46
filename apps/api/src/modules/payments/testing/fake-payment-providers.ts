import type { PaymentFailureReason, PaymentProvider } from '@storefront/contracts';
import {
  PaymentProviderError,
  type InstalmentOrder,
  type PaymentProviders,
  type ProviderPayment,
} from '../../../payment-providers/payment-provider-ports.ts';

/** How the shopper's payment ends at the provider, as a test decides it. */
export type FakeSettlement =
  | 'paid'
  | 'authorized'
  | 'declined'
  | 'insufficient_funds'
  | 'authentication_failed'
  | 'cancelled'
  | 'expired'
  /** Paid, but for one riyal less than asked. */
  | 'wrong_amount'
  /** Paid, but recorded under another reference. */
  | 'wrong_reference';

/** What a token payment does at once. */
export type FakeTokenOutcome =
  /** Pending, with a 3-D Secure page. */
  | 'three_ds'
  /** Paid without 3-D Secure. */
  | 'paid'
  /** Refused at once, no page. */
  | 'declined'
  | 'insufficient_funds'
  | 'authentication_failed'
  /** The provider cannot be reached. */
  | 'network_error';

/** A payment the fake keeps, and which provider made it. */
interface StoredPayment extends ProviderPayment {
  provider: PaymentProvider;
}

/** The token tamara's fake accepts on notifications. */
export const validTamaraToken = 'valid-tamara-notification-token';

/** The fake's 3-D Secure / hosted pages. */
const pageBase = 'https://provider.test';

const reasonOf: Partial<Record<FakeSettlement, PaymentFailureReason>> = {
  declined: 'declined',
  insufficient_funds: 'insufficient_funds',
  authentication_failed: 'authentication_failed',
  cancelled: 'cancelled',
  expired: 'expired',
};

/**
 * In-memory payment providers for tests: each port's calls are recorded (`calls`, `count`), the
 * payments kept in memory, and a test decides outcomes — what a token payment does at once
 * (`moyasarTokenOutcome`), how a payment ends (`settle`), tabby's pre-scoring (`tabbyRejection`,
 * `tabbyWebUrl`), tamara's page (`tamaraCheckoutUrl`), a network failure of the next fetch
 * (`failFetches`), and payments the browser makes itself (`browserPayment`, Apple Pay).
 *
 * @example
 * const providers = createFakePaymentProviders();
 * const test = await buildTestApp({ paymentProviders: providers });
 * providers.settle(paymentId, 'paid');
 */
export function createFakePaymentProviders() {
  const payments = new Map<string, StoredPayment>();
  const calls: string[] = [];
  let sequence = 0;
  const state = {
    moyasarTokenOutcome: 'three_ds' as FakeTokenOutcome,
    tabbyRejection: null as string | null,
    tabbyWebUrl: true,
    tamaraCheckoutUrl: true,
    failFetches: 0,
  };

  const nextId = (prefix: string) => `${prefix}_${String(++sequence).padStart(6, '0')}`;
  /** Records a call, then yields as a network round trip would (concurrent calls interleave). */
  const record = async (name: string) => {
    calls.push(name);
    await Promise.resolve();
  };
  const store = (payment: StoredPayment) => {
    payments.set(payment.providerPaymentId, payment);
    return { ...payment };
  };
  const fetchPayment = async (provider: PaymentProvider, id: string) => {
    await record(`${provider}.fetchPayment`);
    if (state.failFetches > 0) {
      state.failFetches -= 1;
      throw new PaymentProviderError('PROVIDER_UNAVAILABLE', 'Network error (fake)');
    }
    const payment = payments.get(id);
    if (payment?.provider !== provider) {
      throw new PaymentProviderError('INVALID_RESPONSE', `No payment ${id} (fake)`, {
        status: 404,
      });
    }
    const { provider: _provider, ...rest } = payment;
    return rest;
  };
  const change = (id: string, changes: Partial<ProviderPayment>) => {
    const payment = payments.get(id);
    if (!payment) throw new Error(`The fake has no payment ${id}`);
    payments.set(id, { ...payment, ...changes });
  };
  const instalment = (provider: PaymentProvider, order: InstalmentOrder, prefix: string) =>
    store({
      provider,
      providerPaymentId: nextId(prefix),
      status: 'pending',
      amount: order.amount,
      currency: order.currency,
      reference: order.referenceId,
      failureReason: null,
      providerMessage: null,
    });

  const providers: PaymentProviders = {
    moyasar: {
      publishableKey: 'pk_test_fake',
      browserBaseUrl: `${pageBase}/moyasar`,
      async payWithToken(input) {
        await record('moyasar.payWithToken');
        const outcome = state.moyasarTokenOutcome;
        if (outcome === 'network_error') {
          throw new PaymentProviderError('PROVIDER_UNAVAILABLE', 'Network error (fake)');
        }
        const existing = [...payments.values()].find(
          (payment) => payment.provider === 'moyasar' && payment.reference === input.givenId,
        );
        const id = existing?.providerPaymentId ?? nextId('pay');
        const refused = outcome !== 'three_ds' && outcome !== 'paid';
        const payment = existing ?? {
          provider: 'moyasar' as const,
          providerPaymentId: id,
          status: refused
            ? ('failed' as const)
            : outcome === 'paid'
              ? ('paid' as const)
              : ('pending' as const),
          amount: input.amount,
          currency: input.currency,
          reference: input.givenId,
          failureReason: refused ? outcome : null,
          providerMessage: refused ? `Fake ${outcome}` : null,
        };
        const stored = store(payment);
        const { provider: _provider, ...rest } = stored;
        return {
          ...rest,
          transactionUrl: outcome === 'three_ds' ? `${pageBase}/moyasar/3ds/${id}` : null,
        };
      },
      fetchPayment: (id) => fetchPayment('moyasar', id),
      async findByGivenId(givenId) {
        await record('moyasar.findByGivenId');
        const found = [...payments.values()].find(
          (payment) => payment.provider === 'moyasar' && payment.reference === givenId,
        );
        if (!found) return null;
        const { provider: _provider, ...rest } = found;
        return rest;
      },
      async refund(id) {
        await record('moyasar.refund');
        change(id, {
          status: 'failed',
          failureReason: 'processing_failed',
          providerMessage: 'refunded',
        });
      },
    },
    myfatoorah: {
      scriptUrl: `${pageBase}/myfatoorah/session.js`,
      async initiateSession(input) {
        await record('myfatoorah.initiateSession');
        return { sessionId: `session-${input.customerIdentifier}`, countryCode: 'SAU' };
      },
      async executePayment(input) {
        await record('myfatoorah.executePayment');
        const id = nextId('inv');
        store({
          provider: 'myfatoorah',
          providerPaymentId: id,
          status: 'pending',
          amount: input.amount,
          currency: input.currency,
          reference: input.reference,
          failureReason: null,
          providerMessage: null,
        });
        return { providerPaymentId: id, paymentUrl: `${pageBase}/myfatoorah/pay/${id}` };
      },
      fetchPayment: (id) => fetchPayment('myfatoorah', id),
      async refund(id) {
        await record('myfatoorah.refund');
        change(id, {
          status: 'failed',
          failureReason: 'processing_failed',
          providerMessage: 'refunded',
        });
      },
    },
    tabby: {
      async createCheckout(order) {
        await record('tabby.createCheckout');
        if (state.tabbyRejection !== null) {
          return { status: 'rejected', rejectionReason: state.tabbyRejection };
        }
        const payment = instalment('tabby', order, 'tabby');
        return {
          status: 'created',
          sessionId: `tabby-session-${payment.providerPaymentId}`,
          providerPaymentId: payment.providerPaymentId,
          webUrl: state.tabbyWebUrl ? `${pageBase}/tabby/${payment.providerPaymentId}` : null,
        };
      },
      fetchPayment: (id) => fetchPayment('tabby', id),
      async capture(id) {
        await record('tabby.capture');
        change(id, { status: 'paid' });
      },
      async refund(id) {
        await record('tabby.refund');
        change(id, {
          status: 'failed',
          failureReason: 'processing_failed',
          providerMessage: 'refunded',
        });
      },
      async close(id) {
        await record('tabby.close');
        change(id, { status: 'cancelled', failureReason: 'cancelled', providerMessage: 'closed' });
      },
    },
    tamara: {
      async createCheckout(order) {
        await record('tamara.createCheckout');
        const payment = instalment('tamara', order, 'tamara');
        return {
          providerPaymentId: payment.providerPaymentId,
          checkoutId: `checkout-${payment.providerPaymentId}`,
          checkoutUrl: state.tamaraCheckoutUrl
            ? `${pageBase}/tamara/${payment.providerPaymentId}`
            : null,
        };
      },
      fetchPayment: (id) => fetchPayment('tamara', id),
      async authorise(id) {
        await record('tamara.authorise');
        change(id, { status: 'paid' });
      },
      async cancel(id) {
        await record('tamara.cancel');
        change(id, {
          status: 'cancelled',
          failureReason: 'cancelled',
          providerMessage: 'canceled',
        });
      },
      async refund(id) {
        await record('tamara.refund');
        change(id, {
          status: 'failed',
          failureReason: 'processing_failed',
          providerMessage: 'refunded',
        });
      },
      async verifyNotificationToken(token) {
        await record('tamara.verifyNotificationToken');
        return token === validTamaraToken;
      },
    },
  };

  return {
    ...providers,
    /** The calls made, e.g. `moyasar.payWithToken`, in order. */
    calls,
    state,
    /** How many times `name` (e.g. `moyasar.payWithToken`) was called. */
    count: (name: string) => calls.filter((call) => call === name).length,
    /** Ends the payment as the shopper's visit to the provider would. */
    settle(providerPaymentId: string, settlement: FakeSettlement) {
      const payment = payments.get(providerPaymentId);
      if (!payment) throw new Error(`The fake has no payment ${providerPaymentId}`);
      const reason = reasonOf[settlement];
      if (reason) {
        const status =
          settlement === 'cancelled' || settlement === 'expired' ? settlement : 'failed';
        change(providerPaymentId, {
          status,
          failureReason: reason,
          providerMessage: `Fake ${settlement}`,
        });
        return;
      }
      change(providerPaymentId, {
        status: settlement === 'authorized' ? 'authorized' : 'paid',
        ...(settlement === 'wrong_amount' ? { amount: payment.amount - 1 } : {}),
        ...(settlement === 'wrong_reference' ? { reference: 'another-reference' } : {}),
      });
    },
    /** A payment the browser made itself at the token-style provider (Apple Pay). */
    browserPayment(reference: string, amount: number, status: 'paid' | 'pending' = 'paid') {
      return store({
        provider: 'moyasar',
        providerPaymentId: nextId('pay'),
        status,
        amount,
        currency: 'SAR',
        reference,
        failureReason: null,
        providerMessage: null,
      }).providerPaymentId;
    },
    /** The payment as the fake holds it. */
    payment: (providerPaymentId: string) => payments.get(providerPaymentId) ?? null,
  };
}

/** In-memory providers with their controls (see createFakePaymentProviders). */
export type FakePaymentProviders = ReturnType<typeof createFakePaymentProviders>;
