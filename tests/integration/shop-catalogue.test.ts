import { createHttpClient, createProductsResource, type Resources } from '@storefront/sdk';
import type { Product } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogSeedIds } from '@storefront/api/seed';
import { buildTestApp, type TestApp } from '@storefront/api/testing';
import { createInjectFetch } from './testing/create-inject-fetch.ts';
import { createTestSdk, testBaseUrl, testTenant } from './testing/create-test-sdk.ts';

const { products } = catalogSeedIds;

// The demo shop's list (docs/product/shop.md) is the SDK's products.listAll against the reference
// API; the demo seed must give it a product for every branch of the widgets
// (docs/product/demo-data.md, "Every widget branch").
describe('the demo shop’s catalogue against the reference API', () => {
  let test: TestApp;
  let api: Resources;
  let catalogue: Product[];

  beforeAll(async () => {
    test = await buildTestApp();
    api = createTestSdk(createInjectFetch(test.app)).api;
    catalogue = await api.products.listAll();
  }, 60_000);
  afterAll(() => test.close());

  const find = (productId: string) => {
    const product = catalogue.find((item) => item.id === productId);
    if (!product) throw new Error(`${productId} is not listed`);
    return product;
  };

  it('lists every product of the tenant, of all four types, in display order, one page or many', async () => {
    const firstPage = await api.products.list();
    expect(catalogue).toHaveLength(firstPage.totalCount);
    expect(catalogue.map((product) => product.id)).toEqual([
      products.coffee,
      products.pen,
      products.coffeeClub,
      products.spaPackage,
      products.massage,
      products.chalet,
      products.meetingRoom,
      products.carWash,
      products.photoshoot,
    ]);
    expect(new Set(catalogue.map((product) => product.typeString))).toEqual(
      new Set(['reservation', 'merchandise', 'subscription', 'package']),
    );
    // Page by page reads the same list as one page does.
    const pages = [];
    for (let skip = 0; skip < firstPage.totalCount; skip += 2) {
      pages.push(...(await api.products.list({ SkipCount: skip, MaxResultCount: 2 })).items);
    }
    expect(pages.map((product) => product.id)).toEqual(catalogue.map((product) => product.id));
  });

  it('has a product for every branch of the widgets', () => {
    const massage = find(products.massage);
    expect(massage).toMatchObject({ enableCustomerToChooseProvider: true, showProviderName: true });
    expect(massage.productProviders.map((provider) => provider.name)).toHaveLength(2);
    const carWash = find(products.carWash);
    expect(carWash).toMatchObject({
      enableCustomerToChooseProvider: false,
      hasGeofencedProviders: true,
    });
    expect(carWash.productProviders.length).toBeGreaterThan(1);
    expect(find(products.chalet).isFullDayBooking).toBe(true);
    expect(find(products.meetingRoom).isVariableDuration).toBe(true);
    expect(massage.customFields.some((field) => field.price > 0)).toBe(true);
    expect(find(products.pen).customFields.some((field) => field.required)).toBe(true);
    expect(find(products.photoshoot).customFields.some((field) => field.required)).toBe(true);
    expect(find(products.pen).pricing[0]?.stock).toEqual({
      isUnlimited: false,
      availableQuantity: 25,
    });
    expect(
      find(products.coffee).pricing.some(
        (price) => !price.stock.isUnlimited && price.stock.availableQuantity === 0,
      ),
    ).toBe(true);
    expect(find(products.photoshoot).pricing[0]?.depositAmount).toBe(500);
    expect(find(products.coffeeClub).typeString).toBe('subscription');
  });

  it('names the products in the asked language', async () => {
    const http = createHttpClient({
      baseUrl: testBaseUrl,
      tenant: testTenant,
      language: () => 'ar',
      fetch: createInjectFetch(test.app),
    });
    const listed = await createProductsResource(http).listAll({ type: 'reservation' });
    expect(listed.map((product) => product.id)).toEqual([
      products.massage,
      products.chalet,
      products.meetingRoom,
      products.carWash,
      products.photoshoot,
    ]);
    expect(listed[0]?.name).toBe('جلسة مساج');
  });
});
