import type { TaxInvoice } from '@storefront/contracts';
import { ApiError } from '@storefront/sdk';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TaxDocument } from './tax-document.tsx';
import { TaxDocumentActions } from './tax-document-actions.tsx';
import { useTaxInvoiceApi, type TaxInvoiceApi } from './tax-invoice-api.ts';
import { useTaxDocuments } from './use-tax-documents.ts';

/** Props of {@link TaxInvoiceSection}. */
export interface TaxInvoiceSectionProps {
  cartId: string;
  /** The invoice calls; over the page's SDK by default. */
  api?: TaxInvoiceApi;
  /** Offers a made file to the shopper; a link download by default (injected by tests). */
  download?: (blob: Blob, fileName: string) => void;
}

function DocumentWithActions({
  document,
  api,
  headingLevel,
  download,
}: {
  document: TaxInvoice;
  api: TaxInvoiceApi;
  headingLevel: 2 | 3;
  download: ((blob: Blob, fileName: string) => void) | undefined;
}) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div ref={ref}>
      <TaxDocument
        document={document}
        headingLevel={headingLevel}
        actions={
          <TaxDocumentActions
            document={document}
            api={api}
            documentRef={ref}
            {...(download ? { download } : {})}
          />
        }
      />
    </div>
  );
}

/**
 * An order's simplified tax invoice, with its credit notes under it (docs/product/invoices.md),
 * for the order-confirmed page and the account's order details. Loading, a missing invoice (404:
 * not issued yet, or not this customer's order) and a failure each say so; the last two offer
 * "Try again". Loaded on demand with its schemas, the QR encoder and the PDF maker behind it.
 *
 * @example
 * const TaxInvoiceSection = lazy(() => import('../../features/tax-invoice/tax-invoice-section.tsx'));
 * <TaxInvoiceSection cartId={cart.id} />
 */
export default function TaxInvoiceSection({ cartId, api, download }: TaxInvoiceSectionProps) {
  const pageApi = useTaxInvoiceApi();
  const calls = api ?? pageApi;
  const { t } = useTranslation();
  const documents = useTaxDocuments(calls, cartId);
  if (documents.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-700">
        <Spinner /> {t('invoice.loading')}
      </p>
    );
  }
  if (documents.isError) {
    const notFound = documents.error instanceof ApiError && documents.error.status === 404;
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
      >
        <p>{t(notFound ? 'invoice.notFound' : 'invoice.loadFailed')}</p>
        <button
          type="button"
          onClick={() => void documents.refetch()}
          aria-disabled={documents.isFetching || undefined}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-emerald-700 px-4 font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
        >
          {documents.isFetching ? <Spinner className="size-4" /> : null}
          {t('common.tryAgain')}
        </button>
      </div>
    );
  }
  const { invoice, creditNotes } = documents.data;
  return (
    <div className="flex flex-col gap-4" data-testid="tax-invoice">
      <DocumentWithActions document={invoice} api={calls} headingLevel={2} download={download} />
      {creditNotes.length > 0 ? (
        <section aria-labelledby="credit-notes-title" className="flex flex-col gap-3">
          <h3 id="credit-notes-title" className="text-lg font-bold text-slate-900">
            {t('invoice.creditNotes')}
          </h3>
          {creditNotes.map((note) => (
            <DocumentWithActions
              key={note.uuid}
              document={note}
              api={calls}
              headingLevel={3}
              download={download}
            />
          ))}
        </section>
      ) : null}
    </div>
  );
}
