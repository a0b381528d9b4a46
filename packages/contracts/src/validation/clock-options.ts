/** The clock a date rule reads, injected so tests pin "now". */
export interface ClockOptions {
  now: () => Date;
}
