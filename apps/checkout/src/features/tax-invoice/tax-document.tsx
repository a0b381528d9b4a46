import type { Language, TaxInvoice } from '@storefront/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/money/money.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatDateTimeRange } from '../../lib/format-date.ts';
import { useTenantTimeZone } from '../../lib/tenant-time-zone.tsx';
import { InvoiceQrCode } from './invoice-qr-code.tsx';
import { sellerAddressLine } from './seller-address.ts';
import { documentVatRate } from './vat-rate.ts';

/** Props of {@link TaxDocument}. */
export interface TaxDocumentProps {
  document: TaxInvoice;
  /** The document's actions (print, downloads); hidden in print. */
  actions?: ReactNode;
  /** `h2` for the invoice on its page, `h3` for a credit note under it. */
  headingLevel?: 2 | 3;
}

/** The seller's legal name in the page's language (ZATCA's tag 1 is always the Arabic one). */
export const sellerName = (document: TaxInvoice, language: Language) =>
  language === 'ar' ? document.seller.legalNameAr : document.seller.legalNameEn;

/**
 * One simplified tax invoice or credit note (docs/product/invoices.md): title, number, date and
 * time of issue in the tenant's time zone, the seller's legal details, the lines with their VAT,
 * the totals without VAT, the VAT and with VAT, and the QR code. Numbers are isolated with `bdi`
 * so an Arabic page keeps them whole.
 *
 * @example
 * <TaxDocument document={documents.invoice} actions={<InvoiceActions … />} />
 */
export function TaxDocument({ document, actions, headingLevel = 2 }: TaxDocumentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const timeZone = useTenantTimeZone();
  // The page's one way of writing money: the tenant's riyal sign where it has opted in.
  const money = (amount: number) => <Money amount={amount} />;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const isInvoice = document.kind === 'invoice';
  const rate = documentVatRate(document);
  const facts: [string, ReactNode][] = [
    [
      isInvoice ? 'invoice.number' : 'invoice.creditNoteNumber',
      <bdi key="n" dir="ltr" className="font-mono whitespace-nowrap">
        {document.number}
      </bdi>,
    ],
    ['invoice.issuedAt', formatDateTimeRange(document.issuedAt, null, language, timeZone)],
    [
      'invoice.orderNumber',
      <bdi key="o" dir="ltr" className="font-mono whitespace-nowrap">
        {document.orderNumber}
      </bdi>,
    ],
    ...(document.referencesInvoiceNumber === null
      ? []
      : ([
          [
            'invoice.references',
            <bdi key="r" dir="ltr" className="font-mono whitespace-nowrap">
              {document.referencesInvoiceNumber}
            </bdi>,
          ],
        ] as [string, ReactNode][])),
    ...(document.reason === null
      ? []
      : ([['invoice.reason', document.reason]] as [string, ReactNode][])),
  ];
  const totals: [string, number][] = [
    ...(document.discountExclVat > 0
      ? [['invoice.discount', -document.discountExclVat] as [string, number]]
      : []),
    ['invoice.totalExclVat', document.totalExclVat],
  ];
  return (
    <article
      aria-labelledby={`tax-document-${document.uuid}`}
      data-tax-document={document.number}
      className="tax-document flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 text-slate-900 sm:p-6 print:rounded-none print:border-0 print:p-0"
    >
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex w-full min-w-0 flex-1 flex-col gap-2">
          <Heading id={`tax-document-${document.uuid}`} className="text-xl font-bold">
            {isInvoice ? t('invoice.title') : t('invoice.creditNoteTitle')}
          </Heading>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-slate-600">{t(label)}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <InvoiceQrCode text={document.qrCode} label={t('invoice.qrLabel')} />
      </div>
      {/* Not a landmark: an invoice and its credit notes would repeat the same one. */}
      <div className="flex flex-col gap-1 border-t border-slate-200 pt-3 text-sm">
        <p className="sr-only">{t('invoice.seller')}</p>
        <p className="font-bold">{sellerName(document, language)}</p>
        <p>
          {t('invoice.vatNumber')}:{' '}
          <bdi dir="ltr" className="font-mono whitespace-nowrap">
            {document.seller.vatNumber}
          </bdi>
        </p>
        <p>
          {t('invoice.commercialRegistration')}:{' '}
          <bdi dir="ltr" className="font-mono whitespace-nowrap">
            {document.seller.commercialRegistration}
          </bdi>
        </p>
        <p>
          {t('invoice.address')}: <bdi>{sellerAddressLine(document.seller.address)}</bdi>
        </p>
      </div>
      <table className="w-full border-t border-slate-200 text-sm">
        <thead>
          <tr className="text-slate-600">
            <th scope="col" className="py-2 text-start font-medium">
              {t('invoice.item')}
            </th>
            <th scope="col" className="py-2 text-end font-medium">
              {t('invoice.lineVat')}
            </th>
            <th scope="col" className="py-2 text-end font-medium">
              {t('invoice.lineTotal')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {document.lines.map((line, index) => (
            <tr key={index} className="align-top">
              <td className="py-2 pe-2">
                <span className="block font-medium">{line.name}</span>
                <span className="block text-slate-700">
                  {t('invoice.quantity')}: {line.quantity} × {money(line.unitPriceExclVat)}{' '}
                  <span className="text-slate-600">({t('invoice.unitPrice')})</span>
                </span>
              </td>
              <td className="py-2 pe-2 text-end whitespace-nowrap">
                {money(line.vatAmount)}
                <span className="block text-slate-600">{line.vatRate}%</span>
              </td>
              <td className="py-2 text-end font-medium whitespace-nowrap">
                {money(line.totalInclVat)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl
        data-testid="invoice-totals"
        className="flex flex-col gap-1 border-t border-slate-200 pt-3"
      >
        {totals.map(([label, amount]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-slate-700">{t(label)}</dt>
            <dd className="font-medium whitespace-nowrap">{money(amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3">
          <dt className="text-slate-700">
            {rate === null ? t('invoice.lineVat') : t('invoice.vatTotal', { rate })}
          </dt>
          <dd className="font-medium whitespace-nowrap">{money(document.vatTotal)}</dd>
        </div>
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-lg font-bold">
          <dt>{t('invoice.totalInclVat')}</dt>
          <dd className="whitespace-nowrap" data-testid="invoice-total">
            {money(document.totalInclVat)}
          </dd>
        </div>
      </dl>
      {actions ? <div className="print:hidden">{actions}</div> : null}
    </article>
  );
}
