import { PaymentProviderError } from '../payment-provider-ports.ts';
import { myFatoorahEnvelopeSchema, type MyFatoorahEnvelope } from './myfatoorah-schemas.ts';

/** How long a MyFatoorah call may take before the payment is answered as unavailable. */
const requestTimeoutMs = 30_000;

/** Where and how the adapter calls MyFatoorah. */
export interface MyFatoorahConnection {
  apiUrl: string;
  apiKey: string;
  fetch: typeof fetch;
}

/**
 * POSTs to MyFatoorah's API v2 with the API key (Bearer) and returns its envelope (successful or
 * not). Network failures, time-outs, 429 and 5xx throw `PROVIDER_UNAVAILABLE`; 401/403
 * `CONFIGURATION_ERROR`; an answer that is not the documented envelope `INVALID_RESPONSE`.
 */
export async function callMyFatoorah(
  connection: MyFatoorahConnection,
  endpoint: string,
  body: unknown,
): Promise<MyFatoorahEnvelope & { status: number }> {
  let response: Response;
  let text: string;
  try {
    response = await connection.fetch(`${connection.apiUrl}/v2/${endpoint}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${connection.apiKey}`,
        accept: 'application/json',
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    text = await response.text();
  } catch (cause) {
    throw new PaymentProviderError('PROVIDER_UNAVAILABLE', 'MyFatoorah could not be reached.', {
      cause,
    });
  }
  const { status } = response;
  if (status >= 500 || status === 429) {
    throw new PaymentProviderError('PROVIDER_UNAVAILABLE', `MyFatoorah answered ${status}.`, {
      status,
    });
  }
  if (status === 401 || status === 403) {
    throw new PaymentProviderError('CONFIGURATION_ERROR', 'MyFatoorah refused the API key.', {
      status,
    });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = myFatoorahEnvelopeSchema.safeParse(json);
  if (!parsed.success) {
    throw new PaymentProviderError(
      'INVALID_RESPONSE',
      `MyFatoorah's answer to ${endpoint} is not as documented.`,
      { status, cause: parsed.error },
    );
  }
  return { ...parsed.data, status };
}

/** The envelope's message and validation errors, for logs and support. */
export function envelopeMessage(envelope: MyFatoorahEnvelope): string {
  const details = (envelope.ValidationErrors ?? [])
    .map((error) => [error.Name, error.Error].filter(Boolean).join(': '))
    .filter(Boolean);
  return [envelope.Message || 'MyFatoorah refused the request.', ...details].join(' ');
}
