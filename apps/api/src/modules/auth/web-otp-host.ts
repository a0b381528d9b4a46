/**
 * The host an SMS code is bound to (the WebOTP line `@host #code`, WICG "Origin-bound one-time
 * codes delivered via SMS", https://wicg.github.io/sms-one-time-codes/): the host of the page that
 * asked for the code, taken from the request's `Origin` when that origin is one the API serves or
 * the tenant allows, else the checkout's own public host. An origin not allowed is never written
 * into an SMS: the browser offers a code only to the page of the host the SMS names.
 *
 * @example
 * webOtpHost('https://shop.example.com', ['https://shop.example.com'], 'https://pay.example.com');
 * // 'shop.example.com'
 */
export function webOtpHost(
  origin: string | undefined,
  allowedOrigins: readonly string[],
  publicUrl: string,
): string {
  const own = new URL(publicUrl);
  if (origin === undefined || origin === 'null') return own.hostname;
  let asked: URL;
  try {
    asked = new URL(origin);
  } catch {
    return own.hostname;
  }
  const allowed = new Set([own.origin, ...allowedOrigins.flatMap(originOf)]);
  return allowed.has(asked.origin) ? asked.hostname : own.hostname;
}

function originOf(url: string): string[] {
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}
