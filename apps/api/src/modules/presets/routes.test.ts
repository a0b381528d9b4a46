import {
  presetFieldWithValueListSchema,
  presetGroupListSchema,
  presetGroupSchema,
  presetListSchema,
  presetWithValuesListSchema,
} from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAccountSeedIds, demoCustomerMobileNumber } from '../../db/seed/index.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { signIn, type SignedIn } from '../../testing/sign-in.ts';
import { errorOf } from '../carts/testing/cart-routes.ts';

const { presets: presetIds, presetGroups: seededGroups } = customerAccountSeedIds;
const car = presetIds.car;

describe('/api/app/presets', () => {
  let test: TestApp;
  let sara: SignedIn;
  beforeAll(async () => {
    test = await buildTestApp();
    sara = await signIn(test.app, 'demo', '0512300501');
  }, 60_000);
  afterAll(() => test.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    shopper: SignedIn = sara,
  ) =>
    test.app.inject({
      method,
      url: `/api/app/presets/${url}`,
      headers: { ...shopper.headers, 'accept-language': 'en' },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it("lists the tenant's presets with their fields in the request's language", async () => {
    const response = await call('GET', 'presets-list');
    expect(response.statusCode).toBe(200);
    const { totalCount, items } = presetListSchema.parse(response.json());
    expect(totalCount).toBe(2);
    expect(items.map((preset) => preset.name)).toEqual(['Car', 'Delivery address']);
    expect(items[0]?.fields).toEqual([
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
          { value: 'silver', label: 'Silver' },
        ],
      },
    ]);
  });

  it('answers the demo customer their seeded groups, the default first', async () => {
    const demo = await signIn(test.app, 'demo', demoCustomerMobileNumber);
    const response = await call('GET', 'presets-with-values/', undefined, demo);
    const { items } = presetWithValuesListSchema.parse(response.json());
    expect(
      items.map((preset) => preset.groups.map((group) => [group.id, group.isDefault])),
    ).toEqual([
      [
        [seededGroups.myCar, true],
        [seededGroups.familyCar, false],
      ],
      [[seededGroups.home, true]],
    ]);
  });

  it('creates, reads, updates, makes default and deletes groups of a preset', async () => {
    const empty = await call('GET', `values?presetId=${car}`);
    expect(presetGroupListSchema.parse(empty.json())).toEqual({ totalCount: 0, items: [] });
    const noValues = presetFieldWithValueListSchema.parse(
      (await call('GET', `preset-fields-with-values?presetId=${car}`)).json(),
    );
    expect(noValues.items.map((field) => [field.key, field.value])).toEqual([
      ['plate', null],
      ['model', null],
      ['color', null],
    ]);

    // The first group becomes the default even unasked; a later one only when asked.
    const first = await call('POST', `value?presetId=${car}`, {
      name: ' My car ',
      values: { plate: 'ABC 1234', color: 'white' },
    });
    expect(first.statusCode).toBe(200);
    const mine = presetGroupSchema.parse(first.json());
    expect(mine).toMatchObject({
      presetId: car,
      name: 'My car',
      isDefault: true,
      values: { plate: 'ABC 1234', color: 'white' },
    });
    const second = presetGroupSchema.parse(
      (await call('POST', `value?presetId=${car}`, { values: { plate: 'XYZ 987' } })).json(),
    );
    expect(second).toMatchObject({ name: null, isDefault: false });

    const withValues = presetFieldWithValueListSchema.parse(
      (await call('GET', `preset-fields-with-values?presetId=${car}`)).json(),
    );
    expect(withValues.items.map((field) => [field.key, field.value])).toEqual([
      ['plate', 'ABC 1234'],
      ['model', null],
      ['color', 'white'],
    ]);

    const madeDefault = await call('POST', `set-default-group/${second.id}`);
    expect(presetGroupSchema.parse(madeDefault.json()).isDefault).toBe(true);
    const listed = presetGroupListSchema.parse(
      (await call('GET', `values?presetId=${car}`)).json(),
    );
    expect(listed.items.map((group) => [group.id, group.isDefault])).toEqual([
      [second.id, true],
      [mine.id, false],
    ]);

    const updated = await call('PUT', `values/${mine.id}`, {
      name: 'Old car',
      values: { plate: 'DEF 555', model: 'Accord' },
      isDefault: true,
    });
    expect(presetGroupSchema.parse(updated.json())).toEqual({
      id: mine.id,
      presetId: car,
      name: 'Old car',
      isDefault: true,
      values: { plate: 'DEF 555', model: 'Accord' },
    });
    // Leaving the name out keeps it.
    const keptName = await call('PUT', `values/${mine.id}`, { values: { plate: 'DEF 556' } });
    expect(presetGroupSchema.parse(keptName.json())).toMatchObject({
      name: 'Old car',
      isDefault: true,
    });

    // Deleting the default makes the remaining group the default.
    const deleted = await call('DELETE', mine.id);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    const after = presetGroupListSchema.parse((await call('GET', `values?presetId=${car}`)).json());
    expect(after.items.map((group) => [group.id, group.isDefault])).toEqual([[second.id, true]]);
    const gone = await call('DELETE', mine.id);
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone).code).toBe('NOT_FOUND');
  });

  it.each([
    [{ values: { model: 'Camry' } }, 'values.plate'],
    [{ values: { plate: 'A', color: 'purple' } }, 'values.color'],
    [{ values: { plate: 'A', wheels: '4' } }, 'values.wheels'],
    [{ values: { plate: 'A' }, name: 'x'.repeat(101) }, 'name'],
    [{ name: 'No values' }, 'values'],
    [{ values: { plate: 7 } }, 'values.plate'],
  ])('refuses %j with 400 VALIDATION_ERROR on %s', async (payload, member) => {
    const response = await call('POST', `value?presetId=${car}`, payload);
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.validationErrors?.map((item) => item.members.join('.'))).toContain(member);
  });

  it('checks the values of an update against its preset too', async () => {
    const response = await call('POST', `value?presetId=${presetIds.address}`, {
      values: { district: 'Al Malqa', building: '12' },
    });
    const group = presetGroupSchema.parse(response.json());
    const bad = await call('PUT', `values/${group.id}`, {
      values: { district: 'X', building: 'twelve' },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).validationErrors?.map((item) => item.members)).toEqual([
      ['values.building'],
    ]);
  });

  it.each([
    ['GET', 'values'],
    ['GET', 'preset-fields-with-values'],
    ['POST', 'value'],
  ] as const)('%s %s without presetId is 400, with an unknown one 404', async (method, path) => {
    const payload = method === 'POST' ? { values: { plate: 'A' } } : undefined;
    const missing = await call(method, path, payload);
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).validationErrors?.[0]?.members).toEqual(['presetId']);
    for (const presetId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const unknown = await call(method, `${path}?presetId=${presetId}`, payload);
      expect(unknown.statusCode).toBe(404);
      expect(errorOf(unknown).code).toBe('NOT_FOUND');
    }
  });

  it.each([
    ['PUT', 'values/'],
    ['POST', 'set-default-group/'],
    ['DELETE', ''],
  ] as const)('%s %s{unknown group} is 404 NOT_FOUND', async (method, path) => {
    const payload = method === 'PUT' ? { values: { plate: 'A' } } : undefined;
    for (const groupId of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await call(method, `${path}${groupId}`, payload);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('NOT_FOUND');
    }
  });

  it.each([
    ['GET', `values?presetId=${car}`],
    ['GET', 'presets-with-values/'],
    ['GET', 'presets-list'],
    ['GET', `preset-fields-with-values?presetId=${car}`],
    ['POST', `value?presetId=${car}`],
    ['PUT', `values/${seededGroups.myCar}`],
    ['POST', `set-default-group/${seededGroups.myCar}`],
    ['DELETE', seededGroups.myCar],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const response = await test.app.inject({
      method,
      url: `/api/app/presets/${url}`,
      headers: { __tenant: 'demo' },
      ...(method === 'POST' || method === 'PUT' ? { payload: { values: { plate: 'A' } } } : {}),
    });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHORIZED');
  });
});
