import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../components/ui/field.tsx';
import type { FieldBinding } from '../../components/ui/field-binding.ts';

const loadTermsDialog = () => import('./terms-dialog.tsx');
const TermsDialog = lazy(loadTermsDialog);

/**
 * The terms-and-conditions acceptance (docs/product/screens.md and validation.md): a checkbox named
 * "I have read and accept the terms and conditions", whose "terms and conditions" link opens the
 * tenant's terms in a dialog. "You must accept the terms and conditions" until it is ticked.
 *
 * @example
 * <TermsField accepted={binding} />
 */
export function TermsField({ accepted }: { accepted: FieldBinding<boolean> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  const errorId = 'terms-accepted-error';
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <input
          id="terms-accepted"
          name={accepted.name}
          type="checkbox"
          checked={accepted.value}
          onChange={(event) => accepted.onChange(event.target.checked)}
          onBlur={accepted.onBlur}
          aria-labelledby="terms-accepted-label terms-link"
          aria-invalid={accepted.error ? true : undefined}
          aria-describedby={accepted.error ? errorId : undefined}
          className="mt-1 size-5 shrink-0 accent-emerald-700"
        />
        <p className="text-slate-800">
          <label id="terms-accepted-label" htmlFor="terms-accepted">
            {t('terms.agreePrefix')}
          </label>{' '}
          <a
            id="terms-link"
            ref={link}
            href="#terms-and-conditions"
            aria-haspopup="dialog"
            onClick={(event) => {
              event.preventDefault();
              setOpen(true);
            }}
            onPointerEnter={() => void loadTermsDialog()}
            onFocus={() => void loadTermsDialog()}
            className="font-semibold text-emerald-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-emerald-700"
          >
            {t('terms.link')}
          </a>
        </p>
      </div>
      {accepted.error ? <FieldError id={errorId}>{accepted.error}</FieldError> : null}
      {open ? (
        <Suspense fallback={null}>
          <TermsDialog open={open} onOpenChange={setOpen} returnFocusTo={link} />
        </Suspense>
      ) : null}
    </div>
  );
}
