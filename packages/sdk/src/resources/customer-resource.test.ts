import type { OrderTaxDocuments, TaxInvoice } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import { createCustomerResource } from './customer-resource.ts';
import { describeResourceCalls } from './testing/describe-resource-calls.ts';
import { fakeApi, onlyRequest } from './testing/fake-api.ts';
import {
  cartId,
  sampleCustomer,
  sampleOrderList,
  sampleSubscription,
} from './testing/sample-answers.ts';

const sampleInvoice: TaxInvoice = {
  kind: 'invoice',
  number: 'INV-000007',
  uuid: '3cf5ee18-ee25-44ea-a444-2c37ba7f28be',
  counter: 7,
  previousHash:
    'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==',
  hash: 'PBGSm3j+nvMuT+MUHuwYTfF+OTVdIGZKjlGM8CZRRZA=',
  issuedAt: '2026-11-27T08:30:00.000Z',
  phase: 'generation',
  orderNumber: 'ORD-000042',
  cartId,
  referencesInvoiceNumber: null,
  reason: null,
  seller: {
    legalNameAr: 'متجر العرض التجريبي',
    legalNameEn: 'Demo Store Trading Co.',
    vatNumber: '310122393500003',
    commercialRegistration: '1010010000',
    address: {
      street: 'King Fahd Road',
      buildingNumber: '2322',
      additionalNumber: null,
      district: 'Al Olaya',
      city: 'Riyadh',
      postalCode: '12214',
      countryCode: 'SA',
    },
    phone: '+966112345678',
    email: 'care@demo.example',
  },
  currency: 'SAR',
  lines: [
    {
      name: 'Haircut',
      quantity: 2,
      unitPriceExclVat: 100,
      vatRate: 15,
      vatAmount: 30,
      totalExclVat: 200,
      totalInclVat: 230,
    },
  ],
  discountExclVat: 0,
  totalExclVat: 200,
  vatTotal: 30,
  totalInclVat: 230,
  qrCode: 'AQ==',
  reporting: { status: 'notRequired', attempts: 0, lastAttemptAt: null, message: null },
};

const sampleTaxDocuments: OrderTaxDocuments = {
  invoice: sampleInvoice,
  creditNotes: [
    {
      ...sampleInvoice,
      kind: 'creditNote',
      number: 'CRN-000008',
      counter: 8,
      referencesInvoiceNumber: 'INV-000007',
      reason: 'Refund',
    },
  ],
};

const taxInvoicePath = `/api/app/identity-customer/orders/${cartId}/tax-invoice`;

describeResourceCalls('customer resource', createCustomerResource, [
  {
    name: 'get',
    call: (customer) => customer.get(),
    method: 'GET',
    path: '/api/app/identity-customer',
    answer: sampleCustomer,
    requiredField: 'mobileNumber',
  },
  {
    name: 'update',
    call: (customer) => customer.update({ name: 'Sara Ali', email: 'sara@example.com' }),
    method: 'PUT',
    path: '/api/app/identity-customer',
    body: { kind: 'json', value: { name: 'Sara Ali', email: 'sara@example.com' } },
    answer: { ...sampleCustomer, name: 'Sara Ali', email: 'sara@example.com' },
    requiredField: 'customFields',
  },
  {
    name: 'orders (the spec defaults: 5 from 0)',
    call: (customer) => customer.orders(),
    method: 'GET',
    path: '/api/app/identity-customer/orders',
    query: [
      ['SkipCount', '0'],
      ['MaxResultCount', '5'],
    ],
    answer: sampleOrderList,
    requiredField: 'items.0.items',
  },
  {
    name: 'orders (next page)',
    call: (customer) => customer.orders({ SkipCount: 5 }),
    method: 'GET',
    path: '/api/app/identity-customer/orders',
    query: [
      ['SkipCount', '5'],
      ['MaxResultCount', '5'],
    ],
    answer: sampleOrderList,
  },
  {
    name: 'activeSubscription',
    call: (customer) => customer.activeSubscription(),
    method: 'GET',
    path: '/api/app/identity-customer/customer-subscription',
    answer: sampleSubscription,
    requiredField: 'endDate',
  },
  {
    name: 'activeSubscription (JSON null: none)',
    call: (customer) => customer.activeSubscription(),
    method: 'GET',
    path: '/api/app/identity-customer/customer-subscription',
    answer: null,
  },
  {
    name: 'activeSubscription (204: none)',
    call: (customer) => customer.activeSubscription(),
    method: 'GET',
    path: '/api/app/identity-customer/customer-subscription',
    expected: null,
  },
  {
    name: 'taxInvoice',
    call: (customer) => customer.taxInvoice(cartId),
    method: 'GET',
    path: taxInvoicePath,
    answer: sampleTaxDocuments,
    requiredField: 'invoice.qrCode',
  },
  {
    name: 'taxInvoice (a credit note without the invoice it references)',
    call: (customer) => customer.taxInvoice(cartId),
    method: 'GET',
    path: taxInvoicePath,
    answer: sampleTaxDocuments,
    requiredField: 'creditNotes.0.referencesInvoiceNumber',
  },
]);

describe('customer resource: a tax document as XML', () => {
  const xml = '<?xml version="1.0" encoding="UTF-8"?><Invoice/>';
  const xmlAnswer = () =>
    new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });

  it('fetches the invoice’s XML as text, asking for XML', async () => {
    const { http, sent } = fakeApi({ response: xmlAnswer });

    const text = await createCustomerResource(http).taxInvoiceXml(cartId);

    const request = onlyRequest(sent);
    expect(request.url.pathname).toBe(`${taxInvoicePath}/xml`);
    expect([...request.url.searchParams]).toEqual([]);
    expect(request.headers.get('Accept')).toBe('application/xml, application/json');
    expect(text).toBe(xml);
  });

  it('names a credit note by its number', async () => {
    const { http, sent } = fakeApi({ response: xmlAnswer });

    await createCustomerResource(http).taxInvoiceXml(cartId, { creditNote: 'CRN-000008' });

    expect([...onlyRequest(sent).url.searchParams]).toEqual([['creditNote', 'CRN-000008']]);
  });

  it('escapes the cart id as one path segment', async () => {
    const { http, sent } = fakeApi({ response: xmlAnswer });

    await createCustomerResource(http).taxInvoiceXml('a/b?c');

    expect(onlyRequest(sent).url.pathname).toBe(
      '/api/app/identity-customer/orders/a%2Fb%3Fc/tax-invoice/xml',
    );
  });

  it('rejects with the API’s error when the order is not the caller’s (404)', async () => {
    const { http } = fakeApi({
      json: { error: { code: 'NOT_FOUND', message: 'No such order' } },
      status: 404,
    });

    const failure = createCustomerResource(http).taxInvoiceXml(cartId);

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404 });
  });
});
