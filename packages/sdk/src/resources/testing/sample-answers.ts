import type {
  Availability,
  BankAccountList,
  Branch,
  Cart,
  CheckCouponResult,
  CurrentUser,
  Customer,
  CustomerPackage,
  CustomerSubscription,
  DateRangeReservation,
  ListResult,
  Order,
  PaymentAndTaxSettings,
  Preset,
  PresetFieldWithValue,
  PresetGroup,
  PresetWithValues,
  PriceAmount,
  ProcessCartResult,
  Product,
  ProductSlots,
  Provider,
  SavedCustomerLocation,
} from '@storefront/contracts';

// Valid answers of each call, typed by contracts so they stay in step with the schemas.

const list = <Item>(item: Item): ListResult<Item> => ({ totalCount: 1, items: [item] });

export const cartId = '6f1c2a2e-0d2b-4c39-9a51-0a4a1f5f2c11';
export const customerId = '0b7d4f64-2a8c-4b8e-a2a4-2f4b8f0b7d11';

export const sampleCart: Cart = {
  id: cartId,
  source: 0,
  status: 'pending',
  cartItems: [
    {
      id: 'item-1',
      productId: 'product-1',
      productName: 'Haircut',
      productDescription: null,
      product: { id: 'product-1', name: 'Haircut', typeString: 'reservation', imageUrl: null },
      type: 'reservation',
      quantity: 1,
      effectiveQuantity: 1,
      priceId: 'price-1',
      price: 100,
      amount: 100,
      flatAmount: 0,
      depositAmount: 0,
      taxAmount: 15,
      customFields: {},
      payableItemGroupId: null,
      payableItemId: null,
      reservationDateFrom: '2025-03-01T09:00:00.000Z',
      reservationDateTo: '2025-03-01T10:00:00.000Z',
      providersIds: ['provider-1'],
      providerCount: 1,
      providerNames: ['Sara'],
      subscriptionStartDate: null,
      customerLocation: null,
      priceName: 'One hour',
      priceDiscountAmount: 0,
      fieldDetails: [],
      isFullDayBooking: false,
      subscriptionPeriod: null,
    },
  ],
  customer: null,
  fees: 0,
  subTotal: 100,
  discountAmount: 0,
  taxAmount: 15,
  totalAmount: 115,
  depositAmount: 0,
  hasDeposit: false,
  nonDepositAmount: 115,
  amountToBePaid: 115,
  taxToBePaid: 15,
  isUpdated: false,
  couponCode: null,
  notes: null,
  customFields: {},
  orderNumber: null,
};

export const sampleProcessResult: ProcessCartResult = {
  orderNumber: 'ORD-1001',
  cartId,
  status: 'completed',
};

export const sampleCheckCoupon: CheckCouponResult = {
  isValid: true,
  discountAmount: 10,
  message: null,
};

export const sampleOrder: Order = {
  cartId,
  orderNumber: 'ORD-1001',
  completedAt: '2025-03-01T10:00:00.000Z',
  paymentMethod: 'cash',
  status: 'payableOnDelivery',
  subTotal: 100,
  discountAmount: 0,
  taxAmount: 15,
  totalAmount: 115,
  amountToBePaid: 115,
  walletPassPath: `/api/app/wallet-passes/apple-wallet/cart/${cartId}`,
  notes: null,
  items: [
    {
      id: 'item-1',
      productId: 'product-1',
      productName: 'Haircut',
      type: 'reservation',
      quantity: 1,
      amount: 100,
      payableItemGroupId: 'group-1',
      reservationDateFrom: null,
      reservationDateTo: null,
      providerNames: [],
      priceName: 'One hour',
      priceDiscountAmount: 0,
      fieldDetails: [],
      isFullDayBooking: false,
      subscriptionPeriod: null,
      subscriptionStartDate: null,
    },
  ],
};
export const sampleOrderList = list(sampleOrder);

export const sampleBankAccountList: BankAccountList = list({
  id: '3a0c9f1e-5b7d-4e2a-8c6f-1d2e3f4a5b6c',
  bankCode: 7,
  bankName: 'Al Rajhi Bank',
  accountHolderName: 'Demo Store',
  accountNumber: '1234567890',
  iban: 'SA0380000000608010167519',
});

export const sampleProduct: Product = {
  id: 'product-1',
  name: 'Haircut',
  description: 'A haircut',
  typeString: 'reservation',
  imageUrl: null,
  pricing: [
    {
      id: 'price-1',
      name: 'Standard',
      amount: 100,
      discountedAmount: null,
      depositAmount: null,
      period: null,
      stock: { isUnlimited: true, availableQuantity: 0 },
    },
  ],
  amount: 100,
  discountedAmount: null,
  customFields: [],
  subscriptionStartDate: null,
  isFullDayBooking: false,
  isVariableDuration: false,
  enableCustomerToChooseProvider: true,
  showProviderName: true,
  productProviders: [{ id: 'provider-1', name: 'Sara' }],
  hasGeofencedProviders: false,
};
export const sampleProductList = list(sampleProduct);

export const samplePriceAmount: PriceAmount = {
  effectiveQuantity: 2,
  totalPrice: 200,
  totalAfterDiscount: 180,
  depositAmount: 0,
};

export const sampleAvailability: Availability = {
  isLocationApplicable: true,
  slots: [
    {
      from: '2025-03-01T09:00:00.000Z',
      to: '2025-03-01T10:00:00.000Z',
      availableProviderIds: ['provider-1'],
      maxConnectedTo: '2025-03-01T12:00:00.000Z',
    },
  ],
};

export const sampleProductsSlots = list<ProductSlots>({
  productId: 'product-1',
  productName: 'Haircut',
  slots: sampleAvailability.slots,
});

export const sampleDateRangeReservations = list<DateRangeReservation>({
  productId: 'product-1',
  productName: 'Haircut',
  from: '2025-03-01T09:00:00.000Z',
  to: '2025-03-01T10:00:00.000Z',
  providerIds: ['provider-1'],
  isBooked: true,
});

export const sampleProviderList = list<Provider>({
  id: 'provider-1',
  name: 'Sara',
  imageUrl: null,
  branchId: null,
});

export const sampleBranchList = list<Branch>({
  id: 'branch-1',
  name: 'Olaya',
  address: null,
  longitude: 46.67,
  latitude: 24.71,
  phoneNumber: null,
});

export const sampleCurrentUser: CurrentUser = {
  isAuthenticated: true,
  customerId,
  name: 'Sara',
  mobileNumber: '+966501234567',
};

export const sampleCustomer: Customer = {
  id: customerId,
  name: 'Sara',
  mobileNumber: '+966501234567',
  email: null,
  customFields: {},
};

export const sampleSubscription: CustomerSubscription = {
  id: 'subscription-1',
  productId: 'product-2',
  productName: 'Gym',
  priceId: 'price-2',
  period: 'month',
  amount: 300,
  status: 'active',
  startDate: '2025-03-01T00:00:00.000Z',
  endDate: '2025-04-01T00:00:00.000Z',
};

export const samplePresetGroup: PresetGroup = {
  id: 'group-1',
  presetId: 'preset-1',
  name: 'My car',
  isDefault: true,
  values: { plate: 'ABC 123' },
};
const samplePreset: Preset = {
  id: 'preset-1',
  name: 'Car',
  fields: [{ key: 'plate', label: 'Plate', type: 'text', required: true, options: null }],
};
export const samplePresetGroupList = list(samplePresetGroup);
export const samplePresetList = list(samplePreset);
export const samplePresetWithValuesList = list<PresetWithValues>({
  ...samplePreset,
  groups: [samplePresetGroup],
});
export const samplePresetFieldWithValueList = list<PresetFieldWithValue>({
  key: 'plate',
  label: 'Plate',
  type: 'text',
  required: true,
  options: null,
  value: 'ABC 123',
});

export const sampleLocation: SavedCustomerLocation = {
  id: 'location-1',
  longitude: 46.67,
  latitude: 24.71,
  description: 'Home',
  type: 'home',
};
export const sampleLocationList = list(sampleLocation);

export const samplePackageList = list<CustomerPackage>({
  id: 'package-1',
  productId: 'product-3',
  name: 'Ten haircuts',
  orderNumber: 'ORD-1000',
  payableItemGroupId: 'group-3',
  purchasedAt: '2025-02-01T00:00:00.000Z',
  expiresAt: null,
  items: [
    {
      id: 'package-item-1',
      productId: 'product-1',
      productName: 'Haircut',
      type: 'reservation',
      totalQuantity: 10,
      usedQuantity: 3,
      remainingQuantity: 7,
    },
  ],
});

export const sampleSettings: PaymentAndTaxSettings = {
  tenantId: '5d1b2c3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  brandName: 'Demo Store',
  logoUrl: null,
  taxPercentage: 15,
  currency: 'SAR',
  paymentMethods: ['cash', 'banktransfer'],
  cardProvider: 'moyasar',
  timeZone: 'Asia/Riyadh',
  seller: null,
  riyalSign: false,
};
