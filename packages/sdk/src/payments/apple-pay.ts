import * as z from 'zod/mini';
import type { MoyasarSession } from '@storefront/contracts';
import { ApiError } from '../http/api-error.ts';
import { isApplePayAvailable } from './apple-pay-availability.ts';
import { PaymentFlowError } from './payment-flow-error.ts';
import type {
  ApplePayOptions,
  ApplePayPaymentRequestShape,
  ApplePaySessionShape,
} from './payment-flow-types.ts';
import { basicAuth, postProviderJson } from './provider-request.ts';

/** The Apple Pay JS version the SDK speaks (every Safari with Apple Pay on the web has it). */
const applePayVersion = 3;

/** What Apple Pay resolves with: the provider's payment, for the server to verify. */
export interface ApplePayResult {
  providerPaymentId: string;
}

/** Halalas as the sheet's amount string: 11500 → `"115.00"`. */
function amountOf(halalas: number): string {
  const whole = Math.floor(halalas / 100);
  const fraction = String(halalas % 100).padStart(2, '0');
  return `${whole}.${fraction}`;
}

/**
 * The `ApplePayPaymentRequest` of a Moyasar session: the tenant's country and networks, 3-D
 * Secure, and the total under `label`.
 *
 * @example applePayRequestOf(session, 'Demo Store').total // { label: 'Demo Store', amount: '115.00', type: 'final' }
 */
export function applePayRequestOf(
  session: MoyasarSession,
  label: string,
): ApplePayPaymentRequestShape {
  return {
    countryCode: session.applePay.countryCode,
    currencyCode: session.currency,
    supportedNetworks: [...session.applePay.supportedNetworks],
    merchantCapabilities: ['supports3DS'],
    total: { label, amount: amountOf(session.amount), type: 'final' },
  };
}

const paymentAnswerSchema = z.object({
  id: z.string().check(z.minLength(1)),
  status: z.string(),
  source: z.catch(
    z.nullish(z.object({ message: z.catch(z.nullish(z.string()), undefined) })),
    undefined,
  ),
});

const providerMessageSchema = z.object({ message: z.string() });

function providerMessageOf(body: unknown, fallback: string): string {
  const parsed = providerMessageSchema.safeParse(body);
  return parsed.success ? parsed.data.message : fallback;
}

/** No answer, or a server fault: the provider is unavailable. */
function unavailable(cause: unknown): PaymentFlowError {
  return new PaymentFlowError('PROVIDER_UNAVAILABLE', {
    message: cause instanceof Error ? cause.message : 'Apple Pay provider unavailable',
    cause,
  });
}

/**
 * Pays a Moyasar session with Apple Pay, all in the browser. Call it straight from the click
 * handler: Safari only opens the sheet for a session made during the user's gesture, so the
 * session is made and begun before anything is awaited.
 *
 * Merchant validation asks the provider (`POST {apiBaseUrl}/v1/applepay/initiate`, publishable
 * key) for the merchant session; a failure aborts the sheet with `AUTHENTICATION_FAILED`. Once the
 * shopper authorises, the token is paid at `POST {apiBaseUrl}/v1/payments` with `given_id` = the
 * attempt (so the provider never pays the attempt twice): `paid` resolves with the payment id
 * (the server then verifies it), `failed` is `PAYMENT_DECLINED`, a refusal is
 * `PAYMENT_PROCESSING_FAILED`, no answer is `PROVIDER_UNAVAILABLE`. Closing the sheet is
 * `USER_CANCELLED`; no Apple Pay is `APPLE_PAY_NOT_AVAILABLE`. Nothing here is retried: the
 * merchant session is single-use and the sheet is the shopper's to try again.
 *
 * @example
 * button.onclick = () => payWithApplePay({ session, ApplePaySession: window.ApplePaySession!, label: brandName, domainName: location.hostname })
 *   .then(({ providerPaymentId }) => payments.verifyPaymentAttempt(session.attemptId, { providerPaymentId }));
 */
export function payWithApplePay(options: ApplePayOptions): Promise<ApplePayResult> {
  const { session, label, domainName } = options;
  const Session = options.ApplePaySession;
  if (!isApplePayAvailable({ ApplePaySession: Session })) {
    return Promise.reject(new PaymentFlowError('APPLE_PAY_NOT_AVAILABLE'));
  }
  const apiBaseUrl = session.apiBaseUrl.replace(/\/+$/, '');
  const auth = { Authorization: basicAuth(session.publishableApiKey) };

  let sheet: ApplePaySessionShape;
  try {
    sheet = new Session(applePayVersion, applePayRequestOf(session, label));
  } catch (cause) {
    return Promise.reject(
      new PaymentFlowError('INITIALIZATION_FAILED', { message: 'Apple Pay did not start', cause }),
    );
  }

  return new Promise<ApplePayResult>((resolve, reject) => {
    // The sheet may still report a cancel after a failure was settled; the first outcome wins.
    let settled = false;
    const fail = (error: PaymentFlowError) => {
      if (settled) return;
      settled = true;
      reject(error);
    };

    async function validateMerchant(validationUrl: string): Promise<void> {
      try {
        const { status, body } = await postProviderJson(
          `${apiBaseUrl}/v1/applepay/initiate`,
          {
            validation_url: validationUrl,
            display_name: session.applePay.merchantName,
            domain_name: domainName,
            publishable_api_key: session.publishableApiKey,
          },
          { fetch: options.fetch, headers: auth },
        );
        if (status < 200 || status >= 300 || typeof body !== 'object' || body === null) {
          throw new Error(providerMessageOf(body, `Merchant validation failed (${status})`));
        }
        sheet.completeMerchantValidation(body);
      } catch (cause) {
        sheet.abort();
        fail(
          new PaymentFlowError('AUTHENTICATION_FAILED', {
            message: cause instanceof Error ? cause.message : 'Merchant validation failed',
            cause,
          }),
        );
      }
    }

    async function pay(token: unknown): Promise<ApplePayResult> {
      let answer;
      try {
        answer = await postProviderJson(
          `${apiBaseUrl}/v1/payments`,
          {
            given_id: session.attemptId,
            amount: session.amount,
            currency: session.currency,
            description: session.description,
            callback_url: session.callbackUrl,
            metadata: session.metadata,
            source: { type: 'applepay', token: JSON.stringify(token) },
          },
          { fetch: options.fetch, headers: auth },
        );
      } catch (cause) {
        throw cause instanceof ApiError ? unavailable(cause) : cause;
      }
      const { status, body } = answer;
      if (status >= 500) throw unavailable(new Error(`Apple Pay payment failed (${status})`));
      if (status < 200 || status >= 300) {
        throw new PaymentFlowError('PAYMENT_PROCESSING_FAILED', {
          message: providerMessageOf(body, `Apple Pay payment failed (${status})`),
        });
      }
      const parsed = paymentAnswerSchema.safeParse(body);
      if (!parsed.success) {
        throw new PaymentFlowError('INVALID_RESPONSE', {
          message: 'The Apple Pay payment answer has no id or status',
          cause: parsed.error,
        });
      }
      // `authorized` is a paid payment not yet captured; the server's verification settles it.
      if (parsed.data.status === 'paid' || parsed.data.status === 'authorized') {
        return { providerPaymentId: parsed.data.id };
      }
      if (parsed.data.status === 'failed') {
        throw new PaymentFlowError('PAYMENT_DECLINED', {
          message: parsed.data.source?.message ?? 'Payment declined',
        });
      }
      throw new PaymentFlowError('PAYMENT_PROCESSING_FAILED', {
        message: `Unexpected Apple Pay payment status ${parsed.data.status}`,
      });
    }

    sheet.onvalidatemerchant = (event) => {
      void validateMerchant(event.validationURL);
    };
    sheet.onpaymentauthorized = (event) => {
      pay(event.payment.token).then(
        (result) => {
          sheet.completePayment(Session.STATUS_SUCCESS);
          if (settled) return;
          settled = true;
          resolve(result);
        },
        (error: unknown) => {
          sheet.completePayment(Session.STATUS_FAILURE);
          fail(
            error instanceof PaymentFlowError
              ? error
              : new PaymentFlowError('UNKNOWN_ERROR', { cause: error }),
          );
        },
      );
    };
    sheet.oncancel = () => {
      fail(new PaymentFlowError('USER_CANCELLED', { message: 'Apple Pay was closed' }));
    };

    try {
      sheet.begin();
    } catch (cause) {
      fail(
        new PaymentFlowError('INITIALIZATION_FAILED', {
          message: 'Apple Pay did not start',
          cause,
        }),
      );
    }
  });
}
