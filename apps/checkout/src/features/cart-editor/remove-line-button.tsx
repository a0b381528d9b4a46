import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';

/** Props of {@link RemoveLineButton}. */
export interface RemoveLineButtonProps {
  name: string;
  disabled: boolean;
  onRemove: () => void;
}

/**
 * "Remove …" and, in its place, the question "Remove … from your cart?" with "Yes, remove" and
 * "Keep it" (docs/product/screens.md, "Editing the cart": a removal asks first because it cannot be
 * undone — a booking's slot may be gone once it is released). Inline rather than a dialog, so the
 * shopper stays on the line; focus moves to "Yes, remove", and "Keep it" or Escape puts it back on
 * "Remove …".
 *
 * @example
 * <RemoveLineButton name="Arabic Coffee" disabled={false} onRemove={() => remove(item.id)} />
 */
export function RemoveLineButton({ name, disabled, onRemove }: RemoveLineButtonProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  const removeRef = useRef<HTMLButtonElement>(null);
  const yesRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) yesRef.current?.focus();
    else if (wasAsking.current) removeRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  const cancelOnEscape = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'Escape') return;
    // Only the question closes: not a dialog around it.
    event.preventDefault();
    event.stopPropagation();
    setAsking(false);
  };

  if (!asking) {
    return (
      // The visible word is short; the name says which line (and starts with that word).
      <Button
        ref={removeRef}
        variant="ghost"
        disabled={disabled}
        aria-label={t('cartEditor.remove', { name })}
        onClick={() => setAsking(true)}
      >
        {t('cartEditor.removeShort')}
      </Button>
    );
  }
  return (
    <div role="group" aria-labelledby={questionId} className="flex flex-wrap items-center gap-2">
      <p id={questionId} className="text-sm font-medium text-slate-900">
        {t('cartEditor.confirmRemove', { name })}
      </p>
      <Button
        ref={yesRef}
        variant="secondary"
        onKeyDown={cancelOnEscape}
        onClick={() => {
          wasAsking.current = false;
          setAsking(false);
          onRemove();
        }}
      >
        {t('cartEditor.confirmRemoveYes')}
      </Button>
      <Button variant="secondary" onKeyDown={cancelOnEscape} onClick={() => setAsking(false)}>
        {t('cartEditor.confirmRemoveNo')}
      </Button>
    </div>
  );
}
