import type { PresetField, PresetGroup, SavePresetValuesRequest } from '@storefront/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveCancelActions } from '../../components/account/save-cancel-actions.tsx';
import { Field } from '../../components/ui/field.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';

/** Props of {@link PresetValuesForm}. */
export interface PresetValuesFormProps {
  fields: readonly PresetField[];
  /** The group being edited; none for a new one. */
  group?: PresetGroup;
  onSave: (values: SavePresetValuesRequest) => Promise<unknown>;
  onCancel: () => void;
  /** The server's refusal, already in the page language. */
  error: string | null;
}

/**
 * The required fields of `fields` left empty in `values` (docs/product/account-pages.md: a preset's
 * required fields must be filled).
 *
 * @example
 * missingRequired([{ key: 'size', required: true, … }], { size: '' }); // ['size']
 */
export function missingRequired(
  fields: readonly Pick<PresetField, 'key' | 'required' | 'type'>[],
  values: Readonly<Record<string, string>>,
): string[] {
  return fields
    .filter((field) => field.required && field.type !== 'checkbox')
    .filter((field) => (values[field.key] ?? '').trim() === '')
    .map((field) => field.key);
}

const inputTypes = { text: 'text', number: 'number', date: 'date' } as const;

/**
 * A preset's values as a form: a name for the set and one control per field by its type (text,
 * number, date, a choice among options, a checkbox), required ones checked before saving.
 *
 * @example
 * <PresetValuesForm fields={preset.fields} onSave={save} onCancel={close} error={null} />
 */
export function PresetValuesForm({
  fields,
  group,
  onSave,
  onCancel,
  error,
}: PresetValuesFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState(group?.name ?? '');
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...group?.values }));
  const [missing, setMissing] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);
  const set = (key: string, value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const empty = missingRequired(fields, values);
    setMissing(empty);
    if (empty.length > 0) {
      document.getElementById(`${id}-${empty[0]}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const trimmed = name.trim();
      await onSave({ name: trimmed === '' ? null : trimmed, values });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4 rounded-xl border border-slate-300 bg-slate-50 p-4"
    >
      <Field id={`${id}-name`} label={t('account.presets.groupName')}>
        {(control) => (
          <TextInput {...control} value={name} onChange={(e) => setName(e.target.value)} />
        )}
      </Field>
      {fields.map((field) => {
        const controlId = `${id}-${field.key}`;
        const value = values[field.key] ?? '';
        const error = missing.includes(field.key) ? t('validation.required') : undefined;
        if (field.type === 'checkbox') {
          return (
            <div key={field.key} className="flex items-center gap-2">
              <input
                id={controlId}
                type="checkbox"
                checked={value === 'true'}
                onChange={(e) => set(field.key, e.target.checked ? 'true' : 'false')}
                className="size-5 accent-emerald-700"
              />
              <label htmlFor={controlId} className="font-medium">
                {field.label}
              </label>
            </div>
          );
        }
        const inputType = field.type === 'select' ? 'text' : inputTypes[field.type];
        return (
          <Field key={field.key} id={controlId} label={field.label} error={error}>
            {(control) =>
              field.type === 'select' ? (
                <select
                  {...control}
                  value={value}
                  onChange={(e) => set(field.key, e.target.value)}
                  className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
                >
                  <option value="">{t('account.presets.choose')}</option>
                  {(field.options ?? []).map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : (
                <TextInput
                  {...control}
                  type={inputType}
                  value={value}
                  required={field.required}
                  onChange={(e) => set(field.key, e.target.value)}
                />
              )
            }
          </Field>
        );
      })}
      <SaveCancelActions error={error} busy={busy} onCancel={onCancel} />
    </form>
  );
}
