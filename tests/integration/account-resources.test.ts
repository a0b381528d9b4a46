import { cartSources, paymentMethodCode } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogSeedIds,
  customerAccountSeedIds,
  demoCustomerMobileNumber,
} from '@storefront/api/seed';
import { buildTestApp, type TestApp } from '@storefront/api/testing';
import { createInjectFetch } from './testing/create-inject-fetch.ts';
import { createTestSdk, type TestSdk } from './testing/create-test-sdk.ts';
import { signInWithSdk, type SdkSignIn } from './testing/sign-in-with-sdk.ts';

const { products, prices } = catalogSeedIds;
const seeded = customerAccountSeedIds;

// The SDK's account resources (customer, presets, customer locations, packages) against the
// reference API: the demo customer's seeded account read and changed through them.
describe("the SDK's account resources against the reference API", () => {
  let test: TestApp;
  let demo: TestSdk;
  let demoSignIn: SdkSignIn;

  beforeAll(async () => {
    test = await buildTestApp();
    demo = createTestSdk(createInjectFetch(test.app));
    demoSignIn = await signInWithSdk(demo, demoCustomerMobileNumber);
  }, 60_000);
  afterAll(() => test.close());

  describe('customer', () => {
    it('reads and updates the profile; a bad email is refused with VALIDATION_ERROR', async () => {
      const { customer } = demo.api;
      expect(await customer.get()).toEqual({
        id: seeded.demoCustomer,
        name: 'سارة القحطاني',
        mobileNumber: '+966555000111',
        email: 'sara@example.com',
        customFields: {},
      });
      await expect(customer.update({ name: 'Sara', email: 'not-an-email' })).rejects.toMatchObject({
        code: 'VALIDATION_ERROR',
        status: 400,
      });
      const updated = await customer.update({ name: 'Sara Alqahtani', email: 'sara@example.org' });
      expect(updated).toMatchObject({ name: 'Sara Alqahtani', email: 'sara@example.org' });
      expect(await customer.get()).toEqual(updated);
    });

    it('pages the seeded orders 5 at a time, newest first, in every status', async () => {
      const { customer } = demo.api;
      const first = await customer.orders();
      expect(first.totalCount).toBe(7);
      expect(first.items).toHaveLength(5);
      expect(first.items.map((order) => order.cartId)).toEqual(
        seeded.orders
          .slice(2)
          .reverse()
          .map((order) => order.cart),
      );
      const second = await customer.orders({ SkipCount: 5 });
      expect(second.items.map((order) => order.cartId)).toEqual([
        seeded.orders[1]?.cart,
        seeded.orders[0]?.cart,
      ]);
      const statuses = [...first.items, ...second.items].map((order) => order.status);
      expect(new Set(statuses)).toEqual(
        new Set(['paid', 'payableOnDelivery', 'pendingVerification', 'cancelled']),
      );
      expect(first.items[0]).toMatchObject({
        paymentMethod: 'banktransfer',
        status: 'pendingVerification',
        items: [{ productName: 'Engraved Pen', priceName: 'One pen', quantity: 1 }],
      });
    });

    it("downloads a paid order's wallet pass from its link", async () => {
      const { items } = await demo.api.customer.orders();
      const paid = items.find((order) => order.status === 'paid');
      expect(paid?.walletPassPath).toBe(
        `/api/app/wallet-passes/apple-wallet/cart/${paid?.cartId ?? ''}`,
      );
      const pass = await demo.api.walletPasses.cartApplePass(paid?.cartId ?? '');
      expect(pass.size).toBeGreaterThan(0);
    });

    it('answers the active Coffee Club subscription', async () => {
      expect(await demo.api.customer.activeSubscription()).toMatchObject({
        id: seeded.coffeeClubSubscription,
        productName: 'Coffee Club',
        period: 'month',
        amount: 99,
        status: 'active',
      });
    });
  });

  describe('presets', () => {
    it('lists presets and the seeded groups, and reads the default values', async () => {
      const { presets } = demo.api;
      const list = await presets.list();
      expect(list.items.map((preset) => preset.name)).toEqual(['Car', 'Delivery address']);
      const withValues = await presets.presetsWithValues();
      expect(withValues.items[0]?.groups.map((group) => group.id)).toEqual([
        seeded.presetGroups.myCar,
        seeded.presetGroups.familyCar,
      ]);
      const fields = await presets.fieldsWithValues(seeded.presets.car);
      expect(fields.items.map((field) => [field.key, field.value])).toEqual([
        ['plate', 'ABC 1234'],
        ['model', 'Camry'],
        ['color', 'white'],
      ]);
    });

    it('adds, updates, makes default and deletes a group', async () => {
      const { presets } = demo.api;
      const added = await presets.addValues(seeded.presets.car, {
        name: 'Rental',
        values: { plate: 'RNT 1', color: 'silver' },
      });
      expect(added).toMatchObject({ name: 'Rental', isDefault: false });
      const updated = await presets.updateValues(added.id, {
        name: 'Rental car',
        values: { plate: 'RNT 2' },
      });
      expect(updated).toMatchObject({ name: 'Rental car', values: { plate: 'RNT 2' } });
      expect((await presets.setDefaultGroup(added.id)).isDefault).toBe(true);
      const groups = await presets.values(seeded.presets.car);
      expect(groups.items.filter((group) => group.isDefault).map((group) => group.id)).toEqual([
        added.id,
      ]);
      await presets.deleteGroup(added.id);
      const after = await presets.values(seeded.presets.car);
      expect(after.items.map((group) => group.id)).not.toContain(added.id);
      expect(after.items.filter((group) => group.isDefault)).toHaveLength(1);
      await expect(presets.deleteGroup(added.id)).rejects.toMatchObject({
        code: 'NOT_FOUND',
        status: 404,
      });
      await expect(
        presets.addValues(seeded.presets.car, { values: { color: 'purple' } }),
      ).rejects.toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    });
  });

  describe('customer locations', () => {
    it('lists the two seeded locations and finds the closest', async () => {
      const { customerLocations } = demo.api;
      const { items } = await customerLocations.list();
      expect(items.map((location) => location.id)).toEqual([
        seeded.locations.home,
        seeded.locations.office,
      ]);
      const closest = await customerLocations.closest({ longitude: 46.64, latitude: 24.77 });
      expect(closest?.id).toBe(seeded.locations.office);
    });

    it('saves, reads, changes and deletes a location; bad coordinates are refused', async () => {
      const { customerLocations } = demo.api;
      const created = await customerLocations.create({
        longitude: 39.8262,
        latitude: 21.4225,
        description: 'Makkah',
        type: 'family',
      });
      expect(await customerLocations.get(created.id)).toEqual(created);
      const changed = await customerLocations.update(created.id, {
        ...created,
        description: 'Makkah, family home',
      });
      expect(changed.description).toBe('Makkah, family home');
      await customerLocations.delete(created.id);
      await expect(customerLocations.get(created.id)).rejects.toMatchObject({
        code: 'NOT_FOUND',
        status: 404,
      });
      await expect(
        customerLocations.create({ longitude: 46, latitude: 95, description: null, type: null }),
      ).rejects.toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    });
  });

  describe('packages', () => {
    it("answers the seeded spa package, and 403 for another customer's id", async () => {
      const { packages } = demo.api;
      const customerId = demoSignIn.customerId ?? '';
      const { items } = await packages.customerPackages(customerId);
      expect(items).toMatchObject([
        {
          id: seeded.spaPackage,
          name: 'Spa Package - 5 Sessions',
          items: [{ productName: 'Massage Session', remainingQuantity: 3 }],
        },
      ]);
      expect(
        (await packages.customerPackages(customerId, { includeAllPackageItems: true })).totalCount,
      ).toBe(1);
      await expect(
        packages.customerPackages('00000000-0000-4000-8000-000000000000'),
      ).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 });
    });

    it('shows a package bought through the SDK as soon as its order completes', async () => {
      const buyer = createTestSdk(createInjectFetch(test.app));
      const signedIn = await signInWithSdk(buyer, '0512300901');
      const { carts, packages } = buyer.api;
      const cartId = (await carts.create(cartSources.website)).id;
      await carts.addItems(cartId, [
        { productId: products.spaPackage, priceId: prices.spaPackage, quantity: 1 },
      ]);
      await carts.updateCustomer(cartId, {
        name: 'Huda',
        mobileNumber: signedIn.mobileNumber,
        otpToken: signedIn.otpToken,
      });
      expect((await packages.customerPackages(signedIn.customerId ?? '')).totalCount).toBe(0);
      const { orderNumber } = await carts.process(cartId, paymentMethodCode('cash'));
      const { items } = await packages.customerPackages(signedIn.customerId ?? '');
      expect(items).toMatchObject([
        {
          orderNumber,
          productId: products.spaPackage,
          items: [{ productId: products.massage, totalQuantity: 5, remainingQuantity: 5 }],
        },
      ]);
      const orders = await buyer.api.customer.orders();
      expect(orders.items).toMatchObject([
        { orderNumber, status: 'payableOnDelivery', paymentMethod: 'cash' },
      ]);
    });
  });
});
