// @vitest-environment jsdom
import { formatMoney, type OrderTaxDocuments } from '@storefront/contracts';
import { ApiError } from '@storefront/sdk';
import { waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../testing/render-page.ts';
import TaxInvoiceSection from './tax-invoice-section.tsx';
import type { TaxInvoiceApi } from './tax-invoice-api.ts';
import { sampleQrCode, sampleTaxDocuments } from './testing/sample-tax-documents.ts';

function fakeApi() {
  return {
    taxInvoice: vi.fn<TaxInvoiceApi['taxInvoice']>(),
    taxInvoiceXml: vi.fn<TaxInvoiceApi['taxInvoiceXml']>(),
  };
}

function renderSection(
  api: ReturnType<typeof fakeApi>,
  language: 'ar' | 'en' = 'en',
  download = vi.fn<(blob: Blob, fileName: string) => void>(),
) {
  return renderPage(createElement(TaxInvoiceSection, { cartId: 'cart-42', api, download }), {
    language,
  });
}

/** jsdom's Blob has no `text()`; FileReader reads it. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });

const notFound = () => new ApiError({ code: 'NOT_FOUND', status: 404, message: 'No such order' });

describe('TaxInvoiceSection (docs/product/invoices.md)', () => {
  it('shows the simplified tax invoice in English: number, seller, lines, totals and QR code', async () => {
    const api = fakeApi();
    api.taxInvoice.mockResolvedValue(sampleTaxDocuments());
    const view = renderSection(api);

    expect(view.getByRole('status').textContent).toContain('Loading your tax invoice...');
    const invoice = await view.findByRole('article', { name: 'Simplified tax invoice' });
    expect(api.taxInvoice).toHaveBeenCalledWith('cart-42', expect.anything());
    const text = invoice.textContent ?? '';
    expect(text).toContain('INV-000007');
    expect(text).toContain('ORD-000042');
    expect(text).toContain('27 Nov 2026, 11:30'); // 08:30 UTC in Riyadh (the tenant's zone)
    expect(text).toContain('Demo Store Trading Co.');
    expect(text).not.toContain('شركة متجر العرض للتجارة');
    expect(text).toContain('VAT number: 310122393500003');
    expect(text).toContain('Commercial registration: 1010010000');
    expect(text).toContain('2322 King Fahd Road, Al Olaya, Riyadh 12214, 7788');
    const rows = within(invoice).getAllByRole('row');
    expect(rows).toHaveLength(3); // header + 2 lines
    expect(rows[2]!.textContent).toContain('Beard oil 50 ml');
    expect(rows[2]!.textContent).toContain(`Qty: 2 × ${formatMoney(50, 'en')}`);
    const totals = [...invoice.querySelectorAll('[data-testid="invoice-totals"] > div')].map(
      (row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent],
    );
    expect(totals).toEqual([
      ['Total excl. VAT', formatMoney(200, 'en')],
      ['VAT 15%', formatMoney(30, 'en')],
      ['Total incl. VAT', formatMoney(230, 'en')],
    ]);
    const qr = within(invoice).getByRole('img', {
      name: "The invoice's QR code, readable with ZATCA's VAT app",
    });
    expect(qr.getAttribute('data-qr-text')).toBe(sampleQrCode);
    await waitFor(() => expect(qr.getAttribute('data-qr-ready')).toBe('true'));
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  });

  it('shows it in Arabic with the Arabic legal name and the Arabic title', async () => {
    const api = fakeApi();
    api.taxInvoice.mockResolvedValue(sampleTaxDocuments());
    const view = renderSection(api, 'ar');

    expect(view.getByRole('status').textContent).toContain('جارٍ تحميل الفاتورة الضريبية...');
    const invoice = await view.findByRole('article', { name: 'فاتورة ضريبية مبسطة' });
    const text = invoice.textContent ?? '';
    expect(text).toContain('شركة متجر العرض للتجارة');
    expect(text).not.toContain('Demo Store Trading Co.');
    expect(text).toContain('الرقم الضريبي: 310122393500003');
    expect(text).toContain('ضريبة القيمة المضافة 15%');
    expect(view.getByTestId('invoice-total').textContent).toBe(formatMoney(230, 'ar'));
    expect(within(invoice).getByRole('group', { name: 'إجراءات الفاتورة' })).toBeTruthy();
  });

  it('lists the credit notes under the invoice, each naming the invoice it corrects', async () => {
    const api = fakeApi();
    api.taxInvoice.mockResolvedValue(sampleTaxDocuments(true));
    const view = renderSection(api);

    await view.findByRole('article', { name: 'Simplified tax invoice' });
    const notes = view.getByRole('region', { name: 'Credit notes' });
    const note = within(notes).getByRole('article', { name: 'Credit note' });
    expect(note.textContent).toContain('Credit note number');
    expect(note.textContent).toContain('CRN-000009');
    expect(note.textContent).toContain('Against invoice');
    expect(note.textContent).toContain('INV-000007');
    expect(note.textContent).toContain('Refund of a returned item');
    expect(within(note).getByTestId('invoice-total').textContent).toBe(formatMoney(115, 'en'));
  });

  it('says the invoice is not ready yet on 404, and shows it after "Try again"', async () => {
    const api = fakeApi();
    api.taxInvoice.mockRejectedValueOnce(notFound()).mockResolvedValue(sampleTaxDocuments());
    const view = renderSection(api);

    const alert = await view.findByRole('alert');
    expect(alert.textContent).toContain(
      "This order's tax invoice is not ready yet. Please try again in a moment.",
    );
    await view.user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await view.findByRole('article', { name: 'Simplified tax invoice' });
    expect(api.taxInvoice).toHaveBeenCalledTimes(2);
  });

  it('says the invoice could not be loaded on a network failure, in Arabic, and retries', async () => {
    const api = fakeApi();
    api.taxInvoice
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(sampleTaxDocuments());
    const view = renderSection(api, 'ar');

    const alert = await view.findByRole('alert');
    expect(alert.textContent).toContain(
      'تعذّر تحميل الفاتورة الضريبية. تحقق من اتصالك وحاول مرة أخرى.',
    );
    await view.user.click(within(alert).getByRole('button'));
    await view.findByRole('article', { name: 'فاتورة ضريبية مبسطة' });
  });

  it('downloads the XML of the invoice and of a credit note, named by their numbers', async () => {
    const api = fakeApi();
    const documents: OrderTaxDocuments = sampleTaxDocuments(true);
    api.taxInvoice.mockResolvedValue(documents);
    api.taxInvoiceXml.mockResolvedValue('<Invoice/>');
    const download = vi.fn<(blob: Blob, fileName: string) => void>();
    const view = renderSection(api, 'en', download);

    const invoice = await view.findByRole('article', { name: 'Simplified tax invoice' });
    await view.user.click(within(invoice).getByRole('button', { name: 'Download XML' }));
    const note = view.getByRole('article', { name: 'Credit note' });
    await view.user.click(within(note).getByRole('button', { name: 'Download XML' }));

    await waitFor(() => expect(download).toHaveBeenCalledTimes(2));
    expect(download.mock.calls.map(([, name]) => name)).toEqual([
      'INV-000007.xml',
      'CRN-000009.xml',
    ]);
    expect(api.taxInvoiceXml.mock.calls).toEqual([
      ['cart-42', {}],
      ['cart-42', { creditNote: 'CRN-000009' }],
    ]);
    const file = download.mock.calls[0]![0];
    expect(file.type).toBe('application/xml');
    expect(await textOf(file)).toBe('<Invoice/>');
  });

  it('says so when the XML cannot be had, and lets the shopper try again', async () => {
    const api = fakeApi();
    api.taxInvoice.mockResolvedValue(sampleTaxDocuments());
    api.taxInvoiceXml.mockRejectedValue(new TypeError('Failed to fetch'));
    const view = renderSection(api, 'ar');

    const invoice = await view.findByRole('article', { name: 'فاتورة ضريبية مبسطة' });
    const button = within(invoice).getByRole('button', { name: 'تنزيل XML' });
    await view.user.click(button);
    expect((await within(invoice).findByRole('alert')).textContent).toBe(
      'تعذّر تنزيل الملف. يرجى المحاولة مرة أخرى.',
    );
    expect(button.getAttribute('aria-disabled')).toBeNull();
  });

  it('says so when the PDF cannot be made (its fonts cannot be fetched), in English', async () => {
    const api = fakeApi();
    api.taxInvoice.mockResolvedValue(sampleTaxDocuments());
    const download = vi.fn<(blob: Blob, fileName: string) => void>();
    // The first click imports pdf-lib and fontkit, which vitest transforms then: seconds when busy.
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    const view = renderSection(api, 'en', download);

    const invoice = await view.findByRole('article', { name: 'Simplified tax invoice' });
    await view.user.click(within(invoice).getByRole('button', { name: 'Download PDF' }));
    expect((await within(invoice).findByRole('alert', {}, { timeout: 15_000 })).textContent).toBe(
      'The file could not be downloaded. Please try again.',
    );
    expect(download).not.toHaveBeenCalled();
    fetchMock.mockRestore();
  }, 20_000);

  it('prints the document it belongs to', async () => {
    const api = fakeApi();
    api.taxInvoice.mockResolvedValue(sampleTaxDocuments(true));
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const view = renderSection(api);

    const note = await view.findByRole('article', { name: 'Credit note' });
    await view.user.click(within(note).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    const copy = document.querySelector('body > .tax-document-print-copy');
    expect(copy?.querySelector('[data-tax-document]')?.getAttribute('data-tax-document')).toBe(
      'CRN-000009',
    );
    window.dispatchEvent(new Event('afterprint'));
    expect(document.querySelector('.tax-document-print-copy')).toBeNull();
    print.mockRestore();
  });
});
