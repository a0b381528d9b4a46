import { isUuid } from '../../../http/is-uuid.ts';
import type {
  ReportableDocument,
  ReportingAnswer,
  ZatcaReportingPort,
} from './zatca-reporting-port.ts';

/** Base64 of 32 bytes: a SHA-256 digest. */
const sha256Base64 = /^[A-Za-z0-9+/]{43}=$/;

/**
 * What the stand-in finds wrong with a document, or null: the checks ZATCA's reporting makes that
 * need no key of ZATCA's — a UUID, a SHA-256 hash in Base64, an XML invoice that carries the same
 * UUID and counter.
 */
function problemOf(document: ReportableDocument): string | null {
  if (!isUuid(document.uuid)) return 'The UUID is not a UUID.';
  if (!sha256Base64.test(document.hash)) return 'The invoice hash is not a Base64 SHA-256 digest.';
  if (!document.xml.trimStart().startsWith('<')) return 'The invoice is not XML.';
  if (!document.xml.includes(document.uuid)) return "The XML does not carry the document's UUID.";
  if (!document.xml.includes(`>${document.counter}<`)) {
    return "The XML does not carry the document's counter (ICV).";
  }
  return null;
}

/**
 * The stand-in for ZATCA's reporting API where none is configured (the demo, development, the
 * tests): it keeps nothing and calls nothing, and answers deterministically — `reported` for a
 * well-formed document, `rejected` naming the first problem of a malformed one.
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
