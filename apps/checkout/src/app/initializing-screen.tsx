import { Spinner } from '../components/ui/spinner.tsx';

/**
 * "Initializing checkout..." until the page is ready (spec section 2); also the first paint
 * while the checkout itself loads, before i18next exists, so the text comes in as a prop.
 *
 * @example
 * <InitializingScreen text={t('app.initializing')} />
 */
export function InitializingScreen({ text }: { text: string }) {
  return (
    <main className="flex flex-1 items-center justify-center p-8">
      <p role="status" className="flex items-center gap-3 text-lg text-slate-700">
        <Spinner className="size-6 text-emerald-700" />
        {text}
      </p>
    </main>
  );
}
