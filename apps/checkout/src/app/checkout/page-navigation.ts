/** How the page leaves or reloads itself; `window.location` in the browser, a fake in tests. */
export interface PageNavigation {
  assign(url: string): void;
  reload(): void;
}
