import { PaymentProviderError } from '../payment-provider-ports.ts';

/** How long a Moyasar call may take before the payment is answered as unavailable. */
const requestTimeoutMs = 30_000;

/** Where and how the adapter calls Moyasar. */
export interface MoyasarConnection {
  apiUrl: string;
  secretKey: string;
  fetch: typeof fetch;
}

/** A Moyasar answer below 500 other than 401/403 (those throw), its body parsed when JSON. */
export interface MoyasarAnswer {
  status: number;
  /** The parsed JSON body; `undefined` when it was not JSON. */
  body: unknown;
}

/**
 * Calls Moyasar's API with the secret key (HTTP Basic, empty password). Network failures,
 * time-outs, 429 and 5xx throw `PROVIDER_UNAVAILABLE`; 401/403 throw `CONFIGURATION_ERROR`
 * (the key is refused); every other answer is returned for the caller to read.
 */
export async function callMoyasar(
  connection: MoyasarConnection,
  request: { method: 'GET' | 'POST'; path: string; body?: unknown },
): Promise<MoyasarAnswer> {
  const credentials = Buffer.from(`${connection.secretKey}:`).toString('base64');
  let response: Response;
  try {
    response = await connection.fetch(`${connection.apiUrl}${request.path}`, {
      method: request.method,
      headers: {
        authorization: `Basic ${credentials}`,
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
  } catch (cause) {
    throw new PaymentProviderError('PROVIDER_UNAVAILABLE', 'Moyasar could not be reached.', {
      cause,
    });
  }
  if (response.status >= 500 || response.status === 429) {
    throw new PaymentProviderError('PROVIDER_UNAVAILABLE', `Moyasar answered ${response.status}.`, {
      status: response.status,
    });
  }
  if (response.status === 401 || response.status === 403) {
    throw new PaymentProviderError('CONFIGURATION_ERROR', 'Moyasar refused the API key.', {
      status: response.status,
    });
  }
  let text: string;
  try {
    text = await response.text();
  } catch (cause) {
    throw new PaymentProviderError('PROVIDER_UNAVAILABLE', 'Moyasar’s answer was cut off.', {
      cause,
    });
  }
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, body };
}
