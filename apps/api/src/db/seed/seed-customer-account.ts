import { roundMoney, type PaymentMethod } from '@storefront/contracts';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import {
  cartItems,
  carts,
  customerLocations,
  customerPackageItems,
  customerPackages,
  customers,
  customerSubscriptions,
  orderNumberCounters,
  orders,
  presetGroups,
  productPrices,
  products,
} from '../schema/index.ts';
import { catalogSeedIds } from './catalog-seed-ids.ts';
import { customerAccountSeedIds as ids } from './customer-account-seed-ids.ts';
import type { SeedContext } from './seed-context.ts';
import { seedIds } from './seed-ids.ts';

const tenantId = seedIds.tenants.demo;
const day = 24 * 60 * 60 * 1000;
const taxRate = 0.15;
const demoMobileE164 = '+966555000111';

/** One seeded order: its single line, how it was paid and where it stands. */
interface DemoOrder {
  daysAgo: number;
  productId: string;
  priceId: string;
  quantity: number;
  unitPrice: number;
  method: PaymentMethod;
  status: 'paid' | 'pendingVerification' | 'cancelled';
  reservation?: { from: Date; to: Date };
}

/**
 * The demo tenant's demo customer and their account (docs/product/demo-data.md): orders in every
 * status, two preset groups of a car and one address, two saved locations, a spa package with
 * sessions used, an active Coffee Club subscription. Inserted once, when neither the customer nor
 * their number exists yet (order numbers come from the tenant's counter, so they are taken only
 * then).
 */
export async function seedCustomerAccount({ db, now }: SeedContext): Promise<void> {
  // Present already, or the number is someone's who signed in with it before the seed had it.
  const [existing] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, tenantId),
        or(eq(customers.id, ids.demoCustomer), eq(customers.mobileNumber, demoMobileE164)),
      ),
    );
  if (existing) return;

  const customerId = ids.demoCustomer;
  await db.insert(customers).values({
    id: customerId,
    tenantId,
    mobileNumber: demoMobileE164,
    name: 'سارة القحطاني',
    email: 'sara@example.com',
    customFields: {},
    createdAt: new Date(now.getTime() - 60 * day),
  });

  const massageStart = new Date(now.getTime() - 14 * day);
  const demoOrders: DemoOrder[] = [
    {
      daysAgo: 40,
      productId: catalogSeedIds.products.coffee,
      priceId: catalogSeedIds.prices.coffee250g,
      quantity: 2,
      unitPrice: 45,
      method: 'cash',
      status: 'paid',
    },
    {
      daysAgo: 30,
      productId: catalogSeedIds.products.spaPackage,
      priceId: catalogSeedIds.prices.spaPackage,
      quantity: 1,
      unitPrice: 900,
      method: 'mada',
      status: 'paid',
    },
    {
      daysAgo: 21,
      productId: catalogSeedIds.products.pen,
      priceId: catalogSeedIds.prices.pen,
      quantity: 1,
      unitPrice: 120,
      method: 'cash',
      status: 'cancelled',
    },
    {
      daysAgo: 15,
      productId: catalogSeedIds.products.massage,
      priceId: catalogSeedIds.prices.massage,
      quantity: 1,
      unitPrice: 200,
      method: 'visa',
      status: 'paid',
      reservation: { from: massageStart, to: new Date(massageStart.getTime() + 60 * 60 * 1000) },
    },
    {
      daysAgo: 10,
      productId: catalogSeedIds.products.coffeeClub,
      priceId: catalogSeedIds.prices.coffeeClubMonthly,
      quantity: 1,
      unitPrice: 99,
      method: 'applepay',
      status: 'paid',
    },
    {
      daysAgo: 5,
      productId: catalogSeedIds.products.coffee,
      priceId: catalogSeedIds.prices.coffee250g,
      quantity: 1,
      unitPrice: 45,
      method: 'cash',
      status: 'paid',
    },
    {
      daysAgo: 1,
      productId: catalogSeedIds.products.pen,
      priceId: catalogSeedIds.prices.pen,
      quantity: 1,
      unitPrice: 120,
      method: 'banktransfer',
      status: 'pendingVerification',
    },
  ];

  const productRows = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        inArray(
          products.id,
          demoOrders.map((order) => order.productId),
        ),
      ),
    );
  const priceRows = await db
    .select()
    .from(productPrices)
    .where(
      and(
        eq(productPrices.tenantId, tenantId),
        inArray(
          productPrices.id,
          demoOrders.map((order) => order.priceId),
        ),
      ),
    );
  const [counter] = await db
    .insert(orderNumberCounters)
    .values({ tenantId, lastNumber: demoOrders.length })
    .onConflictDoUpdate({
      target: orderNumberCounters.tenantId,
      set: { lastNumber: sql`${orderNumberCounters.lastNumber} + ${demoOrders.length}` },
    })
    .returning({ lastNumber: orderNumberCounters.lastNumber });
  const firstNumber = (counter?.lastNumber ?? demoOrders.length) - demoOrders.length + 1;

  for (const [index, demoOrder] of demoOrders.entries()) {
    const seeded = ids.orders[index];
    const product = productRows.find((row) => row.id === demoOrder.productId);
    const price = priceRows.find((row) => row.id === demoOrder.priceId);
    if (!seeded || !product || !price)
      throw new Error(`Demo order ${index + 1} has no ids or product`);
    const at = new Date(now.getTime() - demoOrder.daysAgo * day);
    const orderNumber = `ORD-${String(firstNumber + index).padStart(6, '0')}`;
    const subTotal = roundMoney(demoOrder.unitPrice * demoOrder.quantity);
    const taxAmount = roundMoney(subTotal * taxRate);
    const totalAmount = roundMoney(subTotal + taxAmount);
    await db.insert(carts).values({
      id: seeded.cart,
      tenantId,
      source: 0,
      status: 'completed',
      customerId,
      customerName: 'سارة القحطاني',
      customerMobileNumber: demoMobileE164,
      orderNumber,
      createdAt: at,
      updatedAt: at,
      completedAt: at,
    });
    await db.insert(cartItems).values({
      id: seeded.line,
      tenantId,
      cartId: seeded.cart,
      position: 0,
      productId: product.id,
      product: {
        type: product.type,
        name: { ar: product.nameAr, en: product.nameEn },
        description: { ar: product.descriptionAr, en: product.descriptionEn },
        imageUrl: null,
        providerNames: demoOrder.reservation ? { ar: ['نورة'], en: ['Noura'] } : { ar: [], en: [] },
        // The orders' lines name their price option like a line bought in the checkout.
        price: { name: { ar: price.nameAr, en: price.nameEn }, period: price.period },
        customFields: [],
        isFullDayBooking: false,
      },
      priceId: demoOrder.priceId,
      quantity: demoOrder.quantity,
      effectiveQuantity: demoOrder.quantity,
      unitPrice: demoOrder.unitPrice,
      totalPrice: subTotal,
      amount: subTotal,
      flatAmount: 0,
      depositAmount: 0,
      reservationDateFrom: demoOrder.reservation?.from ?? null,
      reservationDateTo: demoOrder.reservation?.to ?? null,
      providerIds: demoOrder.reservation ? [catalogSeedIds.providers.noura] : [],
      payableItemGroupId: seeded.order,
      payableItemId: seeded.line,
      createdAt: at,
    });
    await db.insert(orders).values({
      id: seeded.order,
      tenantId,
      cartId: seeded.cart,
      orderNumber,
      customerId,
      paymentMethod: demoOrder.method,
      status: demoOrder.status,
      subTotal,
      discountAmount: 0,
      taxAmount,
      totalAmount,
      amountToBePaid: totalAmount,
      createdAt: at,
    });
  }

  const packageOrder = ids.orders[1];
  const packageBought = new Date(now.getTime() - 30 * day);
  await db.insert(customerPackages).values({
    id: ids.spaPackage,
    tenantId,
    customerId,
    productId: catalogSeedIds.products.spaPackage,
    orderId: packageOrder?.order ?? null,
    payableItemGroupId: packageOrder?.order ?? null,
    cartItemId: packageOrder?.line ?? null,
    purchasedAt: packageBought,
    expiresAt: new Date(packageBought.getTime() + 180 * day),
  });
  await db.insert(customerPackageItems).values({
    id: ids.spaPackageMassages,
    tenantId,
    customerPackageId: ids.spaPackage,
    productId: catalogSeedIds.products.massage,
    totalQuantity: 5,
    usedQuantity: 2,
  });

  const subscribed = new Date(now.getTime() - 10 * day);
  await db.insert(customerSubscriptions).values({
    id: ids.coffeeClubSubscription,
    tenantId,
    customerId,
    productId: catalogSeedIds.products.coffeeClub,
    priceId: catalogSeedIds.prices.coffeeClubMonthly,
    orderId: ids.orders[4]?.order ?? null,
    status: 'active',
    startDate: subscribed,
    endDate: new Date(subscribed.getTime() + 30 * day),
    createdAt: subscribed,
  });

  const group = { tenantId, customerId, createdAt: now, updatedAt: now };
  await db.insert(presetGroups).values([
    {
      ...group,
      id: ids.presetGroups.myCar,
      presetId: ids.presets.car,
      name: 'سيارتي',
      isDefault: true,
      values: { plate: 'ABC 1234', model: 'Camry', color: 'white' },
    },
    {
      ...group,
      id: ids.presetGroups.familyCar,
      presetId: ids.presets.car,
      name: 'سيارة العائلة',
      isDefault: false,
      values: { plate: 'XYZ 987', model: 'Land Cruiser', color: 'black' },
    },
    {
      ...group,
      id: ids.presetGroups.home,
      presetId: ids.presets.address,
      name: 'المنزل',
      isDefault: true,
      values: { district: 'Al Olaya', building: '7421' },
    },
  ]);
  await db.insert(customerLocations).values([
    {
      id: ids.locations.home,
      tenantId,
      customerId,
      longitude: 46.6753,
      latitude: 24.7136,
      description: 'المنزل',
      type: 'home',
      createdAt: now,
      updatedAt: now,
    },
    {
      id: ids.locations.office,
      tenantId,
      customerId,
      longitude: 46.6388,
      latitude: 24.7743,
      description: 'المكتب',
      type: 'work',
      createdAt: new Date(now.getTime() + 1),
      updatedAt: new Date(now.getTime() + 1),
    },
  ]);
}
