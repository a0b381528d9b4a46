import { Spinner } from '../../components/ui/spinner.tsx';

/**
 * "Initializing checkout..." until the page is ready (docs/product/screens.md); also the first
 * paint while the checkout itself loads, before i18next exists, so the text comes in as a prop.
 *
 * @example
 * <InitializingScreen text={t('app.initializing')} />
 */
export function InitializingScreen({ text }: { text: string }) {
  return (
    <main className="flex flex-1 items-center justify-center p-8">
      {/* The page's only heading while it loads, announced as a status. */}
      <div role="status" className="flex items-center gap-3 text-slate-700">
        <Spinner className="size-6 text-emerald-700" />
        <h1 className="text-lg font-normal">{text}</h1>
      </div>
    </main>
  );
}
