import { z } from 'zod';

/** An ISO 8601 date-time with `Z` or an offset (a local time would be ambiguous). */
export const instantSchema = z.iso.datetime({ offset: true });

/**
 * The instant (ms) an ISO 8601 date-time names, or null when the text is not one.
 *
 * @example
 * parseInstant('2030-01-16T09:00:00+03:00'); // 1894600800000
 */
export function parseInstant(text: string | null | undefined): number | null {
  if (text === undefined || text === null || !instantSchema.safeParse(text).success) return null;
  return Date.parse(text);
}
