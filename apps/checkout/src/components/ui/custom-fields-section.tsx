import type { CustomField, Language } from '@storefront/contracts';
import { useEffect } from 'react';
import { CustomFieldInputs, type CustomFieldInputsProps } from './custom-field-inputs.tsx';
import { useCustomFieldsForm, type CustomFieldChoice } from './use-custom-fields-form.ts';

/** What a widget asks of its custom-fields section. */
export interface CustomFieldsHandle {
  /** The values valid now, for the live price. */
  current: () => CustomFieldChoice;
  /** Checks every field, showing messages; the choice when valid, else null. */
  validated: () => Promise<CustomFieldChoice | null>;
}

/** Props of {@link CustomFieldsSection}. */
export interface CustomFieldsSectionProps {
  fields: readonly CustomField[];
  language: Language;
  legend: string;
  idPrefix: string;
  /** Receives the section's handle once it is mounted. */
  onReady: (handle: CustomFieldsHandle) => void;
  /** A value was committed: `choice` holds the values valid now. */
  onCommit: (choice: CustomFieldChoice) => void;
  errorText: (key: string) => string;
  labels: CustomFieldInputsProps['labels'];
}

/**
 * A product's custom fields and add-ons as a form section (react-hook-form over the contracts'
 * schema). Its own chunk, loaded only for a product that has such fields, so a widget's first
 * paint does not wait for the form library.
 *
 * @example
 * const Section = lazy(() => import('../../components/ui/custom-fields-section.tsx'));
 * <Section fields={product.customFields} onReady={(h) => (handle.current = h)} … />
 */
export default function CustomFieldsSection({
  fields,
  language,
  legend,
  idPrefix,
  onReady,
  onCommit,
  errorText,
  labels,
}: CustomFieldsSectionProps) {
  const form = useCustomFieldsForm(fields);
  useEffect(() => {
    onReady({ current: form.current, validated: form.validated });
  }, [form, onReady]);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-bold text-slate-900">{legend}</legend>
      <CustomFieldInputs
        idPrefix={idPrefix}
        fields={fields}
        register={form.form.register}
        errors={form.form.formState.errors}
        language={language}
        errorText={errorText}
        onCommit={() => onCommit(form.current())}
        labels={labels}
      />
    </fieldset>
  );
}
