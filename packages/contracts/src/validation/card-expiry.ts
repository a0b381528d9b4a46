/**
 * The full year of a two-digit card expiry year (cards print YY; every current card is 20YY).
 *
 * @example
 * expiryFullYear('29'); // 2029
 */
export function expiryFullYear(yy: string): number {
  return 2000 + Number(yy);
}

/**
 * Whether a card is expired at `now`. A card is valid through the last day of its expiry month;
 * months are read in UTC so the browser and the API agree whatever their time zones.
 *
 * @example
 * isCardExpired({ month: 6, year: 2025 }, new Date('2025-07-01T00:00:00Z')); // true
 */
export function isCardExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  return expiry.year < currentYear || (expiry.year === currentYear && expiry.month < currentMonth);
}
