import * as z from 'zod/mini';

/**
 * A product's custom field (docs/product/entities.md names them without a shape). Add-ons are
 * custom fields with a price: choosing one adds `price` per unit (docs/product/api.md merges both
 * into `customFieldValues`).
 */
export const customFieldSchema = z
  .object({
    key: z.string(),
    label: z.string(),
    type: z.enum(['text', 'number', 'select', 'checkbox', 'date']),
    required: z.boolean(),
    options: z.nullable(z.array(z.object({ value: z.string(), label: z.string() }))),
    /** Add-on price per unit when the field is set (checkbox true, or any non-empty value); 0 for plain fields. */
    price: z.number(),
  })
  .register(z.globalRegistry, { id: 'CustomField' });

/** Values given for custom fields and add-ons, by field key. */
export const customFieldValuesSchema = z
  .record(z.string().check(z.maxLength(100)), z.string().check(z.maxLength(1000)))
  .register(z.globalRegistry, { id: 'CustomFieldValues' });

export type CustomField = z.infer<typeof customFieldSchema>;
export type CustomFieldValues = z.infer<typeof customFieldValuesSchema>;
