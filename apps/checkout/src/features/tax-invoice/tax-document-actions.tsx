import type { TaxInvoice } from '@storefront/contracts';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { useTenantTimeZone } from '../../lib/tenant-time-zone.tsx';
import { downloadBlob } from '../../lib/download-blob.ts';
import { documentFileName } from './document-file-name.ts';
import { pdfTexts } from './pdf/pdf-texts.ts';
import { printTaxDocument } from './print-tax-document.ts';
import type { TaxInvoiceApi } from './tax-invoice-api.ts';

/** Props of {@link TaxDocumentActions}. */
export interface TaxDocumentActionsProps {
  document: TaxInvoice;
  api: TaxInvoiceApi;
  /** The document's element on the page, which "Print" prints alone. */
  documentRef: RefObject<HTMLElement | null>;
  /** Side effects, injected for tests; the browser's by default. */
  download?: (blob: Blob, fileName: string) => void;
  print?: (element: Element) => void;
}

type Busy = 'pdf' | 'xml' | null;

const buttonClass =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 aria-disabled:opacity-70';

/**
 * "Print", "Download PDF" and "Download XML" for one tax document. The PDF is made in the browser
 * by a module loaded on the first click (pdf-lib and the fonts); the XML is the API's. Busy
 * while preparing; a failure is announced under the buttons and the button can be pressed again.
 *
 * @example
 * <TaxDocumentActions document={invoice} api={api} documentRef={ref} />
 */
export function TaxDocumentActions({
  document,
  api,
  documentRef,
  download = downloadBlob,
  print = printTaxDocument,
}: TaxDocumentActionsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const timeZone = useTenantTimeZone();
  const [busy, setBusy] = useState<Busy>(null);
  const [failed, setFailed] = useState(false);
  const run = async (kind: Exclude<Busy, null>, make: () => Promise<Blob>) => {
    if (busy) return;
    setBusy(kind);
    setFailed(false);
    try {
      download(await make(), documentFileName(document.number, kind));
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  const pdf = () =>
    run('pdf', async () => {
      const { taxDocumentPdf } = await import('./pdf/tax-document-pdf.ts');
      return taxDocumentPdf(document, { language, timeZone, texts: pdfTexts(t) });
    });
  const xml = () =>
    run('xml', async () => {
      const text = await api.taxInvoiceXml(
        document.cartId,
        document.kind === 'creditNote' ? { creditNote: document.number } : {},
      );
      return new Blob([text], { type: 'application/xml' });
    });
  return (
    <div className="flex flex-col gap-2">
      <div role="group" aria-label={t('invoice.actions')} className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass}
          onClick={() => {
            if (documentRef.current) print(documentRef.current);
          }}
        >
          {t('invoice.print')}
        </button>
        {(['pdf', 'xml'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            className={buttonClass}
            aria-disabled={busy !== null || undefined}
            aria-busy={busy === kind || undefined}
            onClick={() => void (kind === 'pdf' ? pdf() : xml())}
          >
            {busy === kind ? <Spinner className="size-4" /> : null}
            {busy === kind
              ? t('invoice.preparing')
              : t(kind === 'pdf' ? 'invoice.downloadPdf' : 'invoice.downloadXml')}
          </button>
        ))}
      </div>
      {failed ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('invoice.downloadFailed')}
        </p>
      ) : null}
    </div>
  );
}
