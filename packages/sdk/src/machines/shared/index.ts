// What every machine shares: announcements, effect actors and machine errors.
// One of the package's entry points (package.json `exports`); the root index re-exports it.
export type { MachineError } from './machine-error.ts';
export type { Announce } from './announce.ts';
export { effectActor, type Effect } from './effect-actor.ts';
