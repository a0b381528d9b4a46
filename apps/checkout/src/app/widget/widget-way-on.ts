import { homePagePath, safeCallbackUrl, shopPagePath, type Language } from '@storefront/contracts';
import { ApiError } from '@storefront/sdk';
import type { WayOn } from '../shared/params-error-way-on.ts';

/**
 * Where a widget page that cannot show its product sends the shopper on (docs/product/widgets.md,
 * the same as the checkout's error screens): the host's `callbackUrl` when usable; else, with a
 * known tenant, its shop; else (no tenant, or one the API does not know) the storefront's home.
 * Each in the page language.
 *
 * @example
 * widgetWayOn('?tenant=demo&product=nope&lang=en', 'https://s.example', 'en', notFound);
 * // { href: '/shop.html?tenant=demo&lang=en', labelKey: 'app.backToStore' }
 */
export function widgetWayOn(
  search: string,
  origin: string,
  language: Language,
  failure: unknown,
): WayOn {
  const query = new URLSearchParams(search);
  const callbackUrl = safeCallbackUrl(query.get('callbackUrl'), origin, '');
  if (callbackUrl !== '') return { href: callbackUrl, labelKey: 'app.backToStore' };
  const tenant = (query.get('tenant') ?? query.get('__tenant'))?.trim() ?? '';
  const unknownTenant = failure instanceof ApiError && failure.code === 'TENANT_NOT_FOUND';
  if (tenant !== '' && !unknownTenant) {
    return { href: shopPagePath({ tenant, language }), labelKey: 'app.backToStore' };
  }
  return { href: homePagePath(language), labelKey: 'app.goHome' };
}
