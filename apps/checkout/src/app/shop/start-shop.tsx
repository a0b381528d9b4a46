import { QueryClientProvider } from '@tanstack/react-query';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import { renderStorefrontPage } from '../shared/render-storefront-page.tsx';
import { parseShopParams } from './shop-params.ts';
import { createShopRuntime } from './shop-runtime.ts';
import { ShopScreen } from './shop-screen.tsx';

/**
 * Starts the demo shop in `container` (`shop.html?tenant=…&lang=…[&product=…]`,
 * docs/product/shop.md): the catalogue (or the open product), the tenant's settings, the cart and
 * the page language's texts are asked together. A missing tenant says so in the page language.
 *
 * @example
 * startShop(document.getElementById('root')!);
 */
export function startShop(container: HTMLElement): void {
  const parsed = parseShopParams(window.location.search);
  const runtime = parsed.ok ? createShopRuntime(parsed.params) : null;
  renderStorefrontPage(container, {
    language: parsed.ok ? parsed.params.language : parsed.language,
    titleKey: 'shop.title',
    render: (i18n) =>
      runtime ? (
        // The cart drawer's lines read their products' custom fields through queries.
        <QueryClientProvider client={createQueryClient()}>
          <ShopScreen runtime={runtime} />
        </QueryClientProvider>
      ) : (
        <main className="min-h-screen">
          <ErrorState
            title={i18n.t('rules.somethingWentWrong')}
            description={[i18n.t('errors.TENANT_NOT_PROVIDED')]}
          />
        </main>
      ),
  });
}
