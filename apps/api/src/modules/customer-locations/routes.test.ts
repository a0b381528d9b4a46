import {
  savedCustomerLocationListSchema,
  savedCustomerLocationSchema,
} from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAccountSeedIds, demoCustomerMobileNumber } from '../../db/seed/index.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { signIn, type SignedIn } from '../../testing/sign-in.ts';
import { errorOf } from '../carts/testing/cart-routes.ts';

const base = '/api/app/customer-locations';
const home = { longitude: 46.6753, latitude: 24.7136, description: 'Home', type: 'home' };

describe('/api/app/customer-locations', () => {
  let test: TestApp;
  let sara: SignedIn;
  beforeAll(async () => {
    test = await buildTestApp();
    sara = await signIn(test.app, 'demo', '0512300601');
  }, 60_000);
  afterAll(() => test.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    test.app.inject({
      method,
      url: `${base}${url}`,
      headers: { ...sara.headers, 'accept-language': 'en' },
      ...(payload === undefined ? {} : { payload }),
    });

  it('saves, lists, reads, changes and deletes locations', async () => {
    expect((await call('GET', '')).json()).toEqual({ totalCount: 0, items: [] });
    const created = await call('POST', '', home);
    expect(created.statusCode).toBe(200);
    const saved = savedCustomerLocationSchema.parse(created.json());
    expect(saved).toEqual({ id: expect.any(String) as string, ...home });
    // Listed in the order saved (two saves at one instant are ordered by id).
    test.clock.advance(1_000);
    const office = savedCustomerLocationSchema.parse(
      (
        await call('POST', '', {
          longitude: 46.6388,
          latitude: 24.7743,
          description: '  ',
          type: null,
        })
      ).json(),
    );
    expect(office).toMatchObject({ description: null, type: null });

    const listed = savedCustomerLocationListSchema.parse((await call('GET', '')).json());
    expect(listed.items.map((location) => location.id)).toEqual([saved.id, office.id]);
    expect((await call('GET', `/${saved.id}`)).json()).toEqual(saved);

    const changed = await call('PUT', `/${office.id}`, {
      longitude: -0.1276,
      latitude: 51.5072,
      description: 'London office',
      type: 'work',
    });
    expect(changed.json()).toEqual({
      id: office.id,
      longitude: -0.1276,
      latitude: 51.5072,
      description: 'London office',
      type: 'work',
    });

    const deleted = await call('DELETE', `/${saved.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    const afterDelete = await call('GET', `/${saved.id}`);
    expect(afterDelete.statusCode).toBe(404);
    expect(errorOf(afterDelete).code).toBe('NOT_FOUND');
    expect(savedCustomerLocationListSchema.parse((await call('GET', '')).json()).totalCount).toBe(
      1,
    );
  });

  it('answers the closest saved location, or null when none is saved', async () => {
    const demo = await signIn(test.app, 'demo', demoCustomerMobileNumber);
    const closest = (query: string, shopper: SignedIn) =>
      test.app.inject({ method: 'GET', url: `${base}/closest?${query}`, headers: shopper.headers });
    const nearOffice = await closest('longitude=46.64&latitude=24.77', demo);
    expect(nearOffice.statusCode).toBe(200);
    expect(savedCustomerLocationSchema.parse(nearOffice.json()).id).toBe(
      customerAccountSeedIds.locations.office,
    );
    const nearHome = await closest('longitude=46.68&latitude=24.70', demo);
    expect(savedCustomerLocationSchema.parse(nearHome.json()).id).toBe(
      customerAccountSeedIds.locations.home,
    );
    const nobody = await signIn(test.app, 'demo', '0512300602');
    const none = await closest('longitude=46.68&latitude=24.70', nobody);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
  });

  it.each([
    [{ ...home, longitude: 180.5 }, 'longitude'],
    [{ ...home, longitude: -181 }, 'longitude'],
    [{ ...home, latitude: 90.01 }, 'latitude'],
    [{ ...home, latitude: -95 }, 'latitude'],
    [{ ...home, latitude: '24.7' }, 'latitude'],
    [{ latitude: 24.7, description: null, type: null }, 'longitude'],
    [{ ...home, description: 'x'.repeat(201) }, 'description'],
    [{ ...home, type: 'x'.repeat(51) }, 'type'],
  ])(
    'refuses %j with 400 VALIDATION_ERROR on %s, on create and on change',
    async (body, member) => {
      for (const response of [
        await call('POST', '', body),
        await call('PUT', `/${customerAccountSeedIds.locations.home}`, body),
      ]) {
        expect(response.statusCode).toBe(400);
        expect(errorOf(response).validationErrors?.map((item) => item.members.join('.'))).toContain(
          member,
        );
      }
    },
  );

  it.each([
    ['latitude=24.7', 'longitude'],
    ['longitude=200&latitude=24.7', 'longitude'],
    ['longitude=46.6&latitude=-90.5', 'latitude'],
    ['longitude=east&latitude=24.7', 'longitude'],
  ])('refuses closest?%s with 400 VALIDATION_ERROR on %s', async (query, member) => {
    const response = await call('GET', `/closest?${query}`);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).validationErrors?.map((item) => item.members.join('.'))).toContain(
      member,
    );
  });

  it.each([
    ['GET', undefined],
    ['PUT', home],
    ['DELETE', undefined],
  ] as const)('%s of an unknown location is 404 NOT_FOUND', async (method, payload) => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await call(method, `/${id}`, payload);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('NOT_FOUND');
    }
  });

  it.each([
    ['GET', ''],
    ['POST', ''],
    ['GET', '/closest?longitude=46&latitude=24'],
    ['GET', `/${customerAccountSeedIds.locations.home}`],
    ['PUT', `/${customerAccountSeedIds.locations.home}`],
    ['DELETE', `/${customerAccountSeedIds.locations.home}`],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const response = await test.app.inject({
      method,
      url: `${base}${url}`,
      headers: { __tenant: 'demo' },
      ...(method === 'POST' || method === 'PUT' ? { payload: home } : {}),
    });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHORIZED');
  });
});
