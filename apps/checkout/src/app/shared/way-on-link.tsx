import { useTranslation } from 'react-i18next';
import type { WayOn } from './params-error-way-on.ts';

/**
 * The link an error screen offers to get the shopper on (docs/product/screens.md, "No dead ends").
 * `_top`: a framed page leaves its frame for the store, never loads it inside.
 *
 * @example
 * <WayOnLink wayOn={{ href: '/shop.html?tenant=demo&lang=en', labelKey: 'app.backToStore' }} />
 */
export function WayOnLink({ wayOn }: { wayOn: WayOn }) {
  const { t } = useTranslation();
  return (
    <a
      href={wayOn.href}
      target="_top"
      className="rounded-lg bg-emerald-700 px-5 py-2.5 font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
    >
      {t(wayOn.labelKey)}
    </a>
  );
}
