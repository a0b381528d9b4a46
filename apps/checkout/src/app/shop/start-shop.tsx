import { QueryClientProvider } from '@tanstack/react-query';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { afterNextPaint } from '../../lib/after-next-paint.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { hydrateStorefrontTree } from '../shared/hydrate-storefront-page.tsx';
import { renderStorefrontPage } from '../shared/render-storefront-page.tsx';
import {
  hydratableShopFirstScreen,
  settleShopFirstScreen,
} from './first-screen/shop-first-screen-props.ts';
import { ShopPageTree } from './first-screen/shop-page-tree.tsx';
import { parseShopParams } from './shop-params.ts';
import { createShopRuntime, nothingKnown } from './shop-runtime.ts';
import { ShopScreen } from './shop-screen.tsx';

const titleKey = 'shop.title';

/**
 * Starts the demo shop in `container` (`shop.html?tenant=…&lang=…[&product=…]`,
 * docs/product/shop.md): the catalogue (or the open product), the tenant's settings, the cart and
 * the page language's texts are asked together. A missing tenant says so in the page language.
 * A first screen the page's HTML carries for this page (docs/decisions/0048-shop-first-screen.md)
 * is hydrated once painted, its settings and catalogue used rather than asked again; a static
 * host's frame that is not for this page is removed first.
 *
 * @example
 * startShop(document.getElementById('root')!);
 */
export function startShop(container: HTMLElement): void {
  const parsed = parseShopParams(window.location.search);
  settleShopFirstScreen(document, container, parsed.ok ? parsed.params : null);
  if (!parsed.ok) {
    renderStorefrontPage(container, {
      language: parsed.language,
      titleKey,
      render: (i18n) => (
        <main className="min-h-screen">
          <ErrorState
            title={i18n.t('rules.somethingWentWrong')}
            description={[i18n.t('errors.TENANT_NOT_PROVIDED')]}
          />
        </main>
      ),
    });
    return;
  }
  const { params } = parsed;
  const rendered = hydratableShopFirstScreen(document, container, params);
  if (rendered) {
    // The list is on the screen already: the shop's requests (cart, code, texts) and its
    // hydration wait for that first frame to be painted, so none of them holds it back.
    afterNextPaint(window, () => {
      const known = { settings: rendered.settings, products: rendered.products };
      const runtime = createShopRuntime(params, window, known);
      const queryClient = createQueryClient();
      hydrateStorefrontTree(container, {
        language: params.language,
        titleKey,
        render: (i18n) => <ShopPageTree i18n={i18n} queryClient={queryClient} runtime={runtime} />,
      });
    });
    return;
  }
  const runtime = createShopRuntime(params, window, nothingKnown);
  renderStorefrontPage(container, {
    language: params.language,
    titleKey,
    render: () => (
      // The cart drawer's lines read their products' custom fields through queries.
      <QueryClientProvider client={createQueryClient()}>
        <ShopScreen runtime={runtime} />
      </QueryClientProvider>
    ),
  });
}
