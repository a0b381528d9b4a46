import { announceFrameHeight } from '@storefront/sdk';
import { useState } from 'react';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LegalFooter } from '../../features/legal-footer/legal-footer.tsx';
import { useSettled } from '../shared/use-settled.ts';
import { WayOnLink } from '../shared/way-on-link.tsx';
import { widgetWayOn } from './widget-way-on.ts';
import { hydrateStorefrontPage } from '../shared/hydrate-storefront-page.tsx';
import { renderStorefrontPage } from '../shared/render-storefront-page.tsx';
import { hydratableWidgetFirstScreen } from './first-screen/widget-first-screen-props.ts';
import { WidgetMain } from './widget-article.tsx';
import { parseWidgetParams } from './widget-params.ts';
import { createWidgetRuntime, type WidgetRuntime } from './widget-runtime.ts';
import { WidgetScreen } from './widget-screen.tsx';

/**
 * The store's legal details under the widget, once the tenant's settings have arrived and the
 * widget itself is on the page: appearing before it, they were pushed down by its arrival (a
 * layout shift Lighthouse scored 0.11 on a phone).
 */
function WidgetLegalFooter({ runtime, shown }: { runtime: WidgetRuntime; shown: Promise<void> }) {
  const [settings] = useState(() =>
    Promise.all([runtime.settings, shown]).then(([value]) => value),
  );
  const settled = useSettled(settings);
  return (
    <LegalFooter seller={settled.status === 'ready' ? (settled.value?.seller ?? null) : null} />
  );
}

/**
 * Starts a storefront widget page in `container` (`widget.html?product=…&tenant=…&lang=…`): the
 * product's request and the page language's texts start together; the widget its product type
 * needs then loads as its own chunk, the store's legal details under it. A missing tenant or product, or one that cannot be loaded,
 * says so in the page language with the way on (`widgetWayOn`).
 *
 * @example
 * startWidget(document.getElementById('root')!);
 */
export function startWidget(container: HTMLElement): void {
  const parsed = parseWidgetParams(window.location.search);
  const language = parsed.ok ? parsed.params.language : parsed.language;
  const runtime = parsed.ok ? createWidgetRuntime(parsed.params) : null;
  let markShown = () => undefined as void;
  const shown = new Promise<void>((resolve) => {
    markShown = resolve;
  });
  const wayOn = (failure: unknown) =>
    widgetWayOn(window.location.search, window.location.origin, language, failure);
  // Framed on a tenant's site: the frame takes the content's height (docs/product/embedding.md).
  if (runtime && window.parent !== window) {
    announceFrameHeight({
      element: container,
      events: runtime.sdk.events,
      ResizeObserver: window.ResizeObserver,
      MutationObserver: window.MutationObserver,
      fonts: document.fonts,
    });
  }
  // The first screen the server rendered for this page (docs/decisions/0047-widget-first-screen.md):
  // the page hydrates it, its first render drawing that screen; else the page renders as before.
  const firstScreen = parsed.ok
    ? hydratableWidgetFirstScreen(document, container, parsed.params)
    : null;
  const start = firstScreen ? hydrateStorefrontPage : renderStorefrontPage;
  start(container, {
    language,
    titleKey: 'widget.title',
    render: (i18n) => (
      <>
        <WidgetMain>
          {runtime ? (
            <WidgetScreen
              runtime={runtime}
              language={language}
              wayOn={wayOn}
              onShown={markShown}
              firstScreen={firstScreen?.product ?? null}
            />
          ) : (
            <ErrorState
              title={i18n.t('rules.somethingWentWrong')}
              description={[
                i18n.t(
                  parsed.ok || parsed.error === 'TENANT_NOT_PROVIDED'
                    ? 'errors.TENANT_NOT_PROVIDED'
                    : 'widget.productNotProvided',
                ),
              ]}
              actions={<WayOnLink wayOn={wayOn(null)} />}
            />
          )}
        </WidgetMain>
        {runtime ? <WidgetLegalFooter runtime={runtime} shown={shown} /> : null}
      </>
    ),
    whenIdle: () => runtime?.preloadCart(),
  });
}
