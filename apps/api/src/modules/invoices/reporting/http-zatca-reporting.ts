import * as z from 'zod/mini';
import {
  ReportingUnavailableError,
  type ReportableDocument,
  type ReportingAnswer,
  type ZatcaReportingPort,
} from './zatca-reporting-port.ts';

/** How long one report may take before it is tried again later. */
const requestTimeoutMs = 30_000;

/** Where and as whom the adapter reports (`ZATCA_REPORTING_*`). */
export interface ZatcaReportingConnection {
  /** The API root, e.g. `https://gw-fatoora.zatca.gov.sa/e-invoicing/core`. */
  apiUrl: string;
  /** The CSID's binary security token (the Basic user) and its secret. */
  username: string;
  secret: string;
  fetch: typeof fetch;
}

const messagesSchema = z.optional(
  z.nullable(z.array(z.object({ code: z.optional(z.nullable(z.string())), message: z.string() }))),
);

/** The part of ZATCA's reporting answer read here (its developer portal's Reporting API). */
const reportingAnswerSchema = z.object({
  reportingStatus: z.optional(z.nullable(z.string())),
  validationResults: z.optional(
    z.nullable(
      z.object({
        status: z.optional(z.nullable(z.string())),
        warningMessages: messagesSchema,
        errorMessages: messagesSchema,
      }),
    ),
  ),
});

function wordsOf(body: z.infer<typeof reportingAnswerSchema>, fallback: string): string {
  const results = body.validationResults;
  const messages = [...(results?.errorMessages ?? []), ...(results?.warningMessages ?? [])].map(
    (entry) => (entry.code ? `${entry.code}: ${entry.message}` : entry.message),
  );
  return messages.length > 0 ? messages.join(' · ') : fallback;
}

/**
 * ZATCA's reporting API (`POST /invoices/reporting/single`, API version V2, HTTP Basic with the
 * CSID): the body carries the hash, the UUID and the XML in Base64; `Clearance-Status: 0`, since
 * simplified invoices are reported, not cleared. 200 and 202 (with warnings) are `reported`, 400
 * is `rejected` in ZATCA's words; anything else — network, time-out, 401, 429, 5xx — is
 * {@link ReportingUnavailableError}, for the worker to try again.
 *
 * @example
 * const port = httpZatcaReporting({ apiUrl, username, secret, fetch });
 */
export function httpZatcaReporting(connection: ZatcaReportingConnection): ZatcaReportingPort {
  const root = connection.apiUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${connection.username}:${connection.secret}`).toString('base64')}`;
  return {
    target: root,
    async report(document: ReportableDocument): Promise<ReportingAnswer> {
      let response: Response;
      let text: string;
      try {
        response = await connection.fetch(`${root}/invoices/reporting/single`, {
          method: 'POST',
          headers: {
            authorization,
            accept: 'application/json',
            'accept-language': 'en',
            'accept-version': 'V2',
            'clearance-status': '0',
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            invoiceHash: document.hash,
            uuid: document.uuid,
            invoice: Buffer.from(document.xml, 'utf8').toString('base64'),
          }),
          signal: AbortSignal.timeout(requestTimeoutMs),
        });
        text = await response.text();
      } catch (cause) {
        throw new ReportingUnavailableError('ZATCA could not be reached.', { cause });
      }
      if (response.status !== 200 && response.status !== 202 && response.status !== 400) {
        throw new ReportingUnavailableError(`ZATCA answered ${response.status}.`);
      }
      let json: unknown;
      try {
        json = text === '' ? {} : JSON.parse(text);
      } catch (cause) {
        throw new ReportingUnavailableError('ZATCA answered something other than JSON.', { cause });
      }
      const body = reportingAnswerSchema.safeParse(json);
      const read = body.success ? body.data : {};
      if (response.status === 400 || read.reportingStatus === 'NOT_REPORTED') {
        return { outcome: 'rejected', message: wordsOf(read, 'ZATCA refused the document.') };
      }
      return {
        outcome: 'reported',
        message: wordsOf(read, response.status === 202 ? 'Reported with warnings.' : 'Reported.'),
      };
    },
  };
}
