import type {
  Customer,
  CustomerPackage,
  CustomerSubscription,
  ListResult,
  Order,
  PresetWithValues,
  SavedCustomerLocation,
} from '@storefront/contracts';

/**
 * An order as `identity-customer/orders` lists it: one coffee line, payable in cash on delivery, unless `changes`
 * say otherwise.
 *
 * @example
 * testOrder({ orderNumber: 'ORD-000002', status: 'pendingVerification', paymentMethod: 'banktransfer' });
 */
export function testOrder(changes: Partial<Order> = {}): Order {
  const cartId = changes.cartId ?? `cart-${changes.orderNumber ?? 'ORD-000001'}`;
  return {
    cartId,
    orderNumber: 'ORD-000001',
    completedAt: '2026-11-20T10:00:00.000Z',
    paymentMethod: 'cash',
    status: 'payableOnDelivery',
    subTotal: 90,
    discountAmount: 0,
    taxAmount: 13.5,
    totalAmount: 103.5,
    amountToBePaid: 103.5,
    walletPassPath: `/api/app/wallet-passes/apple-wallet/cart/${cartId}`,
    notes: null,
    items: [
      {
        id: `line-${cartId}`,
        productId: 'coffee',
        productName: 'Arabic coffee',
        type: 'merchandise',
        quantity: 2,
        amount: 90,
        payableItemGroupId: null,
        reservationDateFrom: null,
        reservationDateTo: null,
        providerNames: [],
        priceName: '250 g',
        priceDiscountAmount: 0,
        fieldDetails: [],
        isFullDayBooking: false,
        subscriptionPeriod: null,
        subscriptionStartDate: null,
      },
    ],
    ...changes,
  };
}

/**
 * A page of a list answer.
 *
 * @example
 * listOf([testOrder()], 7); // { totalCount: 7, items: [order] }
 */
export function listOf<T>(items: T[], totalCount = items.length): ListResult<T> {
  return { totalCount, items };
}

export const testCustomer: Customer = {
  id: 'customer-1',
  name: 'Sara',
  mobileNumber: '+966551234567',
  email: null,
  customFields: { vip: 'yes' },
};

export const testSubscription: CustomerSubscription = {
  id: 'subscription-1',
  productId: 'coffee-club',
  productName: 'Coffee club',
  priceId: 'monthly',
  period: 'month',
  amount: 99,
  status: 'active',
  startDate: '2026-11-10T00:00:00.000Z',
  endDate: '2026-12-10T00:00:00.000Z',
};

export const testPackage: CustomerPackage = {
  id: 'package-1',
  productId: 'spa-package',
  name: 'Spa package',
  orderNumber: 'ORD-000002',
  payableItemGroupId: null,
  purchasedAt: '2026-10-25T00:00:00.000Z',
  expiresAt: '2027-04-23T00:00:00.000Z',
  items: [
    {
      id: 'package-item-1',
      productId: 'massage',
      productName: 'Massage',
      type: 'reservation',
      totalQuantity: 5,
      usedQuantity: 2,
      remainingQuantity: 3,
    },
  ],
};

/** The "Car" preset with a required plate, a model and a colour choice, and two saved groups. */
export const testCarPreset: PresetWithValues = {
  id: 'car',
  name: 'Car',
  fields: [
    { key: 'plate', label: 'Plate number', type: 'text', required: true, options: null },
    { key: 'model', label: 'Model', type: 'text', required: false, options: null },
    {
      key: 'color',
      label: 'Colour',
      type: 'select',
      required: false,
      options: [
        { value: 'white', label: 'White' },
        { value: 'black', label: 'Black' },
      ],
    },
  ],
  groups: [
    {
      id: 'my-car',
      presetId: 'car',
      name: 'My car',
      isDefault: true,
      values: { plate: 'ABC 1234', model: 'Camry', color: 'white' },
    },
    {
      id: 'family-car',
      presetId: 'car',
      name: null,
      isDefault: false,
      values: { plate: 'XYZ 9876', color: 'black' },
    },
  ],
};

export const testLocation: SavedCustomerLocation = {
  id: 'home',
  latitude: 24.713552,
  longitude: 46.675296,
  description: 'Home',
  type: null,
};
