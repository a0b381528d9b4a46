import type { InputHTMLAttributes } from 'react';

/** Props of {@link Radio}: a native radio's, less its type. */
export type RadioProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/**
 * A native radio button in the page's colours. Native, not a scripted radio group: the browser
 * gives it its keyboard use (arrow keys within a `name`), its checked state for screen readers and
 * the form, and it measures nothing on mount (docs/decisions/0013-first-render.md). Its row can
 * style itself with `has-[:checked]`.
 *
 * @example
 * <Radio id="pay-cash" name="paymentChoice" value="cash" checked={value === 'cash'} onChange={…} />
 */
export function Radio({ className, ...props }: RadioProps) {
  return (
    <input
      type="radio"
      {...props}
      className={`size-5 shrink-0 cursor-pointer accent-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:cursor-not-allowed ${className ?? ''}`}
    />
  );
}
