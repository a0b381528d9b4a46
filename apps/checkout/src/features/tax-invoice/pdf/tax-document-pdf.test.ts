import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../testing/test-i18n.ts';
import { sampleCreditNote, sampleInvoice } from '../testing/sample-tax-documents.ts';
import { pdfTexts } from './pdf-texts.ts';
import { taxDocumentPdf } from './tax-document-pdf.ts';
import { woffToSfnt } from './woff-to-sfnt.ts';

const require = createRequire(import.meta.url);
const sfntOf = (name: string) =>
  woffToSfnt(
    new Uint8Array(readFileSync(require.resolve(`@fontsource/noto-sans-arabic/files/${name}`))),
  );
const fonts = async () => ({
  arabic: await sfntOf('noto-sans-arabic-arabic-400-normal.woff'),
  latin: await sfntOf('noto-sans-arabic-latin-400-normal.woff'),
});

// `TAX_INVOICE_PDF_DIR=/tmp/pdfs` keeps the files, to look at them (pdftoppm -png).
const keepDir = process.env['TAX_INVOICE_PDF_DIR'];

async function pdfOf(document: typeof sampleInvoice, language: 'ar' | 'en') {
  const blob = await taxDocumentPdf(document, {
    language,
    timeZone: 'Asia/Riyadh',
    texts: pdfTexts(createTestI18n(language).t),
    fonts,
  });
  const bytes = new Uint8Array(await blob.arrayBuffer());
  if (keepDir) {
    mkdirSync(keepDir, { recursive: true });
    writeFileSync(path.join(keepDir, `${document.number}-${language}.pdf`), bytes);
  }
  return { blob, parsed: await PDFDocument.load(bytes) };
}

describe('taxDocumentPdf', () => {
  it.each([
    ['ar', 'فاتورة ضريبية مبسطة INV-000007'],
    ['en', 'Simplified tax invoice INV-000007'],
  ] as const)(
    'makes a one-page A4 PDF of the invoice (%s), titled with its number',
    async (language, title) => {
      const { blob, parsed } = await pdfOf(sampleInvoice, language);
      expect(blob.type).toBe('application/pdf');
      expect(parsed.getPageCount()).toBe(1);
      const { width, height } = parsed.getPage(0).getSize();
      expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
      expect(parsed.getTitle()).toBe(title);
    },
  );

  it('makes a credit note’s PDF under its own title', async () => {
    const { parsed } = await pdfOf(sampleCreditNote, 'ar');
    expect(parsed.getTitle()).toBe('إشعار دائن CRN-000009');
  });

  it('wraps a long product name within the item column', async () => {
    const long = {
      ...sampleInvoice,
      number: 'INV-LONG',
      lines: [
        {
          ...sampleInvoice.lines[0]!,
          name: 'باقة العناية الكاملة بالشعر واللحية مع زيت الأرغان والتدليك (Full grooming package with argan oil and massage)',
        },
      ],
    };
    const { parsed } = await pdfOf(long, 'ar');
    expect(parsed.getPageCount()).toBe(1);
  });

  it('continues on a new page when the lines run past the first', async () => {
    const many = {
      ...sampleInvoice,
      lines: Array.from({ length: 40 }, () => sampleInvoice.lines[0]!),
    };
    const { parsed } = await pdfOf(many, 'en');
    expect(parsed.getPageCount()).toBeGreaterThan(1);
  });

  it('fails when the fonts cannot be had, so the page can say so', async () => {
    await expect(
      taxDocumentPdf(sampleInvoice, {
        language: 'en',
        timeZone: 'Asia/Riyadh',
        texts: pdfTexts(createTestI18n('en').t),
        fonts: () => Promise.reject(new Error('offline')),
      }),
    ).rejects.toThrow('offline');
  });
});
