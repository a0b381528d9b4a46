import { receiptAcceptedTypes, type BankReceiptInput } from '@storefront/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/ui/field.tsx';
import type { FieldBinding } from '../../components/ui/field-binding.ts';
import { readAsDataUrl } from './read-as-data-url.ts';

/**
 * "Bank receipt" (docs/product/screens.md and validation.md): one PNG, JPG or GIF of at most 10 MB,
 * with a preview and a way to remove it. The form checks it with contracts' `bankReceiptSchema` as
 * soon as a file is chosen, so "Unsupported file type…" or the size message shows at once.
 *
 * @example
 * <ReceiptUpload receipt={binding} />
 */
export function ReceiptUpload({ receipt }: { receipt: FieldBinding<BankReceiptInput> }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<{ file: File; src: string } | null>(null);
  const file = receipt.value instanceof File ? receipt.value : null;

  useEffect(() => {
    if (!file || !file.type.startsWith('image/')) return;
    let current = true;
    readAsDataUrl(file).then(
      (src) => {
        if (current) setPreview({ file, src });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [file]);

  const shown = preview && preview.file === file ? preview.src : null;

  return (
    <div className="flex flex-col gap-3">
      <Field
        id="bank-receipt"
        label={t('bankTransfer.receipt')}
        hint={t('bankTransfer.receiptHint')}
        error={receipt.error}
      >
        {(control) => (
          // The native input stays the control (labelled, focusable, announced); its browser-drawn
          // button would be in the browser's language, so a button in the page language stands in.
          <div className="relative flex flex-wrap items-center gap-3 rounded-lg border border-dashed border-slate-400 bg-white p-3 has-[input[aria-invalid=true]]:border-red-600">
            <input
              {...control}
              ref={input}
              name={receipt.name}
              type="file"
              accept={receiptAcceptedTypes.join(',')}
              onChange={(event) => {
                const files = event.target.files;
                // Several files (a drop) reach the check as they are: "Please upload one file only".
                receipt.onChange(
                  files && files.length > 1 ? Array.from(files) : (files?.[0] ?? null),
                );
                receipt.onBlur();
              }}
              className="peer sr-only"
            />
            <button
              type="button"
              tabIndex={-1}
              aria-hidden="true"
              onClick={() => input.current?.click()}
              className="rounded-md bg-emerald-700 px-3 py-1.5 text-sm font-semibold text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-emerald-700"
            >
              {t('bankTransfer.chooseFile')}
            </button>
            <span aria-hidden="true" className="min-w-0 truncate text-sm text-slate-700">
              {file?.name ?? t('bankTransfer.noFile')}
            </span>
          </div>
        )}
      </Field>
      {file && shown ? (
        <div className="flex items-start gap-3">
          <img
            src={shown}
            alt={t('bankTransfer.receiptPreview', { name: file.name })}
            className="max-h-40 max-w-48 rounded-lg border border-slate-200 object-contain"
          />
          <button
            type="button"
            onClick={() => {
              receipt.onChange(null);
              if (input.current) input.current.value = '';
              input.current?.focus();
            }}
            className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-700"
          >
            {t('bankTransfer.removeReceipt')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
