import { useRef, useState } from 'react';
import { useLanguage } from '../i18n/use-language.ts';
import { errorText } from './error-text.ts';

/**
 * What an account list page does with its changes (docs/product/account-pages.md): each change
 * reloads the list from the API and says it is done in the page's status line; a refused change
 * from the list shows as an alert above it, a refused save stays in the open form.
 *
 * @example
 * const changes = useListActions(refresh);
 * void changes.run(() => api.delete(id), t('account.locations.deleted')).then(changes.focusHeading);
 */
export function useListActions(refresh: () => Promise<unknown>) {
  const language = useLanguage();
  const [formError, setFormError] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  /** A change from the list (a delete, a new default); answers whether it was made. */
  const run = async (action: () => Promise<unknown>, doneText: string): Promise<boolean> => {
    setActionError(null);
    setDone('');
    try {
      await action();
      await refresh();
      setDone(doneText);
      return true;
    } catch (error) {
      setActionError(errorText(error, language));
      return false;
    }
  };

  /** Saves the open form; once saved, `close` closes it. */
  const save = async (action: () => Promise<unknown>, doneText: string, close: () => void) => {
    setFormError(null);
    try {
      await action();
      await refresh();
      close();
      setDone(doneText);
    } catch (error) {
      setFormError(errorText(error, language));
    }
  };

  return {
    /** The open form's refusal, in the page language. */
    formError,
    /** Clears the form's refusal, as a form opens. */
    clearFormError: () => setFormError(null),
    actionError,
    done,
    /** The page's heading, where focus goes back after a delete. */
    heading,
    focusHeading: () => heading.current?.focus(),
    run,
    save,
  };
}
