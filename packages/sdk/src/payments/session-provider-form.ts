import type { PaymentSession } from '@storefront/contracts';
import type { PaymentsResource } from '../resources/payments-resource.ts';
import type { SessionProviderForm } from './payment-flow-types.ts';

/** What the embedded card form of the session-style provider is started for. */
export interface SessionProviderFormRequest {
  /** The shopper's id (the access token's `CustomerId`). */
  customerId: string;
  /** The cart's amount to be paid now. */
  totalAmount: number;
  /** The checkout URL the provider sends the shopper back to. */
  callbackUrl: string;
}

/** A started card form: the provider's session and its loaded form script, not yet drawn. */
export interface StartedSessionProviderForm {
  session: PaymentSession;
  form: SessionProviderForm;
}

/**
 * Starts the session-style provider's embedded card form: a session for the shopper and amount
 * (`initiate-session`), then the provider's script from the session's `scriptUrl`. The caller
 * draws the form (`form.init`) into its page; `loadForm` is `loadSessionProviderForm` on the
 * page's document. Not retried here: a second `initiate-session` opens a second session.
 *
 * @example
 * const { session, form } = await startSessionProviderForm(api.payments, { customerId, totalAmount, callbackUrl }, (url) => loadSessionProviderForm(url, document));
 * form.init({ sessionId: session.sessionId, countryCode: session.countryCode, cardViewId: 'card', language: 'ar' });
 */
export async function startSessionProviderForm(
  payments: Pick<PaymentsResource, 'initiateSession'>,
  { customerId, totalAmount, callbackUrl }: SessionProviderFormRequest,
  loadForm: (scriptUrl: string) => Promise<SessionProviderForm>,
): Promise<StartedSessionProviderForm> {
  const session = await payments.initiateSession(customerId, { callbackUrl, totalAmount });
  return { session, form: await loadForm(session.scriptUrl) };
}
