import type { ReactNode } from 'react';

/** What a widget page's header shows of its product: all its first screen needs of it. */
export interface WidgetHeaderProduct {
  name: string;
  description: string;
  imageUrl: string | null;
}

/**
 * A widget page's main landmark, as tall as its content (no viewport minimum; flow-root keeps its
 * children's margins inside): framed, the frame follows that height, the legal details' footer
 * included. Shared by the page and its first screen, which the page hydrates
 * (docs/decisions/0047-widget-first-screen.md).
 */
export function WidgetMain({ children }: { children: ReactNode }) {
  return <main className="flow-root">{children}</main>;
}

/**
 * A product's widget: its name, description and picture, then `children` (the widget its type
 * needs, or "Loading..." while it is on its way). The first screen rendered on the server draws
 * the same elements, so the page adopts them and its largest paint (the description, on a
 * phone) is drawn once.
 *
 * @example
 * <WidgetArticle product={product}><Loading /></WidgetArticle>
 */
export function WidgetArticle({
  product,
  children,
}: {
  product: WidgetHeaderProduct;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto flex max-w-xl flex-col gap-5 p-4">
      <header className="flex items-start gap-4">
        {product.imageUrl ? (
          <img src={product.imageUrl} alt="" className="size-20 shrink-0 rounded-xl object-cover" />
        ) : null}
        <div className="flex flex-col gap-1">
          <h1 className="text-xl font-bold text-slate-900">{product.name}</h1>
          <p className="text-sm text-slate-700">{product.description}</p>
        </div>
      </header>
      {children}
    </article>
  );
}
