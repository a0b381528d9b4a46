/**
 * Whether an event is one XState sends itself (`xstate.done.actor.*`, `xstate.error.actor.*`,
 * ...): those reach a state's wildcard handler too, and must never count as a caller's wrong event.
 */
export function isInternalEvent(event: { type: string }): boolean {
  return event.type.startsWith('xstate.');
}
