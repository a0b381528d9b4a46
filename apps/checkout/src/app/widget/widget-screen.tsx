import type { Language } from '@storefront/contracts';
import { priceSdkEvents, reservationSdkEvents } from '@storefront/sdk';
import { lazy, Suspense, useEffect } from 'react';
import { preloadCustomFieldsSection } from '../../components/ui/use-custom-fields-handle.ts';
import { MoneyDisplayProvider } from '../../lib/money-display.tsx';
import { TenantTimeZoneProvider } from '../../lib/tenant-time-zone.tsx';
import { LoadFailed, Loading } from '../shared/storefront-states.tsx';
import { useSettled } from '../shared/use-settled.ts';
import type { WayOn } from '../shared/params-error-way-on.ts';
import { WidgetArticle, type WidgetHeaderProduct } from './widget-article.tsx';
import type { WidgetRuntime } from './widget-runtime.ts';

// Each widget is its own chunk: a page loads only the one its product needs.
const ReservationWidget = lazy(() =>
  import('../../features/reservation-widget/reservation-widget.tsx').then((module) => ({
    default: module.ReservationWidget,
  })),
);
const ProductWidget = lazy(() =>
  import('../../features/product-widget/product-widget.tsx').then((module) => ({
    default: module.ProductWidget,
  })),
);

/**
 * A widget page: the product's name and picture, then the widget its type needs — the reservation
 * widget, or the merchandise and subscription one (packages are sold through the latter too, at
 * their price).
 *
 * A product that cannot be loaded says why, with the way on (`wayOn`, from the failure).
 *
 * @example
 * <WidgetScreen runtime={runtime} language="ar" wayOn={(failure) => widgetWayOn(search, origin, 'ar', failure)} />
 */
/** Calls `onShown` once it is on the page: after the widget it follows, in the same commit. */
function ShownSignal({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}

export function WidgetScreen({
  runtime,
  language,
  wayOn,
  onShown,
  firstScreen = null,
}: {
  runtime: WidgetRuntime;
  language: Language;
  /** Absent where the page is the store itself (the demo shop's product view). */
  wayOn?: (failure: unknown) => WayOn;
  /**
   * Called once the product's widget is on the page (not its loading state): what is laid out
   * under the widget (the legal details) waits for it, so the widget's arrival moves nothing.
   */
  onShown?: () => void;
  /**
   * The product's header as the server rendered it in the page's first screen
   * (docs/decisions/0047-widget-first-screen.md): shown while the product loads, so the page's
   * first render is that screen's markup (hydrated, not replaced).
   */
  firstScreen?: WidgetHeaderProduct | null;
}) {
  const state = useSettled(runtime.product);
  const saved = useSettled(runtime.savedLocations);
  // The flows take the shop's clock when they start, so the widget waits for it (it never fails).
  const timeZone = useSettled(runtime.timeZone);
  const settings = useSettled(runtime.settings);
  // The widget waits for its custom-fields section (use-custom-fields-handle.ts): its chunk loads
  // beside the widget's as soon as the product is known to have fields.
  const hasFields = state.status === 'ready' && state.value.customFields.length > 0;
  useEffect(() => {
    if (hasFields) void preloadCustomFieldsSection();
  }, [hasFields]);

  if (state.status === 'failed') {
    return <LoadFailed error={state.error} language={language} wayOn={wayOn?.(state.error)} />;
  }
  const header = state.status === 'ready' ? state.value : firstScreen;
  if (header === null) return <Loading />;
  // The header stays where it is while the rest comes: the same elements throughout.
  if (state.status === 'loading' || timeZone.status === 'loading') {
    return (
      <WidgetArticle product={header}>
        <Loading />
      </WidgetArticle>
    );
  }
  const product = state.value;
  return (
    <WidgetArticle product={product}>
      <TenantTimeZoneProvider timeZone={timeZone.status === 'ready' ? timeZone.value : null}>
        <MoneyDisplayProvider settings={settings.status === 'ready' ? settings.value : null}>
          <Suspense fallback={<Loading />}>
            {product.typeString === 'reservation' ? (
              <ReservationWidget
                product={product}
                language={language}
                effects={runtime.reservationEffects}
                announce={reservationSdkEvents(runtime.sdk.events, product.id)}
                checkoutUrl={runtime.checkoutUrl}
                geolocation={'geolocation' in navigator ? navigator.geolocation : null}
                savedLocations={saved.status === 'ready' ? saved.value : []}
              />
            ) : (
              <ProductWidget
                product={product}
                language={language}
                effects={runtime.priceEffects}
                announce={priceSdkEvents(runtime.sdk.events, product.id)}
                addToCart={runtime.addToCart}
                checkoutUrl={runtime.checkoutUrl}
              />
            )}
            {onShown ? <ShownSignal onShown={onShown} /> : null}
          </Suspense>
        </MoneyDisplayProvider>
      </TenantTimeZoneProvider>
    </WidgetArticle>
  );
}
