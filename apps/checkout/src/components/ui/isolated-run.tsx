import type { ReactNode } from 'react';

/**
 * A translated sentence with one left-to-right value in it (an order number, a code) shown as a
 * `<bdi dir="ltr">`, so the right-to-left order around it stays correct (docs/decisions/0026-digits.md).
 * The text itself is unchanged, so an accessible name reads the same; a sentence without the
 * value is shown as it is.
 *
 * @example
 * <IsolatedRun text={t('account.orders.orderLink', { number })} value={number} />
 */
export function IsolatedRun({ text, value }: { text: string; value: string }): ReactNode {
  const at = value === '' ? -1 : text.indexOf(value);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <bdi dir="ltr">{value}</bdi>
      {text.slice(at + value.length)}
    </>
  );
}
