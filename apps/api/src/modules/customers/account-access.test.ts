import {
  customerPackageListSchema,
  customerSchema,
  customerSubscriptionSchema,
  orderListSchema,
  presetGroupListSchema,
  presetGroupSchema,
  presetWithValuesListSchema,
  savedCustomerLocationListSchema,
  savedCustomerLocationSchema,
  type AddCartItem,
} from '@storefront/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';
import { catalogSeedIds } from '../../db/seed/catalog-seed-ids.ts';
import { customerAccountSeedIds, seedIds } from '../../db/seed/index.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { signIn, type SignedIn } from '../../testing/sign-in.ts';
import { errorOf } from '../carts/testing/cart-routes.ts';
import { placeOrder } from './testing/place-order.ts';

/** One customer of the matrix and what they own. */
interface Owner {
  label: string;
  tenant: 'demo' | 'salon';
  shopper: SignedIn;
  name: string;
  orderNumber: string;
  presetId: string;
  groupId: string;
  locationId: string;
  packageId: string;
  subscriptionId: string;
}

const salonPresetId = '00000000-0000-4000-8000-0000000005a1';
const day = 24 * 60 * 60 * 1000;

// Two customers in each of two tenants; the same two mobile numbers in both tenants, so only the
// tenant tells the accounts apart.
const people = [
  { label: 'A', mobileNumber: '0512300801' },
  { label: 'B', mobileNumber: '0512300802' },
] as const;
const tenants = ['demo', 'salon'] as const;

const items: Record<Owner['tenant'], AddCartItem> = {
  demo: {
    productId: catalogSeedIds.products.coffee,
    priceId: catalogSeedIds.prices.coffee250g,
    quantity: 1,
  },
  salon: {
    productId: catalogSeedIds.products.salonHairKit,
    priceId: catalogSeedIds.prices.salonHairKit,
    quantity: 1,
  },
};

describe('the account routes: two customers by two tenants', () => {
  let test: TestApp;
  const owners: Owner[] = [];

  beforeAll(async () => {
    test = await buildTestApp();
    const db = test.database.db;
    await db.insert(schema.presets).values({
      id: salonPresetId,
      tenantId: seedIds.tenants.salon,
      nameAr: 'الشعر',
      nameEn: 'Hair',
    });
    await db.insert(schema.presetFields).values({
      id: '00000000-0000-4000-8000-0000000005a2',
      tenantId: seedIds.tenants.salon,
      presetId: salonPresetId,
      key: 'note',
      labelAr: 'ملاحظة',
      labelEn: 'Note',
      type: 'text',
      required: false,
    });
    let n = 0;
    for (const tenant of tenants) {
      for (const person of people) {
        n += 1;
        const label = `${person.label}@${tenant}`;
        const shopper = await signIn(test.app, tenant, person.mobileNumber);
        const headers = { ...shopper.headers, 'accept-language': 'en' };
        const name = `Customer ${label}`;
        const profile = await test.app.inject({
          method: 'PUT',
          url: '/api/app/identity-customer',
          headers,
          payload: { name },
        });
        expect(profile.statusCode).toBe(200);
        const { orderNumber } = await placeOrder(test.app, shopper, [items[tenant]]);
        const presetId = tenant === 'demo' ? customerAccountSeedIds.presets.address : salonPresetId;
        const group = presetGroupSchema.parse(
          (
            await test.app.inject({
              method: 'POST',
              url: `/api/app/presets/value?presetId=${presetId}`,
              headers,
              payload: {
                name: label,
                values: tenant === 'demo' ? { district: label } : { note: label },
              },
            })
          ).json(),
        );
        const location = savedCustomerLocationSchema.parse(
          (
            await test.app.inject({
              method: 'POST',
              url: '/api/app/customer-locations',
              headers,
              payload: { longitude: 46 + n / 10, latitude: 24, description: label, type: null },
            })
          ).json(),
        );
        const tenantId = seedIds.tenants[tenant];
        const product = items[tenant];
        const packageId = `00000000-0000-4000-8000-0000000006a${n}`;
        await db.insert(schema.customerPackages).values({
          id: packageId,
          tenantId,
          customerId: shopper.customerId,
          productId: product.productId,
          purchasedAt: test.clock.now(),
        });
        await db.insert(schema.customerPackageItems).values({
          id: `00000000-0000-4000-8000-0000000006b${n}`,
          tenantId,
          customerPackageId: packageId,
          productId: product.productId,
          totalQuantity: 2,
        });
        const subscriptionId = `00000000-0000-4000-8000-0000000006c${n}`;
        await db.insert(schema.customerSubscriptions).values({
          id: subscriptionId,
          tenantId,
          customerId: shopper.customerId,
          productId: product.productId,
          priceId: product.priceId,
          status: 'active',
          startDate: test.clock.now(),
          endDate: new Date(test.clock.now().getTime() + 30 * day),
          createdAt: test.clock.now(),
        });
        owners.push({
          label,
          tenant,
          shopper,
          name,
          orderNumber,
          presetId,
          groupId: group.id,
          locationId: location.id,
          packageId,
          subscriptionId,
        });
      }
    }
  }, 120_000);
  afterAll(() => test.close());

  const as = (actor: Owner, tenant: string = actor.tenant) => ({
    ...actor.shopper.headers,
    __tenant: tenant,
    'accept-language': 'en',
  });

  /** Every route of the account that reads the caller's own lists, and what makes them theirs. */
  const ownReads: {
    route: string;
    url: (owner: Owner) => string;
    mine: (response: LightMyRequestResponse, owner: Owner) => void;
  }[] = [
    {
      route: 'GET /api/app/identity-customer',
      url: () => '/api/app/identity-customer',
      mine: (response, owner) => {
        expect(customerSchema.parse(response.json())).toMatchObject({
          id: owner.shopper.customerId,
          name: owner.name,
        });
      },
    },
    {
      route: 'GET /api/app/identity-customer/orders',
      url: () => '/api/app/identity-customer/orders',
      mine: (response, owner) => {
        const page = orderListSchema.parse(response.json());
        expect(page.items.map((order) => order.orderNumber)).toEqual([owner.orderNumber]);
      },
    },
    {
      route: 'GET /api/app/identity-customer/customer-subscription',
      url: () => '/api/app/identity-customer/customer-subscription',
      mine: (response, owner) => {
        expect(customerSubscriptionSchema.parse(response.json()).id).toBe(owner.subscriptionId);
      },
    },
    {
      route: 'GET /api/app/presets/values',
      url: (owner) => `/api/app/presets/values?presetId=${owner.presetId}`,
      mine: (response, owner) => {
        const groups = presetGroupListSchema.parse(response.json()).items;
        expect(groups.map((group) => group.id)).toEqual([owner.groupId]);
      },
    },
    {
      route: 'GET /api/app/presets/presets-with-values/',
      url: () => '/api/app/presets/presets-with-values/',
      mine: (response, owner) => {
        const presets = presetWithValuesListSchema.parse(response.json()).items;
        expect(presets.flatMap((preset) => preset.groups.map((group) => group.id))).toEqual([
          owner.groupId,
        ]);
      },
    },
    {
      route: 'GET /api/app/presets/preset-fields-with-values',
      url: (owner) => `/api/app/presets/preset-fields-with-values?presetId=${owner.presetId}`,
      mine: (response, owner) => {
        const body = response.json<{ items: { value: string | null }[] }>();
        expect(body.items.map((field) => field.value)).toContain(owner.label);
      },
    },
    {
      route: 'GET /api/app/customer-locations',
      url: () => '/api/app/customer-locations',
      mine: (response, owner) => {
        const locations = savedCustomerLocationListSchema.parse(response.json()).items;
        expect(locations.map((location) => location.id)).toEqual([owner.locationId]);
      },
    },
    {
      route: 'GET /api/app/customer-locations/closest',
      url: () => '/api/app/customer-locations/closest?longitude=46.25&latitude=24',
      mine: (response, owner) => {
        expect(savedCustomerLocationSchema.parse(response.json()).id).toBe(owner.locationId);
      },
    },
    {
      route: 'GET /api/app/package/customer-packages/{customerId}',
      url: (owner) => `/api/app/package/customer-packages/${owner.shopper.customerId}`,
      mine: (response, owner) => {
        const packages = customerPackageListSchema.parse(response.json()).items;
        expect(packages.map((bought) => bought.id)).toEqual([owner.packageId]);
      },
    },
  ];

  it.each(ownReads)('$route answers each of the four only their own', async ({ url, mine }) => {
    for (const owner of owners) {
      const response = await test.app.inject({
        method: 'GET',
        url: url(owner),
        headers: as(owner),
      });
      expect(response.statusCode, owner.label).toBe(200);
      mine(response, owner);
    }
  });

  /** Every route that names something of one customer: 403 for another customer, 404 for another tenant. */
  const byId: {
    route: string;
    method: 'GET' | 'PUT' | 'POST' | 'DELETE';
    url: (owner: Owner) => string;
    payload?: (owner: Owner) => object;
    otherTenantStatus: number;
  }[] = [
    {
      route: 'PUT /api/app/presets/values/{presetGroupId}',
      method: 'PUT',
      url: (owner) => `/api/app/presets/values/${owner.groupId}`,
      payload: (owner) => ({ values: owner.tenant === 'demo' ? { district: 'X' } : { note: 'X' } }),
      otherTenantStatus: 404,
    },
    {
      route: 'POST /api/app/presets/set-default-group/{presetGroupId}',
      method: 'POST',
      url: (owner) => `/api/app/presets/set-default-group/${owner.groupId}`,
      otherTenantStatus: 404,
    },
    {
      route: 'DELETE /api/app/presets/{presetGroupId}',
      method: 'DELETE',
      url: (owner) => `/api/app/presets/${owner.groupId}`,
      otherTenantStatus: 404,
    },
    {
      route: 'GET /api/app/customer-locations/{locationId}',
      method: 'GET',
      url: (owner) => `/api/app/customer-locations/${owner.locationId}`,
      otherTenantStatus: 404,
    },
    {
      route: 'PUT /api/app/customer-locations/{locationId}',
      method: 'PUT',
      url: (owner) => `/api/app/customer-locations/${owner.locationId}`,
      payload: () => ({ longitude: 1, latitude: 1, description: 'taken', type: null }),
      otherTenantStatus: 404,
    },
    {
      route: 'DELETE /api/app/customer-locations/{locationId}',
      method: 'DELETE',
      url: (owner) => `/api/app/customer-locations/${owner.locationId}`,
      otherTenantStatus: 404,
    },
    {
      route: 'GET /api/app/package/customer-packages/{customerId}',
      method: 'GET',
      url: (owner) => `/api/app/package/customer-packages/${owner.shopper.customerId}`,
      otherTenantStatus: 403,
    },
  ];

  it.each(byId)(
    "$route refuses another customer's (403) and another tenant's (not found there)",
    async ({ method, url, payload, otherTenantStatus }) => {
      for (const actor of owners) {
        for (const owner of owners) {
          if (owner === actor) continue;
          const response = await test.app.inject({
            method,
            url: url(owner),
            headers: as(actor),
            ...(payload ? { payload: payload(owner) } : {}),
          });
          const expected = owner.tenant === actor.tenant ? 403 : otherTenantStatus;
          expect(response.statusCode, `${actor.label} on ${owner.label}'s`).toBe(expected);
          expect(errorOf(response).code).toBe(expected === 403 ? 'FORBIDDEN' : 'NOT_FOUND');
        }
      }
    },
  );

  it("leaves every customer's things as they were after the refused calls", async () => {
    for (const owner of owners) {
      const groups = presetGroupListSchema.parse(
        (
          await test.app.inject({
            method: 'GET',
            url: `/api/app/presets/values?presetId=${owner.presetId}`,
            headers: as(owner),
          })
        ).json(),
      );
      expect(groups.items).toEqual([
        {
          id: owner.groupId,
          presetId: owner.presetId,
          name: owner.label,
          isDefault: true,
          values: owner.tenant === 'demo' ? { district: owner.label } : { note: owner.label },
        },
      ]);
      const location = await test.app.inject({
        method: 'GET',
        url: `/api/app/customer-locations/${owner.locationId}`,
        headers: as(owner),
      });
      expect(savedCustomerLocationSchema.parse(location.json()).description).toBe(owner.label);
    }
  });

  it('answers 401 to a token of one tenant sent to the other, on every route', async () => {
    for (const actor of owners) {
      const otherTenant = actor.tenant === 'demo' ? 'salon' : 'demo';
      for (const { url } of ownReads) {
        const response = await test.app.inject({
          method: 'GET',
          url: url(actor),
          headers: as(actor, otherTenant),
        });
        expect(response.statusCode, `${actor.label}: ${url(actor)}`).toBe(401);
      }
      for (const { method, url, payload } of byId) {
        const response = await test.app.inject({
          method,
          url: url(actor),
          headers: as(actor, otherTenant),
          ...(payload ? { payload: payload(actor) } : {}),
        });
        expect(response.statusCode, `${actor.label}: ${method} ${url(actor)}`).toBe(401);
      }
      const put = await test.app.inject({
        method: 'PUT',
        url: '/api/app/identity-customer',
        headers: as(actor, otherTenant),
        payload: { name: 'Intruder' },
      });
      expect(put.statusCode).toBe(401);
      const post = await test.app.inject({
        method: 'POST',
        url: '/api/app/customer-locations',
        headers: as(actor, otherTenant),
        payload: { longitude: 1, latitude: 1, description: null, type: null },
      });
      expect(post.statusCode).toBe(401);
    }
  });
});
