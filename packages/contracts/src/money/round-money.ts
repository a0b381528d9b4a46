/**
 * Rounds an amount to 2 decimals, half away from zero, without binary float artefacts:
 * `roundMoney(1.005)` is 1.01 (not 1.00) and `roundMoney(0.1 + 0.2)` is 0.3.
 *
 * Hand-written because no decimal library is installed and amounts here are small: scaling by 100
 * and snapping to 15 significant digits (what a double holds exactly) removes the artefact before
 * rounding. Non-finite input is returned as is.
 *
 * @example
 * roundMoney(19.999); // 20
 * roundMoney(1.005); // 1.01
 */
export function roundMoney(amount: number): number {
  if (!Number.isFinite(amount)) return amount;
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
  const rounded = (Math.sign(amount) * cents) / 100;
  // Normalise -0 (e.g. from -0.001) so it never prints as "-0.00".
  return rounded === 0 ? 0 : rounded;
}
