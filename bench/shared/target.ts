/** A target a figure should meet: at least or at most a value. */
export interface Target {
  kind: 'atLeast' | 'atMost';
  value: number;
}

/** Whether `figure` meets `target` (NaN, a figure that was not measured, never does). */
export function meets(target: Target, figure: number): boolean {
  if (Number.isNaN(figure)) return false;
  return target.kind === 'atLeast' ? figure >= target.value : figure <= target.value;
}

/**
 * The figure with a mark saying whether it meets its target, for the markdown tables.
 *
 * @example
 * marked('0.55', { kind: 'atLeast', value: 0.95 }, 0.55); // '0.55 ✗'
 */
export function marked(text: string, target: Target | undefined, figure: number): string {
  if (!target) return text;
  return `${text} ${meets(target, figure) ? '✓' : '✗'}`;
}

/** The target as the tables print it, e.g. `≥ 0.95` or `≤ 200 ms`. */
export function targetLabel(target: Target, format: (value: number) => string): string {
  return `${target.kind === 'atLeast' ? '≥' : '≤'} ${format(target.value)}`;
}
