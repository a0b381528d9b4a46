import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import * as schema from '../../db/schema/index.ts';
import { seedIds } from '../../db/seed/index.ts';
import { ApiError } from '../../errors/api-error.ts';
import { testEpoch } from '../../testing/test-clock.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { assertNoPaymentInProgress } from './cart-guards.ts';
import { createCartRepository } from './cart-repository.ts';

const tenantId = seedIds.tenants.demo;
const minutes = (n: number) => new Date(testEpoch.getTime() + n * 60_000);

describe('assertNoPaymentInProgress', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(() => database.close());

  async function cartWithAttempt(status: 'pending' | 'failed', holdExpiresAt: Date) {
    const cartId = crypto.randomUUID();
    await createCartRepository(database.db, tenantId).create({
      id: cartId,
      source: 0,
      now: testEpoch,
    });
    await database.db.insert(schema.paymentAttempts).values({
      id: crypto.randomUUID(),
      tenantId,
      cartId,
      idempotencyKey: 'key-12345678',
      provider: 'moyasar',
      method: 'mada',
      status,
      amount: 100,
      currency: 'SAR',
      cartVersion: 1,
      returnUrl: 'https://shop.example/checkout',
      holdExpiresAt,
      createdAt: testEpoch,
      updatedAt: testEpoch,
    });
    return cartId;
  }
  const check = (cartId: string, language: 'ar' | 'en' = 'en') =>
    assertNoPaymentInProgress(database.db, tenantId, cartId, testEpoch, language);

  it('refuses changes while a pending attempt holds the cart, in the asked language', async () => {
    const cartId = await cartWithAttempt('pending', minutes(15));
    await expect(check(cartId)).rejects.toMatchObject({
      statusCode: 409,
      code: 'CONFLICT',
      message: 'A payment is in progress for this cart. Finish or cancel it first.',
    });
    await expect(check(cartId, 'ar')).rejects.toBeInstanceOf(ApiError);
    await expect(check(cartId, 'ar')).rejects.toMatchObject({
      message: 'هناك عملية دفع جارية لهذه السلة. أكملها أو ألغها أولًا.',
    });
  });

  it('lets a cart change once its attempt ended or its hold lapsed', async () => {
    await expect(check(await cartWithAttempt('failed', minutes(15)))).resolves.toBeUndefined();
    await expect(check(await cartWithAttempt('pending', minutes(-1)))).resolves.toBeUndefined();
    await expect(check(crypto.randomUUID())).resolves.toBeUndefined();
  });
});
