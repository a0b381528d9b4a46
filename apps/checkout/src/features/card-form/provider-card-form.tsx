import {
  loadSessionProviderForm,
  startSessionProviderForm,
  type SessionProviderForm,
} from '@storefront/sdk/payments';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { errorText } from '../../lib/error-text.ts';
import { useSdk } from '../../lib/sdk-context.tsx';

/** Props of {@link ProviderCardForm}. */
export interface ProviderCardFormProps {
  /** The shopper's id (the access token's `CustomerId`). */
  customerId: string;
  /** The cart's amount to be paid now. */
  totalAmount: number;
  /** The checkout URL the provider sends the shopper back to. */
  callbackUrl: string;
  /** Told the form once it is ready to submit, and null when it goes away. */
  onReady: (form: SessionProviderForm | null) => void;
  /** Loads the provider's script; the SDK's `loadSessionProviderForm` by default. */
  loadForm?: (scriptUrl: string) => Promise<SessionProviderForm>;
}

/**
 * The card fields of the session-style provider: a session for the shopper and amount
 * (`initiate-session`), the provider's script, then its form drawn into a labelled container in
 * the page's language. The card is typed into the provider's own frame. When the script cannot be
 * loaded: SESSION_PROVIDER_SCRIPT_FAILED's message, announced, with "Retry".
 *
 * @example
 * <ProviderCardForm customerId={id} totalAmount={cart.amountToBePaid} callbackUrl={url} onReady={setForm} />
 */
export function ProviderCardForm({
  customerId,
  totalAmount,
  callbackUrl,
  onReady,
  loadForm = (scriptUrl) => loadSessionProviderForm(scriptUrl, document),
}: ProviderCardFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { api, tenant } = useSdk();
  const viewId = `card-provider-view-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`;
  const session = useQuery({
    queryKey: ['card-session', tenant, customerId, totalAmount],
    queryFn: () =>
      startSessionProviderForm(api.payments, { customerId, totalAmount, callbackUrl }, loadForm),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const data = session.data;

  useEffect(() => {
    if (!data) return;
    const { session: started, form } = data;
    form.init({
      sessionId: started.sessionId,
      countryCode: started.countryCode,
      cardViewId: viewId,
      language,
    });
    onReady(form);
    return () => onReady(null);
  }, [data, viewId, language, onReady]);

  return (
    <section aria-labelledby={`${viewId}-title`} className="flex flex-col gap-3">
      <h3 id={`${viewId}-title`} className="text-base font-bold text-slate-900">
        {t('card.title')}
      </h3>
      {session.isPending ? (
        <p role="status" className="flex items-center gap-2 text-slate-700">
          <Spinner /> {t('card.secureFormLoading')}
        </p>
      ) : null}
      {session.isError ? (
        <div className="flex flex-col items-start gap-2">
          <p role="alert" className="text-sm font-medium text-red-700">
            {session.error instanceof Error && 'status' in session.error
              ? errorText(session.error, language)
              : t('errors.SESSION_PROVIDER_SCRIPT_FAILED')}
          </p>
          <Button variant="secondary" onClick={() => void session.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
      <div id={viewId} role="group" aria-label={t('card.secureFormLabel')} className="min-h-10" />
    </section>
  );
}
