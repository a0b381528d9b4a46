/** The time source of the API, injected so tests can stand still or jump ahead. */
export interface Clock {
  now(): Date;
}

/** The machine's clock. */
export const systemClock: Clock = { now: () => new Date() };
