import type { CurrentUser, PaymentAndTaxSettings, TabbyEligibility } from '@storefront/contracts';
import { createSdkEvents } from '@storefront/sdk';
import { vi } from 'vitest';
import type { CheckoutSdk } from '../lib/checkout-sdk.ts';

/** The demo tenant's settings: every payment method. */
export const demoSettings: PaymentAndTaxSettings = {
  tenantId: '7d3f0b8e-1c2a-4e5b-9f60-000000000001',
  brandName: 'Demo Store',
  logoUrl: null,
  taxPercentage: 15,
  currency: 'SAR',
  paymentMethods: ['mada', 'visa', 'cash', 'applepay', 'tamara', 'tabby', 'banktransfer'],
  cardProvider: 'moyasar',
  timeZone: 'Asia/Riyadh',
  seller: null,
  riyalSign: false,
};

/** A fake of the page's SDK: every call the page makes is a `vi.fn()` a test can script. */
export function fakeSdk() {
  const carts = {
    get: vi.fn(),
    create: vi.fn(),
    addItems: vi.fn(),
    removeItems: vi.fn(),
    updateItems: vi.fn(),
    updateCoupon: vi.fn(),
    updateNotes: vi.fn(),
    updateCustomer: vi.fn(),
    validate: vi.fn(),
    process: vi.fn(),
    setBankTransferInfo: vi.fn(),
  };
  const bankAccounts = { list: vi.fn() };
  const payments = {
    moyasarSession: vi.fn(),
    moyasarPay: vi.fn(),
    initiateSession: vi.fn(),
    executeCartPayment: vi.fn(),
    tabbyEligibility: vi.fn((): Promise<TabbyEligibility> =>
      Promise.resolve({ isEligible: true, rejectionReason: null }),
    ),
    tabbySession: vi.fn(),
    tamaraSession: vi.fn(),
    paymentAttempt: vi.fn(),
    verifyPaymentAttempt: vi.fn(),
    cancelPaymentAttempt: vi.fn(),
  };
  const walletPasses = { applePass: vi.fn(), cartApplePass: vi.fn() };
  const settings = {
    paymentAndTax: vi.fn(() => Promise.resolve(demoSettings)),
    termsAndConditions: vi.fn(),
  };
  const account = {
    requestOtp: vi.fn(),
    signInWithOtp: vi.fn(),
    signOut: vi.fn(),
    currentUser: vi.fn((): Promise<CurrentUser | null> => Promise.resolve(null)),
  };
  const store = { getAccessToken: vi.fn((): string | null => null) };
  const auth = {
    store,
    logout: vi.fn(),
    session: {
      getAccessToken: () => store.getAccessToken(),
      whenRefreshSettled: () => Promise.resolve(),
      refreshAfterUnauthorized: vi.fn(() => Promise.resolve(false)),
    },
  };
  const sdk = {
    baseUrl: 'https://checkout.test',
    tenant: 'demo',
    language: 'en',
    http: {},
    api: { carts, bankAccounts, settings, payments, walletPasses },
    auth,
    account,
    events: createSdkEvents(),
  };
  return {
    sdk: sdk as unknown as CheckoutSdk,
    carts,
    bankAccounts,
    settings,
    payments,
    walletPasses,
    account,
    auth,
  };
}

/** The fake SDK and its scriptable parts. */
export type FakeSdk = ReturnType<typeof fakeSdk>;
