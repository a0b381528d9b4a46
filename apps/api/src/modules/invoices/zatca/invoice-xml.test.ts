import { describe, expect, it } from 'vitest';
import { parseXml } from './invoice-hash.ts';
import {
  InvoiceInputError,
  issueDateTime,
  renderInvoiceXml,
  ublNamespaces,
  type InvoiceDocumentInput,
} from './invoice-xml.ts';
import { creditNoteInput, demoSeller, invoiceInput } from './testing/document-input.ts';

const unsigned = { qrCode: 'QR-TEXT', signatureExtension: null };
const prefixes = { cbc: ublNamespaces.cbc, cac: ublNamespaces.cac, ext: ublNamespaces.ext };

/** The elements at a path of prefixed names below the root, e.g. 'cac:TaxTotal/cbc:TaxAmount'. */
function at(root: Element, path: string): Element[] {
  return path.split('/').reduce<Element[]>(
    (current, step) => {
      const [prefix = '', localName = ''] = step.split(':');
      const namespace = prefixes[prefix as keyof typeof prefixes];
      return current.flatMap((element) =>
        Array.from(element.childNodes).filter(
          (child): child is Element =>
            child.nodeType === child.ELEMENT_NODE &&
            (child as Element).namespaceURI === namespace &&
            (child as Element).localName === localName,
        ),
      );
    },
    [root],
  );
}

function texts(root: Element, path: string): string[] {
  return at(root, path).map((element) => element.textContent);
}

function render(input: InvoiceDocumentInput): Element {
  return parseXml(renderInvoiceXml(input, unsigned)).documentElement;
}

describe('the UBL 2.1 XML of a simplified tax invoice', () => {
  const root = render(invoiceInput());

  it('is a UBL Invoice with the reporting profile, number, UUID and type 388 / 0200000', () => {
    expect(root.namespaceURI).toBe(ublNamespaces.invoice);
    expect(root.localName).toBe('Invoice');
    expect(texts(root, 'cbc:ProfileID')).toEqual(['reporting:1.0']);
    expect(texts(root, 'cbc:ID')).toEqual(['INV-000001']);
    expect(texts(root, 'cbc:UUID')).toEqual(['3cf5ee18-ee25-44ea-a444-2c37ba7f28be']);
    const [typeCode] = at(root, 'cbc:InvoiceTypeCode');
    expect(typeCode?.textContent).toBe('388');
    expect(typeCode?.getAttribute('name')).toBe('0200000');
    expect(texts(root, 'cbc:DocumentCurrencyCode')).toEqual(['SAR']);
    expect(texts(root, 'cbc:TaxCurrencyCode')).toEqual(['SAR']);
    expect(at(root, 'cac:BillingReference')).toEqual([]);
    expect(at(root, 'ext:UBLExtensions')).toEqual([]);
    expect(at(root, 'cac:Signature')).toEqual([]);
  });

  it('dates the invoice in Saudi time (UTC+3), the next day after 21:00 UTC', () => {
    expect(texts(root, 'cbc:IssueDate')).toEqual(['2026-11-28']);
    expect(texts(root, 'cbc:IssueTime')).toEqual(['00:30:05']);
    expect(issueDateTime(new Date('2026-11-27T08:00:00Z'))).toEqual({
      date: '2026-11-27',
      time: '11:00:00',
    });
  });

  it('carries the counter (ICV), the previous hash (PIH) and the QR code', () => {
    const references = at(root, 'cac:AdditionalDocumentReference');
    expect(references.map((reference) => texts(reference, 'cbc:ID')[0])).toEqual([
      'ICV',
      'PIH',
      'QR',
    ]);
    const [icv, pih, qr] = references;
    expect(icv && texts(icv, 'cbc:UUID')).toEqual(['1']);
    expect(pih && texts(pih, 'cac:Attachment/cbc:EmbeddedDocumentBinaryObject')).toEqual([
      invoiceInput().previousHash,
    ]);
    expect(qr && texts(qr, 'cac:Attachment/cbc:EmbeddedDocumentBinaryObject')).toEqual(['QR-TEXT']);
  });

  it('names the seller: Arabic legal name, VAT number, CR and national address', () => {
    const [party] = at(root, 'cac:AccountingSupplierParty/cac:Party');
    if (!party) throw new Error('no seller party');
    const [crn] = at(party, 'cac:PartyIdentification/cbc:ID');
    expect(crn?.getAttribute('schemeID')).toBe('CRN');
    expect(crn?.textContent).toBe('1010010000');
    expect(texts(party, 'cac:PartyTaxScheme/cbc:CompanyID')).toEqual(['310122393500003']);
    expect(texts(party, 'cac:PartyTaxScheme/cac:TaxScheme/cbc:ID')).toEqual(['VAT']);
    expect(texts(party, 'cac:PartyLegalEntity/cbc:RegistrationName')).toEqual([
      'شركة متجر الرياض التجريبي',
    ]);
    expect(texts(party, 'cac:PostalAddress/cbc:StreetName')).toEqual(['طريق الملك فهد']);
    expect(texts(party, 'cac:PostalAddress/cbc:BuildingNumber')).toEqual(['1234']);
    expect(texts(party, 'cac:PostalAddress/cbc:PlotIdentification')).toEqual(['5678']);
    expect(texts(party, 'cac:PostalAddress/cbc:CitySubdivisionName')).toEqual(['العليا']);
    expect(texts(party, 'cac:PostalAddress/cbc:CityName')).toEqual(['الرياض']);
    expect(texts(party, 'cac:PostalAddress/cbc:PostalZone')).toEqual(['12211']);
    expect(texts(party, 'cac:PostalAddress/cac:Country/cbc:IdentificationCode')).toEqual(['SA']);
  });

  it('leaves out the additional number when the seller has none', () => {
    const seller = { ...demoSeller, address: { ...demoSeller.address, additionalNumber: null } };
    const party = render(invoiceInput({ seller }));
    expect(
      texts(
        party,
        'cac:AccountingSupplierParty/cac:Party/cac:PostalAddress/cbc:PlotIdentification',
      ),
    ).toEqual([]);
  });

  it('lists the lines with their VAT, escaping what XML must', () => {
    const lines = at(root, 'cac:InvoiceLine');
    expect(lines.map((line) => texts(line, 'cbc:ID')[0])).toEqual(['1', '2']);
    const [first, second] = lines;
    if (!first || !second) throw new Error('lines missing');
    expect(texts(first, 'cbc:InvoicedQuantity')).toEqual(['2']);
    expect(texts(first, 'cbc:LineExtensionAmount')).toEqual(['100.00']);
    expect(texts(first, 'cac:TaxTotal/cbc:TaxAmount')).toEqual(['15.00']);
    expect(texts(first, 'cac:TaxTotal/cbc:RoundingAmount')).toEqual(['115.00']);
    expect(texts(first, 'cac:Item/cbc:Name')).toEqual(['قهوة عربية 250 غ']);
    expect(texts(first, 'cac:Item/cac:ClassifiedTaxCategory/cbc:ID')).toEqual(['S']);
    expect(texts(first, 'cac:Item/cac:ClassifiedTaxCategory/cbc:Percent')).toEqual(['15.00']);
    expect(texts(first, 'cac:Price/cbc:PriceAmount')).toEqual(['50.00']);
    expect(texts(second, 'cac:Item/cbc:Name')).toEqual(['Dates & "Sukkari" <box>']);
    expect(at(first, 'cbc:LineExtensionAmount')[0]?.getAttribute('currencyID')).toBe('SAR');
  });

  it('states the order discount as a document allowance and the totals after it', () => {
    const [allowance] = at(root, 'cac:AllowanceCharge');
    if (!allowance) throw new Error('no allowance');
    expect(texts(allowance, 'cbc:ChargeIndicator')).toEqual(['false']);
    expect(texts(allowance, 'cbc:Amount')).toEqual(['10.00']);
    expect(texts(allowance, 'cac:TaxCategory/cbc:ID')).toEqual(['S']);
    expect(texts(root, 'cac:TaxTotal/cbc:TaxAmount')).toEqual(['16.50', '16.50']);
    // The first TaxTotal is the tax currency's total alone; the second has the subtotals.
    expect(at(root, 'cac:TaxTotal').map((total) => at(total, 'cac:TaxSubtotal').length)).toEqual([
      0, 1,
    ]);
    const [category] = at(root, 'cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:ID');
    expect(category?.getAttribute('schemeID')).toBe('UN/ECE 5305');
    expect(texts(root, 'cac:TaxTotal/cac:TaxSubtotal/cbc:TaxableAmount')).toEqual(['110.00']);
    expect(texts(root, 'cac:TaxTotal/cac:TaxSubtotal/cbc:TaxAmount')).toEqual(['16.50']);
    const total = (name: string) => texts(root, `cac:LegalMonetaryTotal/cbc:${name}`);
    expect(total('LineExtensionAmount')).toEqual(['120.00']);
    expect(total('TaxExclusiveAmount')).toEqual(['110.00']);
    expect(total('TaxInclusiveAmount')).toEqual(['126.50']);
    expect(total('AllowanceTotalAmount')).toEqual(['10.00']);
    expect(total('PayableAmount')).toEqual(['126.50']);
  });

  it('has no allowance when there is no discount', () => {
    const input = invoiceInput({
      discountExclVat: 0,
      totalExclVat: 120,
      vatTotal: 18,
      totalInclVat: 138,
    });
    expect(at(render(input), 'cac:AllowanceCharge')).toEqual([]);
  });

  it('writes a unit price that is not whole halalas with its decimals', () => {
    const line = {
      name: 'Tea',
      quantity: 3,
      unitPriceExclVat: 8.695652,
      vatRate: 15,
      vatAmount: 3.91,
      totalExclVat: 26.09,
      totalInclVat: 30,
    };
    const xml = render(
      invoiceInput({
        lines: [line],
        discountExclVat: 0,
        totalExclVat: 26.09,
        vatTotal: 3.91,
        totalInclVat: 30,
      }),
    );
    expect(texts(xml, 'cac:InvoiceLine/cac:Price/cbc:PriceAmount')).toEqual(['8.695652']);
  });

  it('groups VAT by rate when lines differ in rate', () => {
    const lines = [
      { ...invoiceInput().lines[0]!, vatRate: 15 },
      {
        name: 'Book',
        quantity: 1,
        unitPriceExclVat: 40,
        vatRate: 5,
        vatAmount: 2,
        totalExclVat: 40,
        totalInclVat: 42,
      },
    ];
    const xml = render(
      invoiceInput({
        lines,
        discountExclVat: 0,
        totalExclVat: 140,
        vatTotal: 17,
        totalInclVat: 157,
      }),
    );
    expect(texts(xml, 'cac:TaxTotal/cac:TaxSubtotal/cbc:TaxableAmount')).toEqual([
      '100.00',
      '40.00',
    ]);
    expect(texts(xml, 'cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:Percent')).toEqual([
      '15.00',
      '5.00',
    ]);
  });
});

describe('the UBL 2.1 XML of a simplified credit note', () => {
  const root = render(creditNoteInput());

  it('is type 381 and references the invoice it corrects', () => {
    const [typeCode] = at(root, 'cbc:InvoiceTypeCode');
    expect(typeCode?.textContent).toBe('381');
    expect(typeCode?.getAttribute('name')).toBe('0200000');
    expect(texts(root, 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID')).toEqual([
      'INV-000001',
    ]);
  });

  it("gives the reason as the payment means' instruction note", () => {
    expect(texts(root, 'cac:PaymentMeans/cbc:InstructionNote')).toEqual([
      'استرداد المبلغ بطلب العميل',
    ]);
    expect(texts(root, 'cac:PaymentMeans/cbc:PaymentMeansCode')).toEqual(['1']);
  });
});

describe('input a tax document cannot be made from', () => {
  const refused: [string, Partial<InvoiceDocumentInput>][] = [
    ['totals that do not add up', { totalInclVat: 126.51 }],
    ['lines that do not add up to the total', { totalExclVat: 111, totalInclVat: 127.5 }],
    [
      'a line whose VAT does not add up',
      { lines: [{ ...invoiceInput().lines[0]!, vatAmount: 14 }] },
    ],
    ['no lines', { lines: [] }],
    ['a zero-rated line', { lines: [{ ...invoiceInput().lines[0]!, vatRate: 0 }] }],
    ['another currency', { currency: 'USD' }],
    ['a counter of 0', { counter: 0 }],
    ['an invoice with a reason', { reason: 'why' }],
    ['a date that is not one', { issuedAt: new Date('nope') }],
  ];
  it.each(refused)('refuses %s', (_, over) => {
    expect(() => renderInvoiceXml(invoiceInput(over), unsigned)).toThrow(InvoiceInputError);
  });

  it('refuses a credit note without its invoice or its reason', () => {
    expect(() =>
      renderInvoiceXml(creditNoteInput({ referencesInvoiceNumber: null }), unsigned),
    ).toThrow(InvoiceInputError);
    expect(() => renderInvoiceXml(creditNoteInput({ reason: null }), unsigned)).toThrow(
      InvoiceInputError,
    );
  });

  it('refuses a discount spread over several rates', () => {
    const lines = [
      invoiceInput().lines[0]!,
      {
        name: 'Book',
        quantity: 1,
        unitPriceExclVat: 40,
        vatRate: 5,
        vatAmount: 2,
        totalExclVat: 40,
        totalInclVat: 42,
      },
    ];
    const input = invoiceInput({
      lines,
      discountExclVat: 10,
      totalExclVat: 130,
      vatTotal: 15.5,
      totalInclVat: 145.5,
    });
    expect(() => renderInvoiceXml(input, unsigned)).toThrow(/one rate/);
  });
});
