import { zodResolver } from '@hookform/resolvers/zod';
import {
  customFieldValuesFormSchema,
  type CustomField,
  type CustomFieldValues,
} from '@storefront/contracts';
import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { customFieldStrings, type CustomFieldFormValues } from './custom-field-inputs.tsx';

/** A product's chosen values, split as the flows take them. */
export interface CustomFieldChoice {
  /** Fields with a price (docs/product/entities.md's add-ons). */
  addOns: CustomFieldValues;
  /** Fields without one. */
  customFields: CustomFieldValues;
}

function split(fields: readonly CustomField[], values: CustomFieldValues): CustomFieldChoice {
  const priced = new Set(fields.filter((field) => field.price > 0).map((field) => field.key));
  const choice: CustomFieldChoice = { addOns: {}, customFields: {} };
  for (const [key, value] of Object.entries(values)) {
    (priced.has(key) ? choice.addOns : choice.customFields)[key] = value;
  }
  return choice;
}

/**
 * The custom-fields and add-ons form of a product (react-hook-form over the contracts' zod schema,
 * like the checkout's forms): `current()` reads the values that pass, without showing errors, for
 * the live price; `validated()` checks every field, shows the messages and focuses the first bad
 * one, and gives the choice or null.
 *
 * @example
 * const fields = useCustomFieldsForm(product.customFields);
 * const choice = await fields.validated();
 */
export function useCustomFieldsForm(fields: readonly CustomField[]) {
  const schema = useMemo(() => customFieldValuesFormSchema(fields), [fields]);
  const resolver = useMemo<Resolver<CustomFieldFormValues>>(() => {
    const zod = zodResolver(schema) as unknown as Resolver<CustomFieldFormValues>;
    return (values, context, options) => zod(customFieldStrings(values), context, options);
  }, [schema]);
  const form = useForm<CustomFieldFormValues>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: Object.fromEntries(
      fields.map((field) => [field.key, field.type === 'checkbox' ? false : '']),
    ),
  });
  return {
    form,
    /** The values that are valid now (invalid or unset ones left out), for pricing. */
    current: (): CustomFieldChoice => {
      const strings = customFieldStrings(form.getValues());
      const valid: CustomFieldValues = {};
      for (const field of fields) {
        const one = customFieldValuesFormSchema([{ ...field, required: false }]).safeParse({
          [field.key]: strings[field.key],
        });
        if (one.success) Object.assign(valid, one.data);
      }
      return split(fields, valid);
    },
    /** Checks all fields, showing messages; the choice when valid, else null. */
    validated: async (): Promise<CustomFieldChoice | null> => {
      const ok = await form.trigger(undefined, { shouldFocus: true });
      if (!ok) return null;
      const parsed = schema.safeParse(customFieldStrings(form.getValues()));
      return parsed.success ? split(fields, parsed.data) : null;
    },
  };
}
