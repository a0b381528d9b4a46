import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxDocuments } from '../../../db/schema/index.ts';
import { catalogSeedIds, seedIds } from '../../../db/seed/index.ts';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app.ts';
import { signIn } from '../../../testing/sign-in.ts';
import { seededItems } from '../../carts/testing/cart-routes.ts';
import { placeOrder } from '../../customers/testing/place-order.ts';
import { processAtOnce, readyCarts } from '../testing/order-invoices.ts';
import { invoiceHash } from '../zatca/index.ts';
import { firstDocumentHash } from './zatca-document.ts';

describe("a tenant's chain of invoices across orders", () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
  }, 60_000);
  afterAll(() => test.close());

  it('counts 1..n without a gap and links each to the one before, with orders placed one by one and eight at once', async () => {
    const sara = await signIn(test.app, 'demo', '0512300601');
    await placeOrder(test.app, sara, [seededItems.coffee250g()]);
    await placeOrder(test.app, sara, [seededItems.pen()]);
    const carts = await readyCarts(test.app, sara, 8, () => [seededItems.coffee250g(2)]);
    const orderNumbers = await processAtOnce(test.app, sara, carts);
    expect(new Set(orderNumbers).size).toBe(8);

    const chain = await test.database.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.tenantId, seedIds.tenants.demo))
      .orderBy(asc(taxDocuments.counter));
    expect(chain.map((document) => document.counter)).toEqual(
      Array.from({ length: 10 }, (_, index) => index + 1),
    );
    expect(chain.map((document) => document.number)).toEqual(
      Array.from({ length: 10 }, (_, index) => `INV-${String(index + 1).padStart(6, '0')}`),
    );
    expect(chain[0]?.previousHash).toBe(firstDocumentHash);
    chain.slice(1).forEach((document, index) => {
      expect(document.previousHash).toBe(chain[index]?.hash);
    });
    expect(new Set(chain.map((document) => document.hash)).size).toBe(10);
    // Each document's hash is ZATCA's hash of its XML, which carries its own counter and its
    // predecessor's hash.
    for (const document of chain) {
      expect(invoiceHash(document.xml)).toBe(document.hash);
      expect(document.xml).toContain(`<cbc:UUID>${document.counter}</cbc:UUID>`);
      expect(document.xml).toContain(document.previousHash);
    }
  });

  it("keeps each tenant's chain apart: the clinic's first invoice starts its own", async () => {
    const nora = await signIn(test.app, 'clinic', '0512300602');
    await placeOrder(test.app, nora, [
      {
        productId: catalogSeedIds.products.clinicVitaminD3,
        priceId: catalogSeedIds.prices.clinicVitaminD3,
        quantity: 1,
      },
    ]);
    const clinic = await test.database.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.tenantId, seedIds.tenants.clinic));
    expect(clinic).toMatchObject([
      { counter: 1, number: 'INV-000001', previousHash: firstDocumentHash, phase: 'generation' },
    ]);
  });
});
