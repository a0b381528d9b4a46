/** The price flow as the add reads it once the shopper's choice is applied. */
interface PricedFlow {
  matches(state: 'idle'): boolean;
  context: { priceId: string | null };
}

/**
 * Why a product widget's add cannot go on once the choice is applied (the dictionary key of the
 * message it shows), or null when it can: the flow must be `idle` with a price chosen. A flow that
 * failed to price the choice keeps its own failure and retry in the amount summary; the add says
 * that nothing was added (docs/product/widgets.md: every press ends in the cart or a reason).
 *
 * @example
 * const refusal = addRefusal(await applyFieldChoice(actor, choice));
 * if (refusal !== null) setAddError(t(refusal));
 */
export function addRefusal(
  flow: PricedFlow,
): 'widget.notAddedPrice' | 'widget.chooseOption' | null {
  if (!flow.matches('idle')) return 'widget.notAddedPrice';
  if (flow.context.priceId === null) return 'widget.chooseOption';
  return null;
}
