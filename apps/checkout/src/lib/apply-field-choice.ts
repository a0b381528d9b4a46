import type { CustomFieldValues } from '@storefront/contracts';
import { waitFor, type ActorRef, type Snapshot } from 'xstate';

/** A widget's flow (the SDK's price or reservation machine) as far as its fields go. */
type FieldsFlow<
  FlowSnapshot extends Snapshot<unknown> & { matches(state: 'updatingAmounts' | 'idle'): boolean },
> = ActorRef<
  FlowSnapshot,
  | { type: 'SET_ADDONS'; addOns: CustomFieldValues }
  | { type: 'SET_CUSTOM_FIELDS'; customFields: CustomFieldValues }
>;

/**
 * Gives a widget's flow the shopper's field choice before adding to the cart: the add-ons (which
 * may change the amount), then the custom fields, each once the amounts are settled (a flow still
 * pricing an earlier change would refuse the event); answers the flow as it stands after both, or
 * as it stands when it left `idle` for another state than `updatingAmounts` (its error), without
 * sending it an event it would refuse.
 *
 * @example
 * const settled = await applyFieldChoice(actor, choice);
 * if (settled.matches('idle')) actor.send({ type: 'ADD_TO_CART' });
 */
export async function applyFieldChoice<
  FlowSnapshot extends Snapshot<unknown> & { matches(state: 'updatingAmounts' | 'idle'): boolean },
>(
  flow: FieldsFlow<FlowSnapshot>,
  choice: { addOns: CustomFieldValues; customFields: CustomFieldValues },
): Promise<FlowSnapshot> {
  const settled = (snapshot: FlowSnapshot) => !snapshot.matches('updatingAmounts');
  const before = await waitFor(flow, settled);
  if (!before.matches('idle')) return before;
  flow.send({ type: 'SET_ADDONS', addOns: choice.addOns });
  const priced = await waitFor(flow, settled);
  if (!priced.matches('idle')) return priced;
  flow.send({ type: 'SET_CUSTOM_FIELDS', customFields: choice.customFields });
  return waitFor(flow, settled);
}
