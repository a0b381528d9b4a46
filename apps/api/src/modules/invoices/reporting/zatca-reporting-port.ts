// What the invoices module needs of ZATCA's reporting API (docs/decisions/0042-invoice-issuing.md),
// so issuing and the reporting worker are built and tested apart from it — as the payment modules
// are from their providers (payment-providers/payment-provider-ports.ts). The HTTP adapter speaks
// ZATCA's documented API; unconfigured, the sandbox stand-in answers.

/** A simplified invoice or credit note to report. */
export interface ReportableDocument {
  /** The document's UUID (UBL `cbc:UUID`). */
  uuid: string;
  /** Base64 SHA-256 of the document, as in its QR code (tag 6). */
  hash: string;
  /** The stamped UBL 2.1 XML. */
  xml: string;
  /** Its counter (ICV) in the tenant's chain, for the stand-in's checks and logs. */
  counter: number;
}

/** ZATCA's answer to a report: taken (with or without warnings) or refused for its content. */
export type ReportingAnswer =
  { outcome: 'reported'; message: string } | { outcome: 'rejected'; message: string };

/**
 * ZATCA could not be asked or did not answer (network, time-out, 429, 5xx, credentials refused):
 * the document stays queued and is tried again later.
 */
export class ReportingUnavailableError extends Error {
  override readonly name = 'ReportingUnavailableError';
}

/** ZATCA's reporting API for simplified tax invoices and their credit notes. */
export interface ZatcaReportingPort {
  /** Which stands behind the port, for logs: `sandbox` or ZATCA's URL. */
  readonly target: string;
  /** Reports one document; throws {@link ReportingUnavailableError} when ZATCA cannot answer. */
  report(document: ReportableDocument): Promise<ReportingAnswer>;
}
