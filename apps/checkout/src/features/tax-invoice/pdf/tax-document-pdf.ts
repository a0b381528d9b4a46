import fontkit from '@pdf-lib/fontkit';
import { formatMoney, type Language, type TaxInvoice } from '@storefront/contracts';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatDateTimeRange } from '../../../lib/format-date.ts';
import { qrMatrix, qrPath } from '../qr-matrix.ts';
import { sellerAddressLine } from '../seller-address.ts';
import { documentVatRate } from '../vat-rate.ts';
import { loadPdfFonts, type PdfFonts } from './pdf-fonts.ts';
import type { PdfTexts } from './pdf-texts.ts';
import { visualRuns } from './visual-line.ts';

/** What the PDF needs besides the document. */
export interface TaxDocumentPdfOptions {
  language: Language;
  timeZone: string;
  texts: PdfTexts;
  /** The fonts; the page's own files by default (injected by tests, which have no server). */
  fonts?: () => Promise<PdfFonts>;
}

// The Arabic text arrives already in presentation forms (visual-line.ts). The font's own shaping
// features would decompose some of them into a base and a mark placed by offsets, which pdf-lib
// does not apply (the dots of ة drift off their letter), so they are turned off.
const arabicFeaturesOff = Object.fromEntries(
  [
    'ccmp',
    'locl',
    'isol',
    'init',
    'medi',
    'fina',
    'rlig',
    'liga',
    'calt',
    'mark',
    'mkmk',
    'kern',
  ].map((feature) => [feature, false]),
);

// A4 in PDF points; 15 mm margins.
const pageSize: [number, number] = [595.28, 841.89];
const margin = 42.5;
const qrSide = 120;
const ink = rgb(0.06, 0.09, 0.16);
const muted = rgb(0.28, 0.33, 0.41);

interface Pen {
  page: PDFPage;
  fonts: Record<'arabic' | 'latin', PDFFont>;
  rtl: boolean;
  y: number;
}

function runsWidth(pen: Pen, text: string, size: number): number {
  return visualRuns(text, pen.rtl ? 'rtl' : 'ltr').reduce(
    (width, run) => width + pen.fonts[run.font].widthOfTextAtSize(run.text, size),
    0,
  );
}

/** Draws one line from the start side (right on an Arabic page) or, with `end`, the end side. */
function line(
  pen: Pen,
  text: string,
  options: { size?: number; at?: 'start' | 'end'; color?: typeof ink; inset?: number } = {},
): number {
  const { size = 10, at = 'start', color = ink, inset = 0 } = options;
  const width = runsWidth(pen, text, size);
  const fromLeft = (at === 'start') !== pen.rtl;
  let x = fromLeft ? margin + inset : pageSize[0] - margin - inset - width;
  for (const run of visualRuns(text, pen.rtl ? 'rtl' : 'ltr')) {
    const font = pen.fonts[run.font];
    pen.page.drawText(run.text, { x, y: pen.y, size, font, color });
    x += font.widthOfTextAtSize(run.text, size);
  }
  return width;
}

/**
 * Cuts a text into lines no wider than `maxWidth`, between words (in reading order, before the
 * line is ordered for drawing); a single word wider than that keeps a line of its own.
 */
function wrap(pen: Pen, text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/u).filter(Boolean)) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (current !== '' && runsWidth(pen, candidate, size) > maxWidth) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current !== '') lines.push(current);
  return lines;
}

function rule(pen: Pen): void {
  pen.y -= 6;
  pen.page.drawLine({
    start: { x: margin, y: pen.y },
    end: { x: pageSize[0] - margin, y: pen.y },
    thickness: 0.5,
    color: rgb(0.8, 0.84, 0.88),
  });
  pen.y -= 16;
}

/**
 * The tax document as a PDF (A4, in the page's language and direction): the same blocks as the
 * page — title, number and dates, seller, lines with their VAT, totals, QR code — drawn with
 * pdf-lib. A page break starts a new page when the lines run long.
 *
 * @example
 * const blob = await taxDocumentPdf(invoice, { language: 'ar', timeZone: 'Asia/Riyadh', texts });
 */
export async function taxDocumentPdf(
  document: TaxInvoice,
  { language, timeZone, texts, fonts = loadPdfFonts }: TaxDocumentPdfOptions,
): Promise<Blob> {
  const [fontBytes, matrix] = await Promise.all([fonts(), qrMatrix(document.qrCode)]);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const isInvoice = document.kind === 'invoice';
  pdf.setTitle(`${isInvoice ? texts.invoiceTitle : texts.creditNoteTitle} ${document.number}`);
  pdf.setLanguage(language);
  // Whole fonts: pdf-lib's subsetter drops composite glyphs (most Arabic letters with dots).
  const embedded = {
    arabic: await pdf.embedFont(fontBytes.arabic, { subset: false, features: arabicFeaturesOff }),
    latin: await pdf.embedFont(fontBytes.latin, { subset: false }),
  };
  const pen: Pen = {
    page: pdf.addPage(pageSize),
    fonts: embedded,
    rtl: language === 'ar',
    y: pageSize[1] - margin - 18,
  };
  const money = (amount: number) => formatMoney(amount, language);

  // The QR code in the top end corner, the header beside it.
  const qrModules = matrix.size + 8;
  const scale = qrSide / qrModules;
  pen.page.drawSvgPath(qrPath(matrix, 4), {
    x: pen.rtl ? margin : pageSize[0] - margin - qrSide,
    y: pageSize[1] - margin,
    scale,
    color: rgb(0, 0, 0),
  });
  line(pen, isInvoice ? texts.invoiceTitle : texts.creditNoteTitle, { size: 18 });
  pen.y -= 26;
  const facts: [string, string][] = [
    [isInvoice ? texts.number : texts.creditNoteNumber, document.number],
    [texts.issuedAt, formatDateTimeRange(document.issuedAt, null, language, timeZone)],
    [texts.orderNumber, document.orderNumber],
    ...(document.referencesInvoiceNumber === null
      ? []
      : [[texts.references, document.referencesInvoiceNumber] as [string, string]]),
    ...(document.reason === null ? [] : [[texts.reason, document.reason] as [string, string]]),
  ];
  for (const [label, value] of facts) {
    line(pen, `${label}: ${value}`);
    pen.y -= 15;
  }
  pen.y = Math.min(pen.y, pageSize[1] - margin - qrSide - 10);
  rule(pen);

  const seller = document.seller;
  line(pen, language === 'ar' ? seller.legalNameAr : seller.legalNameEn, { size: 12 });
  pen.y -= 15;
  for (const text of [
    `${texts.vatNumber}: ${seller.vatNumber}`,
    `${texts.commercialRegistration}: ${seller.commercialRegistration}`,
    `${texts.address}: ${sellerAddressLine(seller.address)}`,
  ]) {
    line(pen, text);
    pen.y -= 14;
  }
  rule(pen);

  // Lines: the item on the start side, its VAT and total incl. VAT in two end columns.
  const vatColumn = 110;
  const itemColumnWidth = pageSize[0] - 2 * margin - vatColumn - 80;
  line(pen, texts.item, { color: muted });
  line(pen, texts.lineVat, { at: 'end', inset: vatColumn, color: muted });
  line(pen, texts.lineTotal, { at: 'end', color: muted });
  pen.y -= 18;
  for (const item of document.lines) {
    if (pen.y < margin + 120) {
      pen.page = pdf.addPage(pageSize);
      pen.y = pageSize[1] - margin - 10;
    }
    line(pen, money(item.vatAmount), { at: 'end', inset: vatColumn });
    line(pen, money(item.totalInclVat), { at: 'end' });
    // The name and its details wrap within the item column, clear of the two amounts.
    for (const text of wrap(pen, item.name, 11, itemColumnWidth)) {
      line(pen, text, { size: 11 });
      pen.y -= 13;
    }
    const details = `${texts.quantity}: ${item.quantity} × ${money(item.unitPriceExclVat)} (${texts.unitPrice}) · ${item.vatRate}%`;
    for (const text of wrap(pen, details, 9, itemColumnWidth)) {
      line(pen, text, { size: 9, color: muted });
      pen.y -= 11;
    }
    pen.y -= 7;
  }
  rule(pen);

  const totals: [string, number][] = [
    ...(document.discountExclVat > 0
      ? [[texts.discount, -document.discountExclVat] as [string, number]]
      : []),
    [texts.totalExclVat, document.totalExclVat],
    [texts.vatTotal(documentVatRate(document)), document.vatTotal],
  ];
  for (const [label, amount] of totals) {
    line(pen, label);
    line(pen, money(amount), { at: 'end' });
    pen.y -= 16;
  }
  pen.y -= 4;
  line(pen, texts.totalInclVat, { size: 13 });
  line(pen, money(document.totalInclVat), { size: 13, at: 'end' });

  const bytes = await pdf.save();
  return new Blob([bytes as BlobPart], { type: 'application/pdf' });
}
