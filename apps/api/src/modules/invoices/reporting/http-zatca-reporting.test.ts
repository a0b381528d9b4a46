import { describe, expect, it } from 'vitest';
import { httpZatcaReporting } from './http-zatca-reporting.ts';
import { ReportingUnavailableError } from './zatca-reporting-port.ts';

const document = {
  uuid: '3cf5ee18-ee25-44ea-a444-2c37ba7f28be',
  hash: 'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzk=',
  xml: '<Invoice>ا</Invoice>',
  counter: 7,
};

/** A fetch answering `status` with `body`, recording the request it got. */
function answering(status: number, body: unknown) {
  const requests: { url: string; init: RequestInit }[] = [];
  // The adapter passes its URL as a string.
  const fetch: typeof globalThis.fetch = (url, init) => {
    requests.push({ url: typeof url === 'string' ? url : 'not a string', init: init ?? {} });
    return Promise.resolve(
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
    );
  };
  return { fetch, requests };
}

const connection = {
  apiUrl: 'https://zatca.example/e-invoicing/core/',
  username: 'TOKEN',
  secret: 's3cret',
};

describe('httpZatcaReporting (ZATCA reporting API)', () => {
  it('posts the hash, the UUID and the Base64 XML with the V2 headers and Basic credentials', async () => {
    const zatca = answering(200, {
      reportingStatus: 'REPORTED',
      validationResults: { status: 'PASS', warningMessages: [], errorMessages: [] },
    });
    const answer = await httpZatcaReporting({ ...connection, fetch: zatca.fetch }).report(document);
    expect(answer).toEqual({ outcome: 'reported', message: 'Reported.' });
    const [request] = zatca.requests;
    expect(request?.url).toBe('https://zatca.example/e-invoicing/core/invoices/reporting/single');
    expect(request?.init.method).toBe('POST');
    expect(request?.init.headers).toMatchObject({
      authorization: `Basic ${Buffer.from('TOKEN:s3cret').toString('base64')}`,
      'accept-version': 'V2',
      'clearance-status': '0',
      'accept-language': 'en',
    });
    const sent = request?.init.body;
    const body = JSON.parse(typeof sent === 'string' ? sent : '{}') as Record<string, string>;
    expect(body).toEqual({
      invoiceHash: document.hash,
      uuid: document.uuid,
      invoice: Buffer.from(document.xml, 'utf8').toString('base64'),
    });
  });

  it("answers 202 as reported with ZATCA's warnings, 400 as rejected with its errors", async () => {
    const warned = answering(202, {
      reportingStatus: 'REPORTED',
      validationResults: {
        warningMessages: [{ code: 'BR-KSA-98', message: 'Simplified invoice reported late' }],
      },
    });
    expect(
      await httpZatcaReporting({ ...connection, fetch: warned.fetch }).report(document),
    ).toEqual({
      outcome: 'reported',
      message: 'BR-KSA-98: Simplified invoice reported late',
    });
    const refused = answering(400, {
      reportingStatus: 'NOT_REPORTED',
      validationResults: {
        errorMessages: [{ code: 'invoiceHash_QRCODE_INVALID', message: 'Hash does not match' }],
      },
    });
    expect(
      await httpZatcaReporting({ ...connection, fetch: refused.fetch }).report(document),
    ).toEqual({
      outcome: 'rejected',
      message: 'invoiceHash_QRCODE_INVALID: Hash does not match',
    });
  });

  it.each([
    [401, ''],
    [429, ''],
    [500, 'Internal error'],
    [503, ''],
    [200, '<html>not json</html>'],
  ])('throws ReportingUnavailableError for %i %j, to be tried again', async (status, body) => {
    const zatca = answering(status, body);
    await expect(
      httpZatcaReporting({ ...connection, fetch: zatca.fetch }).report(document),
    ).rejects.toBeInstanceOf(ReportingUnavailableError);
  });

  it('throws ReportingUnavailableError when ZATCA cannot be reached', async () => {
    const unreachable = (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch;
    await expect(
      httpZatcaReporting({ ...connection, fetch: unreachable }).report(document),
    ).rejects.toThrow(new ReportingUnavailableError('ZATCA could not be reached.'));
  });
});
