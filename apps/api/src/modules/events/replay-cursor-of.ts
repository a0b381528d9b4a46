import type { ReplayCursor } from './cart-event-repository.ts';

/**
 * Where a stream's replay starts: after `Last-Event-ID` when the client resumes, else from `from`
 * (an event id: after it; an ISO 8601 instant: events recorded at or after it), else nowhere —
 * only what happens from now. Both arrive already checked by the route's schema.
 *
 * @example
 * replayCursorOf('41', undefined); // { afterId: 41 }
 * replayCursorOf(undefined, '2030-01-15T09:00:00Z'); // { since: Date }
 */
export function replayCursorOf(
  lastEventId: string | undefined,
  from: string | undefined,
): ReplayCursor | null {
  if (lastEventId !== undefined) return { afterId: Number(lastEventId) };
  if (from === undefined) return null;
  return /^\d+$/.test(from) ? { afterId: Number(from) } : { since: new Date(from) };
}
