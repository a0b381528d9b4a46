import {
  languageSchema,
  paymentAndTaxSettingsSchema,
  productSchema,
  type Language,
  type PaymentAndTaxSettings,
  type Product,
} from '@storefront/contracts';
import * as z from 'zod/mini';
import type { ShopParams } from '../shop-params.ts';

/** The id of the JSON block that carries the shop's first screen's props in the page. */
export const shopFirstScreenPropsId = 'shop-first-screen-props';

/**
 * The props the shop's first screen was rendered with, as the page carries them (a JSON block:
 * data, never run, so the strict CSP has nothing to say about it) and the client reads them back
 * to hydrate exactly that (docs/decisions/0048-shop-first-screen.md). The settings and products
 * are the API's answers, read with the SDK's own schemas. Anything unreadable means "do not
 * hydrate".
 */
export const renderedShopFirstScreenSchema = z.object({
  language: languageSchema,
  tenant: z.string(),
  isMobileApp: z.boolean(),
  /** The tenant's settings, or null where the renderer knew no tenant (a static host's build). */
  settings: z.nullable(paymentAndTaxSettingsSchema),
  /** The catalogue in display order, or null where it was not known (the list then loads). */
  products: z.nullable(z.array(productSchema)),
});

/** A shop first screen as rendered: the page it is for and the data it shows. */
export interface RenderedShopFirstScreen {
  language: Language;
  /** The tenant it was rendered for; '' for a static host's build, which knows none. */
  tenant: string;
  isMobileApp: boolean;
  settings: PaymentAndTaxSettings | null;
  products: Product[] | null;
}

/**
 * The shop first screen the page's HTML was rendered with, or null (no such block, or not ours).
 *
 * @example
 * const rendered = readRenderedShopFirstScreen(document);
 */
export function readRenderedShopFirstScreen(document: Document): RenderedShopFirstScreen | null {
  const text = document.getElementById(shopFirstScreenPropsId)?.textContent;
  if (!text) return null;
  try {
    const parsed = renderedShopFirstScreenSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Whether `rendered` is the first screen of the page `params` ask for. */
function renderedFor(rendered: RenderedShopFirstScreen, params: ShopParams): boolean {
  // A static host's build knows no tenant: its frame fits any tenant's list.
  const tenant = rendered.tenant === '' || rendered.tenant === params.tenant;
  return (
    tenant &&
    params.productId === null &&
    rendered.language === params.language &&
    rendered.isMobileApp === params.isMobileApp
  );
}

/**
 * Settles a first screen the page's HTML carries `hidden` (a static host's build, rendered in
 * Arabic for whichever page asks): shown when it was rendered for this page, else removed with
 * its props, so an English page or a product's page never shows the Arabic list's frame.
 *
 * @example
 * settleShopFirstScreen(document, container, params);
 */
export function settleShopFirstScreen(
  document: Document,
  container: HTMLElement,
  params: ShopParams | null,
): void {
  if (!container.hidden) return;
  const rendered = readRenderedShopFirstScreen(document);
  if (!rendered || !params || !renderedFor(rendered, params)) {
    container.replaceChildren();
    document.getElementById(shopFirstScreenPropsId)?.remove();
  }
  container.hidden = false;
}

/**
 * The first screen `container` holds when it was rendered for this page (tenant, language, mode,
 * the product list), which the shop then hydrates rather than replaces; else null.
 *
 * @example
 * const rendered = hydratableShopFirstScreen(document, container, params);
 */
export function hydratableShopFirstScreen(
  document: Document,
  container: HTMLElement,
  params: ShopParams,
): RenderedShopFirstScreen | null {
  const rendered = readRenderedShopFirstScreen(document);
  if (!rendered || container.hidden || !container.firstElementChild) return null;
  return renderedFor(rendered, params) ? rendered : null;
}
