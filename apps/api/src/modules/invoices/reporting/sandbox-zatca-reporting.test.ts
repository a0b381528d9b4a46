import { describe, expect, it } from 'vitest';
import { buildTaxDocument } from '../zatca/index.ts';
import { invoiceInput } from '../zatca/testing/document-input.ts';
import { sandboxZatcaReporting } from './sandbox-zatca-reporting.ts';

const input = invoiceInput({ counter: 12 });
const built = buildTaxDocument(input, null);
const good = { uuid: input.uuid, hash: built.hash, xml: built.xml, counter: 12 };

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
    [{ hash: Buffer.alloc(32, 7).toString('base64') }, "The invoice hash is not the XML's."],
    [{ xml: `${built.xml.replace('</Invoice>', '')}` }, 'The invoice is not well-formed XML.'],
  ])('rejects a malformed document (%j): %s', async (change, message) => {
    expect(await sandboxZatcaReporting.report({ ...good, ...change })).toEqual({
      outcome: 'rejected',
      message,
    });
  });
});
