import { parseSaudiMobileNumber } from '@storefront/contracts';

// What the tabby and tamara stand-ins share: both pick their test outcomes by the buyer's phone,
// send the shopper back with the session's ids in the merchant's URL, and let an unfinished
// session lapse.

/**
 * The buyer's phone as the stand-in compares it with its test numbers: E.164 when it is a Saudi
 * mobile number in any form shoppers type it, else as sent.
 *
 * @example
 * buyerPhone('0500000002'); // '+966500000002'
 */
export function buyerPhone(phone: string): string {
  return parseSaudiMobileNumber(phone) ?? phone;
}

/**
 * `base` with `params` added to its query, keeping the merchant's own parameters.
 *
 * @example
 * withQuery('https://shop.test/return?cart=1', { payment_id: 'p1' }); // '…?cart=1&payment_id=p1'
 */
export function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * Moves a session still in `open` to `lapsed` once `lifetimeMs` has passed since it was created,
 * as the providers do when the shopper never finishes; answers the session as it stands now.
 *
 * @example
 * const payment = lapseWhenDue(found, { open: 'CREATED', lapsed: 'EXPIRED', lifetimeMs, now: clock.now() });
 */
export function lapseWhenDue<Session extends { status: string; createdAt: Date }>(
  session: Session,
  rule: {
    open: NoInfer<Session['status']>;
    lapsed: NoInfer<Session['status']>;
    lifetimeMs: number;
    now: Date;
  },
): Session {
  if (
    session.status === rule.open &&
    rule.now.getTime() - session.createdAt.getTime() >= rule.lifetimeMs
  ) {
    session.status = rule.lapsed;
  }
  return session;
}
