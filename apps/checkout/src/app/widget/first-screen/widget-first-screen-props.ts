import { languageSchema, type Language } from '@storefront/contracts';
import * as z from 'zod/mini';

/** The id of the JSON block that carries the widget's first screen's props in the page. */
export const widgetFirstScreenPropsId = 'widget-first-screen-props';

/**
 * The props the widget page's first screen was rendered with, as the page carries them (a JSON
 * block: data, never run, so the strict CSP has nothing to say about it) and the client reads
 * back to hydrate exactly that (docs/decisions/0047-widget-first-screen.md).
 */
export const renderedWidgetFirstScreenSchema = z.object({
  language: languageSchema,
  /** The product the page asked for (`product=`), whose header was rendered. */
  productId: z.string(),
  product: z.object({
    name: z.string(),
    description: z.string(),
    imageUrl: z.nullable(z.string()),
  }),
});

/** A widget page's first screen as rendered: its language, product id and header. */
export type RenderedWidgetFirstScreen = z.infer<typeof renderedWidgetFirstScreenSchema>;

/**
 * The first screen `container` holds when it was rendered for this page (its language and
 * product), which the page then hydrates rather than replaces; else null (no block, unreadable,
 * another page's, or an empty root).
 *
 * @example
 * const rendered = hydratableWidgetFirstScreen(document, container, { language: 'ar', productId });
 */
export function hydratableWidgetFirstScreen(
  document: Document,
  container: HTMLElement,
  page: { language: Language; productId: string },
): RenderedWidgetFirstScreen | null {
  const text = document.getElementById(widgetFirstScreenPropsId)?.textContent;
  if (!text || container.hidden || !container.firstElementChild) return null;
  let parsed;
  try {
    parsed = renderedWidgetFirstScreenSchema.safeParse(JSON.parse(text));
  } catch {
    return null;
  }
  if (!parsed.success) return null;
  const rendered = parsed.data;
  return rendered.language === page.language && rendered.productId === page.productId
    ? rendered
    : null;
}
