import './tax-document-print.css';

/** What printing needs from the browser, injected so a test runs without a print dialog. */
export interface PrintEnvironment {
  document: Document;
  print: () => void;
  /** Runs `listener` once after the print dialog closes. */
  afterPrint: (listener: () => void) => void;
}

const browserEnvironment = (): PrintEnvironment => ({
  document: window.document,
  print: () => window.print(),
  afterPrint: (listener) => window.addEventListener('afterprint', listener, { once: true }),
});

/**
 * Prints one tax document alone: a copy of `element` goes under `<body>` and `<html>` is marked,
 * so the print stylesheet hides everything else (tax-document-print.css); both are undone after
 * printing. A copy rather than hiding the rest of the page's tree around the element: the rest of
 * the page would still take room and print as blank pages.
 *
 * @example
 * printTaxDocument(articleRef.current);
 */
export function printTaxDocument(
  element: Element,
  environment: PrintEnvironment = browserEnvironment(),
): void {
  const { document } = environment;
  const copy = document.createElement('div');
  copy.className = 'tax-document-print-copy';
  copy.dir = document.documentElement.dir;
  copy.append(element.cloneNode(true));
  document.body.append(copy);
  document.documentElement.classList.add('printing-tax-document');
  let done = false;
  const undo = () => {
    if (done) return;
    done = true;
    copy.remove();
    document.documentElement.classList.remove('printing-tax-document');
  };
  environment.afterPrint(undo);
  environment.print();
}
