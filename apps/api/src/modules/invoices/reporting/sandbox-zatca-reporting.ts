import { isUuid } from '../../../http/is-uuid.ts';
import { invoiceHash, InvoiceXmlError } from '../zatca/index.ts';
import type {
  ReportableDocument,
  ReportingAnswer,
  ZatcaReportingPort,
} from './zatca-reporting-port.ts';

/** Base64 of 32 bytes: a SHA-256 digest. */
const sha256Base64 = /^[A-Za-z0-9+/]{43}=$/;

/** ZATCA's hash of the XML, or null when it is not XML a hash can be made of. */
function hashOf(xml: string): string | null {
  try {
    return invoiceHash(xml);
  } catch (error) {
    if (error instanceof InvoiceXmlError) return null;
    throw error;
  }
}

/**
 * What the stand-in finds wrong with a document, or null: the checks ZATCA's reporting makes that
 * need no key of ZATCA's — a UUID, a SHA-256 hash in Base64, an XML invoice that carries the same
 * UUID and counter, and whose hash is the one given.
 */
function problemOf(document: ReportableDocument): string | null {
  if (!isUuid(document.uuid)) return 'The UUID is not a UUID.';
  if (!sha256Base64.test(document.hash)) return 'The invoice hash is not a Base64 SHA-256 digest.';
  if (!document.xml.trimStart().startsWith('<')) return 'The invoice is not XML.';
  if (!document.xml.includes(document.uuid)) return "The XML does not carry the document's UUID.";
  if (!document.xml.includes(`>${document.counter}<`)) {
    return "The XML does not carry the document's counter (ICV).";
  }
  const hash = hashOf(document.xml);
  if (hash === null) return 'The invoice is not well-formed XML.';
  if (hash !== document.hash) return "The invoice hash is not the XML's.";
  return null;
}

/**
 * The stand-in for ZATCA's reporting API where none is configured (the demo, development, the
 * tests): it keeps nothing and calls nothing, and answers deterministically — `reported` for a
 * well-formed document, `rejected` naming the first problem of a malformed one. It cannot check
 * the stamp against ZATCA's CA, which only ZATCA's onboarding involves.
 *
 * @example
 * const answer = await sandboxZatcaReporting.report({ uuid, hash, xml, counter: 1 });
 */
export const sandboxZatcaReporting: ZatcaReportingPort = {
  target: 'sandbox',
  report(document): Promise<ReportingAnswer> {
    const problem = problemOf(document);
    return Promise.resolve(
      problem === null
        ? { outcome: 'reported', message: 'Reported to the sandbox stand-in (not to ZATCA).' }
        : { outcome: 'rejected', message: problem },
    );
  },
};
