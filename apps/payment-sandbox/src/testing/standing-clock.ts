import type { Clock } from '../sandbox-plugin-options.ts';

/** The instant the sandbox tests stand at: January 2030, so a card expiring that month is valid. */
export const standingInstant = new Date('2030-01-15T09:00:00.000Z');

/** A clock that never moves: the sandbox's tests need a fixed "now", not a moving one. */
export const standingClock: Clock = { now: () => new Date(standingInstant) };
