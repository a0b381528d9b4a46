import { catalogSeedIds } from '@storefront/api/seed';

/** The demo products whose widgets `npm start` prints, one of each kind of widget. */
const demoWidgets = [
  { label: 'Booking widget', productId: catalogSeedIds.products.massage },
  { label: 'Product widget', productId: catalogSeedIds.products.coffee },
  { label: 'Subscription widget', productId: catalogSeedIds.products.coffeeClub },
] as const;

/** A storefront widget page of the built app (`widget.html`, docs/product/widgets.md). */
export function widgetUrl(
  baseUrl: string,
  tenant: string,
  productId: string,
  language: 'ar' | 'en',
): string {
  const query = new URLSearchParams({ tenant, product: productId, lang: language });
  return `${baseUrl}/widget.html?${query.toString()}`;
}

/** The demo shop of the built app (`shop.html`, docs/product/shop.md): every product, the cart drawer. */
export function shopUrl(baseUrl: string, tenant: string, language: 'ar' | 'en'): string {
  const query = new URLSearchParams({ tenant, lang: language });
  return `${baseUrl}/shop.html?${query.toString()}`;
}

/**
 * The console lines naming the demo shop in Arabic and English, printed beside the checkout's.
 *
 * @example
 * demoShopLines('http://127.0.0.1:8080', 'demo');
 * // ['  Storefront (Arabic):  http://127.0.0.1:8080/shop.html?tenant=demo&lang=ar', …]
 */
export function demoShopLines(baseUrl: string, tenant: string): string[] {
  return (['ar', 'en'] as const).map((language) => {
    const name = `Storefront (${language === 'ar' ? 'Arabic' : 'English'}):`;
    return `  ${name.padEnd(22)}${shopUrl(baseUrl, tenant, language)}`;
  });
}

/**
 * The console lines naming the demo's widget pages, each in Arabic and English.
 *
 * @example
 * demoWidgetLines('http://127.0.0.1:8080', 'demo')[0];
 * // '  Booking widget (Arabic):       http://127.0.0.1:8080/widget.html?tenant=demo&product=…&lang=ar'
 */
export function demoWidgetLines(baseUrl: string, tenant: string): string[] {
  return demoWidgets.flatMap(({ label, productId }) =>
    (['ar', 'en'] as const).map((language) => {
      const name = `${label} (${language === 'ar' ? 'Arabic' : 'English'}):`;
      return `  ${name.padEnd(32)}${widgetUrl(baseUrl, tenant, productId, language)}`;
    }),
  );
}
