import type {
  Customer,
  CustomerPackage,
  CustomerSubscription,
  ListResult,
  Order,
  OrderTaxDocuments,
  PresetWithValues,
  SavedCustomerLocation,
} from '@storefront/contracts';
import { vi } from 'vitest';
import type { AccountApi } from '../lib/account-api.tsx';

/**
 * A fake of the customer resources: every call a `vi.fn()` a test scripts; by default each list
 * answers empty, the profile and subscription answer nothing until a test says so.
 *
 * @example
 * const accountApi = fakeAccountApi();
 * accountApi.customer.orders.mockResolvedValue(orderPage([order]));
 */
export function fakeAccountApi() {
  const empty = <T>(): Promise<ListResult<T>> => Promise.resolve({ totalCount: 0, items: [] });
  const customer = {
    get: vi.fn((): Promise<Customer> => new Promise(() => undefined)),
    update: vi.fn((): Promise<Customer> => new Promise(() => undefined)),
    orders: vi.fn(() => empty<Order>()),
    activeSubscription: vi.fn((): Promise<CustomerSubscription | null> => Promise.resolve(null)),
    taxInvoice: vi.fn((): Promise<OrderTaxDocuments> => new Promise(() => undefined)),
    taxInvoiceXml: vi.fn((): Promise<string> => new Promise(() => undefined)),
  };
  const presets = {
    values: vi.fn(),
    presetsWithValues: vi.fn(() => empty<PresetWithValues>()),
    list: vi.fn(),
    fieldsWithValues: vi.fn(),
    addValues: vi.fn(),
    updateValues: vi.fn(),
    setDefaultGroup: vi.fn(),
    deleteGroup: vi.fn(),
  };
  const locations = {
    list: vi.fn(() => empty<SavedCustomerLocation>()),
    get: vi.fn(),
    create: vi.fn(),
    update: vi.fn(),
    delete: vi.fn(),
    closest: vi.fn(),
  };
  const packages = {
    customerPackages: vi.fn(
      (_customerId: string, _options?: { includeAllPackageItems?: boolean }) =>
        empty<CustomerPackage>(),
    ),
  };
  const api = { customer, presets, locations, packages };
  const typed: AccountApi = api;
  return Object.assign(api, { api: typed });
}

/** The fake and its scriptable parts. */
export type FakeAccountApi = ReturnType<typeof fakeAccountApi>;
