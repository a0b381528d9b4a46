import { useTranslation } from 'react-i18next';
import { Field } from '../../components/ui/field.tsx';
import type { FieldBinding } from '../../components/ui/field-binding.ts';
import { TextArea } from '../../components/ui/text-input.tsx';
import { orderNotesMaxLength } from './order-notes-limits.ts';

/**
 * The optional order notes field (docs/product/screens.md). The form saves the notes when the field
 * is left and before the order is placed.
 *
 * @example
 * <OrderNotesField notes={binding} />
 */
export function OrderNotesField({ notes }: { notes: FieldBinding<string> }) {
  const { t } = useTranslation();
  return (
    <Field
      id="order-notes"
      label={
        <>
          {t('notes.label')}{' '}
          <span className="font-normal text-slate-500">{t('common.optional')}</span>
        </>
      }
      hint={t('notes.hint')}
      error={notes.error}
    >
      {(control) => (
        <TextArea
          {...control}
          name={notes.name}
          value={notes.value}
          onChange={(event) => notes.onChange(event.target.value)}
          onBlur={notes.onBlur}
          rows={3}
          maxLength={orderNotesMaxLength}
        />
      )}
    </Field>
  );
}
