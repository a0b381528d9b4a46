import { Loading } from '../../shared/storefront-states.tsx';
import { WidgetArticle, WidgetMain, type WidgetHeaderProduct } from '../widget-article.tsx';

/**
 * The widget page's first screen (docs/decisions/0047-widget-first-screen.md): the product's
 * header (picture, name, description: on a phone the description is the largest paint) and
 * "Loading..." where its widget will be; only "Loading..." when the server does not know the
 * product. Exactly the markup the page's own first render draws (`startWidget`: `WidgetMain`,
 * `WidgetScreen` with `firstScreen`), so the client hydrates it and keeps its elements.
 *
 * @example
 * <WidgetFirstScreen product={{ name: 'Massage', description: 'One hour.', imageUrl: null }} />
 */
export function WidgetFirstScreen({ product }: { product: WidgetHeaderProduct | null }) {
  return (
    <WidgetMain>
      {product ? (
        <WidgetArticle product={product}>
          <Loading />
        </WidgetArticle>
      ) : (
        <Loading />
      )}
    </WidgetMain>
  );
}
