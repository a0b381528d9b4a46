import type { Language } from '@storefront/contracts';

/** The id of the JSON block that carries the first screen's props in the page. */
export const firstScreenPropsId = 'first-screen-props';

/**
 * The language and mode the page's first screen was rendered for, read without a schema (this
 * runs in the startup script, which stays small: the app reads the whole block with its schema).
 */
function renderedFor(document: Document): { language: unknown; isMobileApp: unknown } | null {
  const text = document.getElementById(firstScreenPropsId)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null
      ? (value as { language: unknown; isMobileApp: unknown })
      : null;
  } catch {
    return null;
  }
}

/**
 * Settles a first screen the page's HTML carries `hidden` (a static host's build, rendered in
 * Arabic for whichever page asks: docs/decisions/0046-first-screen-in-html.md): shown when it
 * was rendered for this page's language and mode, else removed, so an English page never shows
 * Arabic for a moment. Run by the startup script, before the app's code has loaded.
 *
 * @example
 * settleFirstScreen(document, 'en', false);
 */
export function settleFirstScreen(document: Document, language: Language, isMobileApp: boolean) {
  const root = document.getElementById('root');
  if (!root?.hidden) return;
  const rendered = renderedFor(document);
  if (rendered?.language !== language || rendered.isMobileApp !== isMobileApp) {
    root.replaceChildren();
    document.getElementById(firstScreenPropsId)?.remove();
  }
  root.hidden = false;
}
