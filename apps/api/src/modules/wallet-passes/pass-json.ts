import {
  currency,
  localize,
  type Language,
  type LocalizedText,
  type ProductType,
} from '@storefront/contracts';
import { cssRgb, passBackground, passForeground, passLabel } from './pass-images.ts';
import { paymentMethodName, walletPassDescription, walletPassText } from './wallet-pass-texts.ts';

/** How Wallet writes a date field (PassKit's `PKDateStyle…` values). */
type PassDateStyle = 'PKDateStyleNone' | 'PKDateStyleShort' | 'PKDateStyleMedium';

/** One field of a pass (PassKit "PassFieldContent"): a date when a style is set, money with a currency. */
export interface PassField {
  key: string;
  label: string;
  value: string | number;
  dateStyle?: PassDateStyle;
  timeStyle?: PassDateStyle;
  currencyCode?: string;
}

/** The field groups of a pass's style (PassKit "PassFields"). */
export interface PassStructure {
  headerFields?: PassField[];
  primaryFields: PassField[];
  secondaryFields: PassField[];
  auxiliaryFields?: PassField[];
  backFields: PassField[];
}

/** A barcode Wallet draws on the pass. */
export interface PassBarcode {
  format: 'PKBarcodeFormatQR';
  message: string;
  messageEncoding: 'iso-8859-1';
  altText: string;
}

/** The pass.json of a pass: an event ticket when it holds a reservation, else a generic pass. */
export interface PassJson {
  formatVersion: 1;
  passTypeIdentifier: string;
  teamIdentifier: string;
  serialNumber: string;
  organizationName: string;
  description: string;
  logoText: string;
  foregroundColor: string;
  backgroundColor: string;
  labelColor: string;
  barcodes: PassBarcode[];
  relevantDate?: string;
  eventTicket?: PassStructure;
  generic?: PassStructure;
}

/** The order a pass is for. */
export interface PassOrder {
  id: string;
  orderNumber: string;
  totalAmount: number;
  createdAt: Date;
  /** A payment method value of docs/product/entities.md. */
  paymentMethod: string;
}

/** One cart line the pass lists, as the cart kept its product. */
export interface PassItem {
  type: ProductType;
  name: LocalizedText;
  quantity: number;
  reservationDateFrom: Date | null;
  reservationDateTo: Date | null;
}

/** What a pass shows: the tenant's brand, the order and the lines it covers. */
export interface PassContents {
  brandName: string;
  order: PassOrder;
  /** The lines of the pass, in cart order; never empty. */
  items: PassItem[];
  /** `order` for the whole order's pass, else the product type whose lines it covers. */
  group: ProductType | 'order';
}

/** The Apple identifiers a pass is issued under (`app.config.walletPass`). */
export interface PassIdentity {
  passTypeIdentifier: string;
  teamIdentifier: string;
}

/** An instant as PassKit reads dates (W3C, without fractions of a second). */
function passDate(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The reservation that starts first (the one the ticket is about), if any line is one. */
function firstReservation(items: readonly PassItem[]): PassItem | undefined {
  const reservations = items.filter((item) => item.type === 'reservation');
  const dated = reservations
    .filter((item) => item.reservationDateFrom !== null)
    .sort(
      (a, b) => (a.reservationDateFrom?.getTime() ?? 0) - (b.reservationDateFrom?.getTime() ?? 0),
    );
  return dated[0] ?? reservations[0];
}

/**
 * The pass.json of `contents` with its labels in `language`: an `eventTicket` about the first
 * reservation (its name, start and end, relevant at its start) when the lines include one, else a
 * `generic` pass showing the order number and total. The QR code carries the order number; the
 * back lists the lines and the payment method.
 *
 * @example
 * const passJson = buildPassJson(contents, app.config.walletPass, request.language);
 */
export function buildPassJson(
  contents: PassContents,
  identity: PassIdentity,
  language: Language,
): PassJson {
  const { order, brandName } = contents;
  const label = (key: Parameters<typeof walletPassText>[0]) => walletPassText(key, language);
  const orderField: PassField = { key: 'order', label: label('order'), value: order.orderNumber };
  const totalField: PassField = {
    key: 'total',
    label: label('orderTotal'),
    value: order.totalAmount,
    currencyCode: currency,
  };
  const backFields: PassField[] = [
    {
      key: 'items',
      label: label('items'),
      value: contents.items
        .map((item) => `${localize(item.name, language)} × ${item.quantity}`)
        .join('\n'),
    },
    {
      key: 'paymentMethod',
      label: label('paymentMethod'),
      value: paymentMethodName(order.paymentMethod, language),
    },
    {
      key: 'orderedAt',
      label: label('orderedAt'),
      value: passDate(order.createdAt),
      dateStyle: 'PKDateStyleMedium',
      timeStyle: 'PKDateStyleShort',
    },
  ];
  const base: PassJson = {
    formatVersion: 1,
    passTypeIdentifier: identity.passTypeIdentifier,
    teamIdentifier: identity.teamIdentifier,
    serialNumber: `${order.id}-${contents.group}`,
    organizationName: brandName,
    description: walletPassDescription(brandName, order.orderNumber, language),
    logoText: brandName,
    foregroundColor: cssRgb(passForeground),
    backgroundColor: cssRgb(passBackground),
    labelColor: cssRgb(passLabel),
    barcodes: [
      {
        format: 'PKBarcodeFormatQR',
        message: order.orderNumber,
        messageEncoding: 'iso-8859-1',
        altText: order.orderNumber,
      },
    ],
  };

  const reservation = firstReservation(contents.items);
  if (!reservation) {
    return {
      ...base,
      generic: { primaryFields: [orderField], secondaryFields: [totalField], backFields },
    };
  }
  const { reservationDateFrom: from, reservationDateTo: to } = reservation;
  const secondaryFields: PassField[] = [];
  if (from) {
    secondaryFields.push({
      key: 'startsAt',
      label: label('startsAt'),
      value: passDate(from),
      dateStyle: 'PKDateStyleMedium',
      timeStyle: 'PKDateStyleShort',
    });
  }
  if (to) {
    secondaryFields.push({
      key: 'endsAt',
      label: label('endsAt'),
      value: passDate(to),
      dateStyle: 'PKDateStyleNone',
      timeStyle: 'PKDateStyleShort',
    });
  }
  return {
    ...base,
    ...(from ? { relevantDate: passDate(from) } : {}),
    eventTicket: {
      headerFields: [orderField],
      primaryFields: [
        {
          key: 'reservation',
          label: label('reservation'),
          value: localize(reservation.name, language),
        },
      ],
      secondaryFields,
      auxiliaryFields: [totalField],
      backFields,
    },
  };
}
