// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { printTaxDocument, type PrintEnvironment } from './print-tax-document.ts';

function setUp() {
  document.body.innerHTML =
    '<header>Store</header><main><article id="invoice"><h2>Simplified tax invoice</h2></article></main>';
  document.documentElement.dir = 'rtl';
  const afterPrint: (() => void)[] = [];
  const seen: { copies: number; marked: boolean; text: string; dir: string }[] = [];
  const environment: PrintEnvironment = {
    document,
    print: () => {
      const copy = document.querySelector<HTMLElement>('body > .tax-document-print-copy');
      seen.push({
        copies: document.querySelectorAll('.tax-document-print-copy').length,
        marked: document.documentElement.classList.contains('printing-tax-document'),
        text: copy?.textContent ?? '',
        dir: copy?.dir ?? '',
      });
    },
    afterPrint: (listener) => afterPrint.push(listener),
  };
  return { environment, seen, afterPrint, invoice: document.getElementById('invoice')! };
}

describe('printTaxDocument', () => {
  it('prints a copy of the document alone under <body>, in the page’s direction', () => {
    const { environment, seen, invoice } = setUp();
    printTaxDocument(invoice, environment);
    expect(seen).toEqual([{ copies: 1, marked: true, text: 'Simplified tax invoice', dir: 'rtl' }]);
    // The page's own document stays where it was.
    expect(invoice.parentElement?.tagName).toBe('MAIN');
  });

  it('undoes it after printing, so the page and a later print are as before', () => {
    const { environment, seen, afterPrint, invoice } = setUp();
    printTaxDocument(invoice, environment);
    for (const listener of afterPrint.splice(0)) listener();
    expect(document.querySelectorAll('.tax-document-print-copy')).toHaveLength(0);
    expect(document.documentElement.classList.contains('printing-tax-document')).toBe(false);

    printTaxDocument(invoice, environment);
    expect(seen.at(-1)?.copies).toBe(1);
  });
});
