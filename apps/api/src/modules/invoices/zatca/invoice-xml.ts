import type { SellerDetails, TaxInvoiceLine } from '@storefront/contracts';
import { leaf, node, renderXml, type XmlElement } from './xml-element.ts';

/**
 * What a simplified tax invoice or credit note says (docs/product/invoice-xml-and-stamp.md). The
 * amounts are in `currency` (SAR); they are written with 2 decimals and must add up to the halala.
 */
export interface InvoiceDocumentInput {
  kind: 'invoice' | 'creditNote';
  /** The document's number (UBL `cbc:ID`), unique per tenant. */
  number: string;
  uuid: string;
  /** Invoice counter value (ICV): 1, 2, 3 … across the tenant's documents. */
  counter: number;
  /** The previous document's hash (PIH), `firstPreviousHash` for the first one. */
  previousHash: string;
  issuedAt: Date;
  seller: SellerDetails;
  currency: string;
  lines: TaxInvoiceLine[];
  /** Order-level discount without VAT (a coupon), 0 when none. */
  discountExclVat: number;
  totalExclVat: number;
  vatTotal: number;
  totalInclVat: number;
  /** For a credit note: the invoice it corrects (UBL BillingReference); null for an invoice. */
  referencesInvoiceNumber: string | null;
  /** For a credit note: why it was issued (ZATCA's instruction note); null for an invoice. */
  reason: string | null;
}

/** Input a tax document cannot be made from: the amounts do not add up, a field is missing. */
export class InvoiceInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvoiceInputError';
  }
}

/** UBL 2.1 namespaces (OASIS UBL 2.1, as ZATCA's XML implementation standard uses them). */
export const ublNamespaces = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
} as const;

/**
 * ZATCA's invoice type codes (XML implementation standard, KSA-2 and BT-3): 388 a tax invoice, 381
 * a credit note; the name "0200000" marks a simplified (B2C) document with none of the special
 * flags (third party, nominal, export, summary, self-billed).
 */
const typeCodes = { invoice: '388', creditNote: '381' } as const;
const simplifiedTransaction = '0200000';

/**
 * "Instrument not defined" (UNTDID 4461): a credit note needs a PaymentMeans to carry its
 * instruction note (ZATCA BR-KSA-17), and the checkout does not tell the invoice how it was paid.
 */
const paymentMeansNotDefined = '1';

/** Saudi Arabia keeps UTC+3 all year (no daylight saving): the invoice's local date and time. */
const riyadhOffsetMs = 3 * 60 * 60 * 1000;

/** The invoice's IssueDate and IssueTime: its instant in Saudi time, as ZATCA's samples write it. */
export function issueDateTime(issuedAt: Date): { date: string; time: string } {
  if (Number.isNaN(issuedAt.getTime())) throw new InvoiceInputError('issuedAt is not a date');
  const local = new Date(issuedAt.getTime() + riyadhOffsetMs).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 19) };
}

/** Amounts are compared and written in halalas (integers) so that the sums hold exactly. */
function toHalalas(amount: number, what: string): number {
  if (!Number.isFinite(amount)) throw new InvoiceInputError(`${what} is not a number`);
  return Math.round(amount * 100);
}

/** A money amount as UBL writes it: 2 decimals. */
export function formatAmount(amount: number): string {
  return (toHalalas(amount, 'amount') / 100).toFixed(2);
}

/** A unit price keeps up to 6 decimals (a price without VAT is rarely whole halalas). */
function formatPrice(amount: number): string {
  const fixed = amount.toFixed(6).replace(/0+$/, '');
  const [whole = '0', decimals = ''] = fixed.split('.');
  return `${whole}.${decimals.padEnd(2, '0')}`;
}

function formatPercent(rate: number): string {
  return rate.toFixed(2);
}

interface TaxGroup {
  rate: number;
  taxable: number;
  tax: number;
}

/**
 * Checks that the amounts add up to the halala (ZATCA's BR-CO-10, -13, -15 and the line rules)
 * and groups the VAT by rate for the TaxSubtotals.
 */
function checkedTaxGroups(input: InvoiceDocumentInput): TaxGroup[] {
  if (input.lines.length === 0) throw new InvoiceInputError('A tax document has at least one line');
  const groups = new Map<number, TaxGroup>();
  let lineSum = 0;
  for (const [index, line] of input.lines.entries()) {
    const what = `line ${String(index + 1)}`;
    if (!(line.vatRate > 0)) {
      // A zero-rated or exempt line needs ZATCA's exemption reason code (BR-KSA-69), which the
      // order does not carry.
      throw new InvoiceInputError(`${what}: only standard-rated (VAT > 0 %) lines are supported`);
    }
    if (!(line.quantity > 0)) throw new InvoiceInputError(`${what}: the quantity must be positive`);
    const excl = toHalalas(line.totalExclVat, `${what} totalExclVat`);
    const vat = toHalalas(line.vatAmount, `${what} vatAmount`);
    const incl = toHalalas(line.totalInclVat, `${what} totalInclVat`);
    if (excl < 0 || vat < 0) throw new InvoiceInputError(`${what}: amounts are not negative`);
    if (excl + vat !== incl) {
      throw new InvoiceInputError(`${what}: totalExclVat + vatAmount must equal totalInclVat`);
    }
    lineSum += excl;
    const group = groups.get(line.vatRate) ?? { rate: line.vatRate, taxable: 0, tax: 0 };
    group.taxable += excl;
    group.tax += vat;
    groups.set(line.vatRate, group);
  }
  const discount = toHalalas(input.discountExclVat, 'discountExclVat');
  const totalExcl = toHalalas(input.totalExclVat, 'totalExclVat');
  const vatTotal = toHalalas(input.vatTotal, 'vatTotal');
  const totalIncl = toHalalas(input.totalInclVat, 'totalInclVat');
  if (discount < 0) throw new InvoiceInputError('discountExclVat is not negative');
  if (lineSum - discount !== totalExcl) {
    throw new InvoiceInputError('the lines without VAT less the discount must equal totalExclVat');
  }
  if (totalExcl + vatTotal !== totalIncl) {
    throw new InvoiceInputError('totalExclVat + vatTotal must equal totalInclVat');
  }
  const list = [...groups.values()];
  const [only] = list;
  if (list.length === 1 && only) {
    // One rate: the discount comes off its taxable amount, and the VAT is the order's.
    return [{ rate: only.rate, taxable: totalExcl, tax: vatTotal }];
  }
  if (discount !== 0) {
    // ZATCA wants a document-level allowance per VAT category; splitting one discount over several
    // rates is a tax decision the order has not made.
    throw new InvoiceInputError('an order discount is supported only when every line has one rate');
  }
  if (list.reduce((sum, group) => sum + group.tax, 0) !== vatTotal) {
    throw new InvoiceInputError("vatTotal must equal the sum of the lines' VAT");
  }
  return list;
}

function checkKind(input: InvoiceDocumentInput): void {
  if (input.currency !== 'SAR') {
    // The tax currency is SAR (BR-KSA-68); another document currency would need a second TaxTotal
    // converted at an exchange rate the order does not have.
    throw new InvoiceInputError(`Tax documents are issued in SAR, not ${input.currency}`);
  }
  if (!Number.isInteger(input.counter) || input.counter < 1) {
    throw new InvoiceInputError('The invoice counter is a positive integer');
  }
  if (input.kind === 'creditNote') {
    if (!input.referencesInvoiceNumber) {
      throw new InvoiceInputError('A credit note references the invoice it corrects');
    }
    if (!input.reason) throw new InvoiceInputError('A credit note says why it was issued');
  } else if (input.referencesInvoiceNumber !== null || input.reason !== null) {
    throw new InvoiceInputError('Only a credit note references an invoice and gives a reason');
  }
}

function amount(name: string, value: number, currency: string): XmlElement {
  return leaf(name, formatAmount(value), { currencyID: currency });
}

function taxCategory(name: string, rate: number): XmlElement {
  // S: standard rate (UNCL 5305), the only category `checkedTaxGroups` lets through. The
  // document-level categories name their code lists, as ZATCA's samples do; the line's does not.
  const lists = name === 'cac:ClassifiedTaxCategory' ? null : { agency: '6' };
  return node(name, [
    leaf(
      'cbc:ID',
      'S',
      lists ? { schemeID: 'UN/ECE 5305', schemeAgencyID: lists.agency } : undefined,
    ),
    leaf('cbc:Percent', formatPercent(rate)),
    node('cac:TaxScheme', [
      leaf(
        'cbc:ID',
        'VAT',
        lists ? { schemeID: 'UN/ECE 5153', schemeAgencyID: lists.agency } : undefined,
      ),
    ]),
  ]);
}

function sellerParty(seller: SellerDetails): XmlElement {
  const { address } = seller;
  return node('cac:AccountingSupplierParty', [
    node('cac:Party', [
      node('cac:PartyIdentification', [
        leaf('cbc:ID', seller.commercialRegistration, { schemeID: 'CRN' }),
      ]),
      node('cac:PostalAddress', [
        leaf('cbc:StreetName', address.street),
        leaf('cbc:BuildingNumber', address.buildingNumber),
        address.additionalNumber === null
          ? null
          : leaf('cbc:PlotIdentification', address.additionalNumber),
        leaf('cbc:CitySubdivisionName', address.district),
        leaf('cbc:CityName', address.city),
        leaf('cbc:PostalZone', address.postalCode),
        node('cac:Country', [leaf('cbc:IdentificationCode', address.countryCode)]),
      ]),
      node('cac:PartyTaxScheme', [
        leaf('cbc:CompanyID', seller.vatNumber),
        node('cac:TaxScheme', [leaf('cbc:ID', 'VAT')]),
      ]),
      node('cac:PartyLegalEntity', [leaf('cbc:RegistrationName', seller.legalNameAr)]),
    ]),
  ]);
}

function embeddedText(id: string, text: string): XmlElement {
  return node('cac:AdditionalDocumentReference', [
    leaf('cbc:ID', id),
    node('cac:Attachment', [
      leaf('cbc:EmbeddedDocumentBinaryObject', text, { mimeCode: 'text/plain' }),
    ]),
  ]);
}

function invoiceLine(line: TaxInvoiceLine, index: number, currency: string): XmlElement {
  return node('cac:InvoiceLine', [
    leaf('cbc:ID', String(index + 1)),
    leaf('cbc:InvoicedQuantity', String(line.quantity), { unitCode: 'PCE' }),
    amount('cbc:LineExtensionAmount', line.totalExclVat, currency),
    node('cac:TaxTotal', [
      amount('cbc:TaxAmount', line.vatAmount, currency),
      // ZATCA's KSA-12: the line amount with VAT.
      amount('cbc:RoundingAmount', line.totalInclVat, currency),
    ]),
    node('cac:Item', [
      leaf('cbc:Name', line.name),
      taxCategory('cac:ClassifiedTaxCategory', line.vatRate),
    ]),
    node('cac:Price', [
      leaf('cbc:PriceAmount', formatPrice(line.unitPriceExclVat), { currencyID: currency }),
    ]),
  ]);
}

/**
 * The parts of the document that its hash leaves out (ZATCA's XML implementation standard): the
 * signature extension, the `cac:Signature` reference and the QR code. Whether they are present
 * changes the whitespace that stays, so the hashed rendering and the published one must agree on
 * `signed`; their content does not change the hash.
 */
export interface UnhashedParts {
  qrCode: string;
  /** The `ext:UBLExtensions` element (phase 2), or null for an unsigned document. */
  signatureExtension: XmlElement | null;
}

/** The UBL 2.1 XML of a simplified tax invoice or credit note. */
export function renderInvoiceXml(input: InvoiceDocumentInput, parts: UnhashedParts): string {
  checkKind(input);
  const groups = checkedTaxGroups(input);
  const { currency } = input;
  const { date, time } = issueDateTime(input.issuedAt);
  const signed = parts.signatureExtension !== null;
  const lineTotal = input.lines.reduce(
    (sum, line) => sum + toHalalas(line.totalExclVat, 'line'),
    0,
  );
  const discount = toHalalas(input.discountExclVat, 'discountExclVat');
  const creditNote = input.kind === 'creditNote';

  const root = node(
    'Invoice',
    [
      leaf('cbc:ProfileID', 'reporting:1.0'),
      leaf('cbc:ID', input.number),
      leaf('cbc:UUID', input.uuid),
      leaf('cbc:IssueDate', date),
      leaf('cbc:IssueTime', time),
      leaf('cbc:InvoiceTypeCode', typeCodes[input.kind], { name: simplifiedTransaction }),
      leaf('cbc:DocumentCurrencyCode', currency),
      leaf('cbc:TaxCurrencyCode', 'SAR'),
      creditNote
        ? node('cac:BillingReference', [
            node('cac:InvoiceDocumentReference', [
              leaf('cbc:ID', input.referencesInvoiceNumber ?? ''),
            ]),
          ])
        : null,
      node('cac:AdditionalDocumentReference', [
        leaf('cbc:ID', 'ICV'),
        leaf('cbc:UUID', String(input.counter)),
      ]),
      embeddedText('PIH', input.previousHash),
      embeddedText('QR', parts.qrCode),
      signed
        ? node('cac:Signature', [
            leaf('cbc:ID', 'urn:oasis:names:specification:ubl:signature:Invoice'),
            leaf('cbc:SignatureMethod', 'urn:oasis:names:specification:ubl:dsig:enveloped:xades'),
          ])
        : null,
      sellerParty(input.seller),
      // A simplified (B2C) document names no buyer; UBL still wants the element.
      node('cac:AccountingCustomerParty', []),
      creditNote
        ? node('cac:PaymentMeans', [
            leaf('cbc:PaymentMeansCode', paymentMeansNotDefined),
            leaf('cbc:InstructionNote', input.reason ?? ''),
          ])
        : null,
      discount > 0
        ? node('cac:AllowanceCharge', [
            leaf('cbc:ChargeIndicator', 'false'),
            leaf('cbc:AllowanceChargeReason', 'discount'),
            amount('cbc:Amount', input.discountExclVat, currency),
            taxCategory('cac:TaxCategory', groups[0]?.rate ?? 0),
          ])
        : null,
      // ZATCA asks for two TaxTotals, as its samples order them: the tax currency's total alone,
      // then the document currency's with the subtotals.
      node('cac:TaxTotal', [amount('cbc:TaxAmount', input.vatTotal, 'SAR')]),
      node('cac:TaxTotal', [
        amount('cbc:TaxAmount', input.vatTotal, currency),
        ...groups.map((group) =>
          node('cac:TaxSubtotal', [
            amount('cbc:TaxableAmount', group.taxable / 100, currency),
            amount('cbc:TaxAmount', group.tax / 100, currency),
            taxCategory('cac:TaxCategory', group.rate),
          ]),
        ),
      ]),
      node('cac:LegalMonetaryTotal', [
        amount('cbc:LineExtensionAmount', lineTotal / 100, currency),
        amount('cbc:TaxExclusiveAmount', input.totalExclVat, currency),
        amount('cbc:TaxInclusiveAmount', input.totalInclVat, currency),
        amount('cbc:AllowanceTotalAmount', input.discountExclVat, currency),
        amount('cbc:PrepaidAmount', 0, currency),
        amount('cbc:PayableAmount', input.totalInclVat, currency),
      ]),
      ...input.lines.map((line, index) => invoiceLine(line, index, currency)),
    ],
    {
      xmlns: ublNamespaces.invoice,
      'xmlns:cac': ublNamespaces.cac,
      'xmlns:cbc': ublNamespaces.cbc,
      'xmlns:ext': ublNamespaces.ext,
    },
  );
  const body = renderXml(root);
  // The signature extension goes right after the root's start tag, unindented, as ZATCA's SDK
  // writes it: its signed properties then sit exactly as ZATCA hashes them
  // (xades-signature.ts, signedPropertiesForHashing).
  const startTagEnd = body.indexOf('>') + 1;
  const extension = parts.signatureExtension ? renderXml(parts.signatureExtension, 0) : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body.slice(0, startTagEnd)}${extension}${body.slice(startTagEnd)}\n`;
}
