import { resolveLanguage, type Language } from '@storefront/contracts';

/** A widget page's query parameters: `?product=…&tenant=…&lang=…` (docs/product/widgets.md). */
export interface WidgetParams {
  productId: string;
  tenant: string;
  language: Language;
  /** `hostOrigin`: the embedding page's origin for the event bridge, if the host names it. */
  hostOrigin: string | null;
  /** `callbackUrl`: the embedding page, where the checkout leads back (docs/product/embedding.md). */
  callbackUrl: string | null;
}

/** What is missing, named by its text key. */
export type WidgetParamsError = 'TENANT_NOT_PROVIDED' | 'PRODUCT_NOT_PROVIDED';

/** The outcome of {@link parseWidgetParams}; the language is known either way. */
export type WidgetParamsResult =
  { ok: true; params: WidgetParams } | { ok: false; error: WidgetParamsError; language: Language };

/**
 * Reads a widget's query parameters: `tenant` (or `__tenant`, the header's name) and `product`
 * are required, in that order; `lang` or `language` gives English only for `en`, else Arabic.
 *
 * @example
 * parseWidgetParams('?product=7d3f…&tenant=demo&lang=en');
 * // { ok: true, params: { productId: '7d3f…', tenant: 'demo', language: 'en', hostOrigin: null, callbackUrl: null } }
 */
export function parseWidgetParams(search: string): WidgetParamsResult {
  const query = new URLSearchParams(search);
  const read = (...names: string[]) => {
    for (const name of names) {
      const value = query.get(name)?.trim();
      if (value) return value;
    }
    return null;
  };
  const language = resolveLanguage(read('lang', 'language'));
  const tenant = read('tenant', '__tenant');
  if (tenant === null) return { ok: false, error: 'TENANT_NOT_PROVIDED', language };
  const productId = read('product', 'productId');
  if (productId === null) return { ok: false, error: 'PRODUCT_NOT_PROVIDED', language };
  return {
    ok: true,
    params: {
      productId,
      tenant,
      language,
      hostOrigin: read('hostOrigin'),
      callbackUrl: read('callbackUrl'),
    },
  };
}
