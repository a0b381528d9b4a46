import { describe, expect, it } from 'vitest';
import { buildPassJson, type PassContents, type PassItem } from './pass-json.ts';

const identity = { passTypeIdentifier: 'pass.com.example.test', teamIdentifier: 'TEAM123456' };
const order = {
  id: '6f1c2f7e-5d44-4a0e-9a59-5f0f2b1d8c01',
  orderNumber: 'ORD-000042',
  totalAmount: 281.75,
  createdAt: new Date('2030-01-15T09:00:00.000Z'),
  paymentMethod: 'banktransfer',
};
const coffee: PassItem = {
  type: 'merchandise',
  name: { en: 'Coffee 250 g', ar: 'قهوة 250 غ' },
  quantity: 2,
  reservationDateFrom: null,
  reservationDateTo: null,
};
const reservation = (from: string, name = 'Massage'): PassItem => ({
  type: 'reservation',
  name: { en: name, ar: `${name} (ar)` },
  quantity: 1,
  reservationDateFrom: new Date(from),
  reservationDateTo: new Date(new Date(from).getTime() + 60 * 60_000),
});
const contentsOf = (items: PassItem[], group: PassContents['group'] = 'order'): PassContents => ({
  brandName: 'Demo Store',
  order,
  items,
  group,
});

describe('buildPassJson', () => {
  it('makes a generic pass of the order number and total when no line is a reservation', () => {
    const pass = buildPassJson(contentsOf([coffee]), identity, 'en');
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: 'pass.com.example.test',
      teamIdentifier: 'TEAM123456',
      serialNumber: `${order.id}-order`,
      organizationName: 'Demo Store',
      logoText: 'Demo Store',
      description: 'Demo Store order ORD-000042',
      barcodes: [
        {
          format: 'PKBarcodeFormatQR',
          message: 'ORD-000042',
          messageEncoding: 'iso-8859-1',
          altText: 'ORD-000042',
        },
      ],
    });
    expect(pass.eventTicket).toBeUndefined();
    expect(pass.relevantDate).toBeUndefined();
    expect(pass.generic?.primaryFields).toEqual([
      { key: 'order', label: 'Order', value: 'ORD-000042' },
    ]);
    expect(pass.generic?.secondaryFields).toEqual([
      { key: 'total', label: 'Order total', value: 281.75, currencyCode: 'SAR' },
    ]);
    expect(pass.generic?.backFields).toEqual(
      expect.arrayContaining([
        { key: 'items', label: 'Items', value: 'Coffee 250 g × 2' },
        { key: 'paymentMethod', label: 'Payment method', value: 'Bank transfer' },
      ]),
    );
  });

  it('makes an event ticket about the reservation that starts first, relevant at its start', () => {
    const pass = buildPassJson(
      contentsOf([
        coffee,
        reservation('2030-01-20T10:00:00.000Z', 'Haircut'),
        reservation('2030-01-16T07:00:00.000Z', 'Massage'),
      ]),
      identity,
      'en',
    );
    expect(pass.generic).toBeUndefined();
    expect(pass.relevantDate).toBe('2030-01-16T07:00:00Z');
    expect(pass.eventTicket?.primaryFields).toEqual([
      { key: 'reservation', label: 'Reservation', value: 'Massage' },
    ]);
    expect(pass.eventTicket?.secondaryFields).toEqual([
      {
        key: 'startsAt',
        label: 'Date',
        value: '2030-01-16T07:00:00Z',
        dateStyle: 'PKDateStyleMedium',
        timeStyle: 'PKDateStyleShort',
      },
      {
        key: 'endsAt',
        label: 'Ends',
        value: '2030-01-16T08:00:00Z',
        dateStyle: 'PKDateStyleNone',
        timeStyle: 'PKDateStyleShort',
      },
    ]);
    expect(pass.eventTicket?.headerFields).toEqual([
      { key: 'order', label: 'Order', value: 'ORD-000042' },
    ]);
  });

  it('names the serial after the order and the product type of a group pass', () => {
    const pass = buildPassJson(
      contentsOf([reservation('2030-01-16T07:00:00.000Z')], 'reservation'),
      identity,
      'en',
    );
    expect(pass.serialNumber).toBe(`${order.id}-reservation`);
  });

  it('writes labels, names and the description in Arabic for an Arabic request', () => {
    const pass = buildPassJson(
      contentsOf([coffee, reservation('2030-01-16T07:00:00.000Z')]),
      identity,
      'ar',
    );
    expect(pass.description).toBe('طلب Demo Store رقم ORD-000042');
    expect(pass.eventTicket?.primaryFields[0]).toEqual({
      key: 'reservation',
      label: 'الحجز',
      value: 'Massage (ar)',
    });
    expect(pass.eventTicket?.secondaryFields[0]?.label).toBe('الموعد');
    expect(pass.eventTicket?.auxiliaryFields?.[0]?.label).toBe('إجمالي الطلب');
    expect(pass.eventTicket?.backFields).toEqual(
      expect.arrayContaining([
        { key: 'items', label: 'العناصر', value: 'قهوة 250 غ × 2\nMassage (ar) × 1' },
        { key: 'paymentMethod', label: 'طريقة الدفع', value: 'تحويل بنكي' },
      ]),
    );
  });

  it('falls back to the English name when the Arabic one is empty', () => {
    const pass = buildPassJson(
      contentsOf([{ ...coffee, name: { en: 'Coffee 250 g', ar: '' } }]),
      identity,
      'ar',
    );
    expect(pass.generic?.backFields[0]?.value).toBe('Coffee 250 g × 2');
  });
});
