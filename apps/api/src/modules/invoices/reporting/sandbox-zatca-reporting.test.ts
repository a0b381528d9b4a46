import { describe, expect, it } from 'vitest';
import { sandboxZatcaReporting } from './sandbox-zatca-reporting.ts';

const uuid = '3cf5ee18-ee25-44ea-a444-2c37ba7f28be';
const good = {
  uuid,
  hash: Buffer.alloc(32, 7).toString('base64'),
  xml: `<?xml version="1.0"?><Invoice><cbc:ProfileID>reporting:1.0</cbc:ProfileID><cbc:UUID>${uuid}</cbc:UUID><cbc:UUID>12</cbc:UUID></Invoice>`,
  counter: 12,
};

describe('sandboxZatcaReporting (the stand-in)', () => {
  it('reports a well-formed document, the same way every time', async () => {
    const first = await sandboxZatcaReporting.report(good);
    expect(first).toEqual({
      outcome: 'reported',
      message: 'Reported to the sandbox stand-in (not to ZATCA).',
    });
    expect(await sandboxZatcaReporting.report(good)).toEqual(first);
  });

  it.each([
    [{ uuid: 'INV-1' }, 'The UUID is not a UUID.'],
    [{ hash: 'abc' }, 'The invoice hash is not a Base64 SHA-256 digest.'],
    [{ xml: 'Invoice' }, 'The invoice is not XML.'],
    [{ xml: '<Invoice/>' }, "The XML does not carry the document's UUID."],
    [{ counter: 13 }, "The XML does not carry the document's counter (ICV)."],
  ])('rejects a malformed document (%j): %s', async (change, message) => {
    expect(await sandboxZatcaReporting.report({ ...good, ...change })).toEqual({
      outcome: 'rejected',
      message,
    });
  });
});
