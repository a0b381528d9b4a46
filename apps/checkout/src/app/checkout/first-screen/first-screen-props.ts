import { languageSchema, paymentMethodSchema, type Language } from '@storefront/contracts';
import * as z from 'zod/mini';
import type { FirstScreenProps } from './checkout-first-screen.tsx';
import { firstScreenPropsId } from './settle-first-screen.ts';

/**
 * The props the first screen was rendered with, as the page carries them (a JSON block: data,
 * never run, so the strict CSP has nothing to say about it) and the client reads them back to
 * hydrate exactly that. Anything unreadable means "do not hydrate".
 */
export const renderedFirstScreenSchema = z.object({
  language: languageSchema,
  brand: z.nullable(z.object({ brandName: z.string(), logoUrl: z.nullable(z.string()) })),
  isMobileApp: z.boolean(),
  paymentMethods: z.nullable(z.array(paymentMethodSchema)),
});

/** A first screen as rendered: its language and the props it was rendered with. */
export type RenderedFirstScreen = FirstScreenProps & { language: Language };

/**
 * The first screen the page's HTML was rendered with, or null (no such block, or not ours).
 *
 * @example
 * const rendered = readRenderedFirstScreen(document);
 */
export function readRenderedFirstScreen(document: Document): RenderedFirstScreen | null {
  const text = document.getElementById(firstScreenPropsId)?.textContent;
  if (!text) return null;
  try {
    const parsed = renderedFirstScreenSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The first screen `container` holds when it was rendered for this page (its language and mode),
 * which the app then hydrates rather than replaces; else null.
 *
 * @example
 * const rendered = hydratableFirstScreen(document, container, 'ar', false);
 */
export function hydratableFirstScreen(
  document: Document,
  container: HTMLElement,
  language: Language,
  isMobileApp: boolean,
): RenderedFirstScreen | null {
  const rendered = readRenderedFirstScreen(document);
  if (!rendered || container.hidden || !container.firstElementChild) return null;
  return rendered.language === language && rendered.isMobileApp === isMobileApp ? rendered : null;
}
