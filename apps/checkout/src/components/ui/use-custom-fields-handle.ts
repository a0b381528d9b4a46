import type { CustomField } from '@storefront/contracts';
import { lazy, useCallback, useRef } from 'react';
import type { CustomFieldsHandle } from './custom-fields-section.tsx';
import type { CustomFieldChoice } from './use-custom-fields-form.ts';

/** The custom-fields section, its own chunk (see custom-fields-section.tsx). */
export const LazyCustomFieldsSection = lazy(() => import('./custom-fields-section.tsx'));

const none = (): CustomFieldChoice => ({ addOns: {}, customFields: {} });

/**
 * A widget's side of its lazily loaded custom-fields section: `onReady` for the section, and the
 * choice through the section once it is there. A product without fields has the empty choice; one
 * whose section has not loaded yet is waited for (`validated` resolves once it is there).
 *
 * @example
 * const fields = useCustomFieldsHandle(product.customFields);
 * <LazyCustomFieldsSection onReady={fields.onReady} … />
 */
export function useCustomFieldsHandle(fields: readonly CustomField[]) {
  const handle = useRef<CustomFieldsHandle | null>(null);
  // Who waits for the section to load (an add pressed before its chunk arrived).
  const waiting = useRef<((ready: CustomFieldsHandle) => void)[]>([]);
  const onReady = useCallback((ready: CustomFieldsHandle) => {
    handle.current = ready;
    for (const resolve of waiting.current.splice(0)) resolve(ready);
  }, []);
  return {
    onReady,
    current: (): CustomFieldChoice => handle.current?.current() ?? none(),
    validated: async (): Promise<CustomFieldChoice | null> => {
      if (fields.length === 0) return none();
      const ready =
        handle.current ??
        (await new Promise<CustomFieldsHandle>((resolve) => waiting.current.push(resolve)));
      return ready.validated();
    },
  };
}

/**
 * The widgets' texts of a custom-fields section, in the page language.
 *
 * @example
 * <LazyCustomFieldsSection labels={customFieldLabels(t)} … />
 */
export function customFieldLabels(t: (key: string, values?: Record<string, string>) => string) {
  return {
    addOnPrice: (price: string) => t('widget.addOnPrice', { price }),
    choose: t('widget.choose'),
    optional: t('common.optional'),
  };
}
