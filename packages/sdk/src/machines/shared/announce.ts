/**
 * How a flow tells its host what happened (docs/product/flows.md's announced events). The host
 * bridge (events/) forwards them to the page; a flow built without one announces to nobody.
 *
 * @example
 * const announce: Announce<CartAnnouncement> = (event) => bridge.post(event);
 */
export type Announce<TEvent extends { type: string }> = (event: TEvent) => void;

/**
 * Wraps a host's announce so that a listener that throws cannot break the flow: its error is
 * reported on a later tick, as `EventTarget` does for a throwing listener.
 */
export function guardedAnnounce<TEvent extends { type: string }>(
  announce: Announce<TEvent> | undefined,
): Announce<TEvent> {
  if (announce === undefined) return () => undefined;
  return (event) => {
    try {
      announce(event);
    } catch (error) {
      queueMicrotask(() => {
        throw error;
      });
    }
  };
}
