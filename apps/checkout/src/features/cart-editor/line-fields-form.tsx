import type { CustomField, CustomFieldValues } from '@storefront/contracts';
import { cartItemCustomFieldIssues, type CartItemCustomFieldIssue } from '@storefront/sdk';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';

/** Props of {@link LineFieldsForm}. */
export interface LineFieldsFormProps {
  fields: readonly CustomField[];
  values: CustomFieldValues;
  /** Sends the values (UPDATE_ITEMS); resolves true when the server took them. */
  onSave: (values: CustomFieldValues) => Promise<boolean>;
}

const selectClass =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-emerald-700 focus:outline-2 focus:outline-emerald-700/30 aria-invalid:border-red-600';

/**
 * A cart line's custom fields, editable (docs/product/screens.md, "Editing the cart"): one control
 * per definition of the line's product (text, number, date, a list of options, a checkbox), checked
 * with the SDK's `cartItemCustomFieldIssues` before anything is sent, the first wrong field
 * focused. A handful of fields with one check, so plain state rather than a form library.
 *
 * @example
 * <LineFieldsForm fields={product.customFields} values={item.customFields} onSave={save} />
 */
export function LineFieldsForm({ fields, values, onSave }: LineFieldsFormProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const [draft, setDraft] = useState<CustomFieldValues>(() => ({ ...values }));
  const [issues, setIssues] = useState<CartItemCustomFieldIssue[]>([]);
  const [saving, setSaving] = useState(false);
  const set = (key: string, value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const errorOf = (field: CustomField) => {
    const issue = issues.find((candidate) => candidate.key === field.key);
    if (!issue) return undefined;
    return issue.problem === 'required'
      ? t('cartEditor.fieldRequired', { label: field.label })
      : t('cartEditor.fieldInvalid', { label: field.label });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = cartItemCustomFieldIssues(fields, draft);
    setIssues(found);
    if (found.length > 0) {
      const first = fields.findIndex((field) => field.key === found[0]?.key);
      document.getElementById(`${idPrefix}-${first}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      await onSave(draft);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-3 pt-2"
    >
      {fields.map((field, index) => {
        const id = `${idPrefix}-${index}`;
        const value = draft[field.key] ?? '';
        const error = errorOf(field);
        if (field.type === 'checkbox') {
          return (
            <div key={field.key} className="flex flex-col gap-1">
              <label
                htmlFor={id}
                className="flex items-center gap-2 text-sm font-medium text-slate-800"
              >
                <input
                  id={id}
                  type="checkbox"
                  className="size-5 accent-emerald-700"
                  checked={value.trim().toLowerCase() === 'true'}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(event) =>
                    set(field.key, event.currentTarget.checked ? 'true' : 'false')
                  }
                />
                {field.label}
              </label>
              {error ? (
                <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
                  {error}
                </p>
              ) : null}
            </div>
          );
        }
        return (
          <Field
            key={field.key}
            id={id}
            label={field.required ? field.label : `${field.label} ${t('common.optional')}`}
            error={error}
          >
            {(control) =>
              field.type === 'select' ? (
                <select
                  {...control}
                  className={selectClass}
                  value={value}
                  onChange={(event) => set(field.key, event.currentTarget.value)}
                >
                  <option value="" />
                  {(field.options ?? []).map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : (
                <TextInput
                  {...control}
                  type={field.type === 'date' ? 'date' : 'text'}
                  inputMode={field.type === 'number' ? 'decimal' : undefined}
                  aria-required={field.required || undefined}
                  value={value}
                  onChange={(event) => set(field.key, event.currentTarget.value)}
                />
              )
            }
          </Field>
        );
      })}
      <div>
        <Button type="submit" variant="secondary" disabled={saving}>
          {t('cartEditor.saveDetails')}
        </Button>
      </div>
    </form>
  );
}

export default LineFieldsForm;
