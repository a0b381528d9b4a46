import type { CustomField } from '@storefront/contracts';
import { lazy, useCallback, useRef } from 'react';
import type { CustomFieldsHandle } from './custom-fields-section.tsx';
import type { CustomFieldChoice } from './use-custom-fields-form.ts';

/**
 * Starts loading the custom-fields section's chunk (custom-fields-section.tsx), once: the page
 * calls it as soon as it knows its product has fields, so the widget's chunk and this one load
 * side by side rather than one after the other.
 */
export const preloadCustomFieldsSection = () => import('./custom-fields-section.tsx');

/**
 * The custom-fields section, its own chunk. A widget renders it without a Suspense boundary of its
 * own: until the chunk is there the whole widget waits (the page's boundary), so the section never
 * appears above a form already drawn, moving its button away under a shopper's press.
 */
export const LazyCustomFieldsSection = lazy(preloadCustomFieldsSection);

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
