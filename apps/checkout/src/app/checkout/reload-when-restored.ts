/**
 * Reloads the page when the browser shows it again from its back/forward cache (`pageshow` with
 * `persisted`): Back from a provider's page, or Forward onto a checkout, would otherwise show the
 * page frozen as it was left (leaving for the provider, a half-sent identity form) while the cart
 * and the session moved on. A reload reads both as they are (docs/product/flows.md, "Back and
 * Forward across the provider's pages").
 *
 * @example
 * reloadWhenRestored(window, () => window.location.reload());
 */
export function reloadWhenRestored(
  target: Pick<Window, 'addEventListener'>,
  reload: () => void,
): void {
  target.addEventListener('pageshow', (event) => {
    if (event.persisted) reload();
  });
}
