import type { TFunction } from 'i18next';

/** The labels the PDF prints, in the page's language (the same dictionary keys as the page). */
export interface PdfTexts {
  invoiceTitle: string;
  creditNoteTitle: string;
  number: string;
  creditNoteNumber: string;
  issuedAt: string;
  orderNumber: string;
  references: string;
  reason: string;
  vatNumber: string;
  commercialRegistration: string;
  address: string;
  item: string;
  quantity: string;
  lineVat: string;
  lineTotal: string;
  unitPrice: string;
  discount: string;
  totalExclVat: string;
  vatTotal: (rate: number | null) => string;
  totalInclVat: string;
}

/**
 * The PDF's labels from the page's dictionary.
 *
 * @example
 * const texts = pdfTexts(t);
 */
export function pdfTexts(t: TFunction): PdfTexts {
  return {
    invoiceTitle: t('invoice.title'),
    creditNoteTitle: t('invoice.creditNoteTitle'),
    number: t('invoice.number'),
    creditNoteNumber: t('invoice.creditNoteNumber'),
    issuedAt: t('invoice.issuedAt'),
    orderNumber: t('invoice.orderNumber'),
    references: t('invoice.references'),
    reason: t('invoice.reason'),
    vatNumber: t('invoice.vatNumber'),
    commercialRegistration: t('invoice.commercialRegistration'),
    address: t('invoice.address'),
    item: t('invoice.item'),
    quantity: t('invoice.quantity'),
    lineVat: t('invoice.lineVat'),
    lineTotal: t('invoice.lineTotal'),
    unitPrice: t('invoice.unitPrice'),
    discount: t('invoice.discount'),
    totalExclVat: t('invoice.totalExclVat'),
    vatTotal: (rate) => (rate === null ? t('invoice.lineVat') : t('invoice.vatTotal', { rate })),
    totalInclVat: t('invoice.totalInclVat'),
  };
}
