import { cartSchema, ruleMessage } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCartItems } from './lines/add-cart-items.ts';
import { createCartRepository } from './cart-repository.ts';
import { createCartTestContext, type CartTestContext } from './testing/cart-test-context.ts';
import { allTestProducts, itemOf, priceOf, testProducts } from './testing/cart-test-products.ts';
import { createCart } from './create-cart.ts';
import { getCart } from './reads/get-cart.ts';
import { removeCartItems, updateCartItems } from './lines/update-cart-items.ts';
import { setCartCoupon } from './coupon/set-cart-coupon.ts';
import { setItemCustomFields } from './lines/set-item-custom-fields.ts';
import { updateCartFields } from './details/update-cart-fields.ts';
import { validateCart } from './checks/validate-cart.ts';
import { apiFailure } from '../../testing/api-failure.ts';

describe('cart rules', () => {
  let test: CartTestContext;
  beforeAll(async () => {
    test = await createCartTestContext(allTestProducts);
  }, 60_000);
  afterAll(() => test.close());

  const newCart = () => createCart(test.context, test.guest(), 0);
  const add = (cartId: string, items: Parameters<typeof addCartItems>[3], singleItem = false) =>
    addCartItems(test.context, test.guest(), cartId, items, singleItem);
  const itemsOf = (cartId: string) =>
    createCartRepository(test.database.db, test.guest().tenantId).items(cartId);

  describe('createCart', () => {
    it('makes an empty pending cart without a customer, totals zero', async () => {
      const cart = cartSchema.parse(await createCart(test.context, test.guest(), 1));
      expect(cart).toMatchObject({
        source: 1,
        status: 'pending',
        cartItems: [],
        customer: null,
        subTotal: 0,
        totalAmount: 0,
        amountToBePaid: 0,
        couponCode: null,
        orderNumber: null,
        isUpdated: false,
      });
    });
  });

  describe('addCartItems', () => {
    it('prices each item through the catalogue, names it in the language, applies the 15 % tax', async () => {
      const cart = await newCart();
      test.events.length = 0;
      const updated = await add(cart.id, [itemOf('mug', { quantity: 2 })]);
      expect(updated.cartItems).toHaveLength(1);
      expect(updated.cartItems[0]).toMatchObject({
        productId: testProducts.mug.id,
        productName: 'Mug',
        type: 'merchandise',
        quantity: 2,
        price: 100,
        amount: 200,
        taxAmount: 30,
        payableItemGroupId: null,
      });
      expect(updated).toMatchObject({ subTotal: 200, taxAmount: 30, totalAmount: 230 });
      expect(test.events).toEqual([
        { type: 'cartUpdated', tenantId: test.guest().tenantId, cartId: cart.id, cart: updated },
      ]);
      const arabic = await getCart(test.context, test.guest('ar'), cart.id, {
        allowNonPending: false,
      });
      expect(arabic.cartItems[0]?.productName).toBe('كوب');
    });

    it('refuses several items with singleItem, adding nothing', async () => {
      const cart = await newCart();
      const error = await apiFailure(add(cart.id, [itemOf('mug'), itemOf('mug')], true));
      expect(error).toMatchObject({ statusCode: 400, code: 'INVALID_OPERATION' });
      expect(error.message).toBe(ruleMessage('multipleItemsAsSingleItem', 'en'));
      expect(await itemsOf(cart.id)).toEqual([]);
      expect((await add(cart.id, [itemOf('mug')], true)).cartItems).toHaveLength(1);
    });

    it('refuses an unknown product, a price of another product and a missing required field', async () => {
      const cart = await newCart();
      const unknown = await apiFailure(
        add(cart.id, [itemOf('mug'), { ...itemOf('mug'), productId: 'no-such-product' }]),
      );
      expect(unknown).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
      expect(unknown.options.validationErrors).toEqual([
        { message: 'This product was not found.', members: ['1.productId'] },
      ]);
      const otherPrice = await apiFailure(
        add(cart.id, [{ ...itemOf('mug'), priceId: priceOf('limited').id }]),
      );
      expect(otherPrice.options.validationErrors?.[0]?.members).toEqual(['0.priceId']);
      const noEngraving = await apiFailure(add(cart.id, [itemOf('engraved')]));
      expect(noEngraving.options.validationErrors?.[0]?.members).toEqual([
        '0.customFields.engraving',
      ]);
      // The good first item of the refused call was not added either.
      expect(await itemsOf(cart.id)).toEqual([]);
      const engraved = await add(cart.id, [
        itemOf('engraved', { customFields: { engraving: 'S' } }),
      ]);
      expect(engraved.cartItems[0]?.customFields).toEqual({ engraving: 'S' });
    });

    it('checks stock per price over the whole cart', async () => {
      const cart = await newCart();
      const tooMany = await apiFailure(add(cart.id, [itemOf('limited', { quantity: 3 })]));
      expect(tooMany).toMatchObject({ statusCode: 409, code: 'ITEM_NOT_AVAILABLE' });
      await add(cart.id, [itemOf('limited', { quantity: 2 })]);
      const oneMore = await apiFailure(add(cart.id, [itemOf('limited')]));
      expect(oneMore.code).toBe('ITEM_NOT_AVAILABLE');
      expect(await itemsOf(cart.id)).toHaveLength(1);
    });

    it('needs a reservation slot that can be booked now, with valid dates', async () => {
      const cart = await newCart();
      const noSlot = await apiFailure(
        add(cart.id, [
          { ...itemOf('haircut'), reservationDateFrom: undefined, reservationDateTo: undefined },
        ]),
      );
      expect(noSlot.options.validationErrors?.[0]?.members).toEqual(['0.reservationDateFrom']);
      const badDate = await apiFailure(
        add(cart.id, [itemOf('haircut', { reservationDateTo: 'not a date' })]),
      );
      expect(badDate.options.validationErrors?.[0]?.members).toEqual(['0.reservationDateTo']);
      test.catalog.unbookable.add('2030-01-21T10:00:00.000Z');
      const taken = await apiFailure(
        add(cart.id, [
          itemOf('haircut', {
            reservationDateFrom: '2030-01-21T10:00:00.000Z',
            reservationDateTo: '2030-01-21T11:00:00.000Z',
          }),
        ]),
      );
      expect(taken).toMatchObject({ statusCode: 409, code: 'ITEM_NOT_AVAILABLE' });
      const booked = await add(cart.id, [itemOf('haircut', { providerCount: 2 })]);
      expect(booked.cartItems[0]).toMatchObject({
        type: 'reservation',
        reservationDateFrom: '2030-01-20T10:00:00.000Z',
        reservationDateTo: '2030-01-20T11:00:00.000Z',
        providerCount: 2,
        depositAmount: 50,
      });
      expect(booked).toMatchObject({ hasDeposit: true, depositAmount: 50 });
    });

    it('answers 404 for an unknown cart and 409 for a completed one', async () => {
      expect(
        await apiFailure(add('00000000-0000-4000-8000-000000000000', [itemOf('mug')])),
      ).toMatchObject({
        statusCode: 404,
        code: 'CART_NOT_FOUND',
      });
      expect((await apiFailure(add('not-a-uuid', [itemOf('mug')]))).code).toBe('CART_NOT_FOUND');
      const cart = await newCart();
      await createCartRepository(test.database.db, test.guest().tenantId).update(
        cart.id,
        { status: 'completed', orderNumber: 'ORD-999999', completedAt: test.clock.now() },
        test.clock.now(),
      );
      expect(await apiFailure(add(cart.id, [itemOf('mug')]))).toMatchObject({
        statusCode: 409,
        code: 'CART_ALREADY_COMPLETED',
      });
    });
  });

  describe('ownership', () => {
    it('lets anyone reach a cart without a customer, then only that customer', async () => {
      const cart = await newCart();
      const owner = await test.customer('+966512300011');
      const other = await test.customer('+966512300012');
      await add(cart.id, [itemOf('mug')]);
      await test.nameCustomer(cart.id, owner);
      const read = (caller = test.guest()) =>
        getCart(test.context, caller, cart.id, { allowNonPending: false });
      expect((await read(owner)).customer).toMatchObject({
        customerId: owner.customer?.customerId,
        name: 'Sara',
        mobileNumber: '+966512300011',
      });
      expect(await apiFailure(read())).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
      expect(await apiFailure(read(other))).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
      expect(
        await apiFailure(addCartItems(test.context, other, cart.id, [itemOf('mug')], false)),
      ).toMatchObject({ statusCode: 403 });
      expect(
        (await addCartItems(test.context, owner, cart.id, [itemOf('mug')], false)).cartItems,
      ).toHaveLength(2);
    });
  });

  describe('updateCartItems and removeCartItems', () => {
    it('re-prices a line for its new quantity and custom fields', async () => {
      const cart = await add((await newCart()).id, [itemOf('mug'), itemOf('limited')]);
      const [mug] = cart.cartItems;
      const updated = await updateCartItems(test.context, test.guest(), cart.id, [
        { id: mug?.id ?? '', quantity: 3, customFields: { colour: 'blue' } },
      ]);
      expect(updated.cartItems[0]).toMatchObject({
        quantity: 3,
        amount: 300,
        customFields: { colour: 'blue' },
      });
      expect(updated.subTotal).toBe(340);
    });

    it('refuses an id that is not a line of the cart, and stock beyond what is left', async () => {
      const cart = await add((await newCart()).id, [itemOf('limited')]);
      const unknown = await apiFailure(
        updateCartItems(test.context, test.guest(), cart.id, [
          { id: '00000000-0000-4000-8000-000000000000', quantity: 2 },
        ]),
      );
      expect(unknown.options.validationErrors?.[0]).toEqual({
        message: 'This item is not in the cart.',
        members: ['0.id'],
      });
      const tooMany = await apiFailure(
        updateCartItems(test.context, test.guest(), cart.id, [
          { id: cart.cartItems[0]?.id ?? '', quantity: 3 },
        ]),
      );
      expect(tooMany.code).toBe('ITEM_NOT_AVAILABLE');
      expect((await itemsOf(cart.id))[0]?.quantity).toBe(1);
    });

    it('removes lines, and a removal resent after its answer was lost changes nothing', async () => {
      const cart = await add((await newCart()).id, [itemOf('mug'), itemOf('limited')]);
      const [mug, limited] = cart.cartItems;
      const removed = await removeCartItems(test.context, test.guest(), cart.id, [
        (mug?.id ?? '').toUpperCase(),
      ]);
      expect(removed.cartItems.map((item) => item.id)).toEqual([limited?.id]);
      expect(removed.subTotal).toBe(40);
      // DELETE is idempotent: the same call again answers the same cart.
      const again = await removeCartItems(test.context, test.guest(), cart.id, [mug?.id ?? '']);
      expect(again.cartItems.map((item) => item.id)).toEqual([limited?.id]);
      expect(await itemsOf(cart.id)).toHaveLength(1);
    });

    it("sets a line's custom fields, re-pricing it; a required one cannot be cleared", async () => {
      const cart = await add((await newCart()).id, [
        itemOf('engraved', { customFields: { engraving: 'A' } }),
      ]);
      const itemId = cart.cartItems[0]?.id ?? '';
      const set = await setItemCustomFields(test.context, test.guest(), cart.id, itemId, {
        engraving: 'B',
      });
      expect(set.cartItems[0]?.customFields).toEqual({ engraving: 'B' });
      const cleared = await apiFailure(
        setItemCustomFields(test.context, test.guest(), cart.id, itemId, {}),
      );
      expect(cleared.code).toBe('VALIDATION_ERROR');
      const unknown = await apiFailure(
        setItemCustomFields(test.context, test.guest(), cart.id, 'nope', {}),
      );
      expect(unknown.options.validationErrors?.[0]?.members).toEqual(['cartItemId']);
    });
  });

  describe('updateCartFields', () => {
    it('sets notes (trimmed, blank clears) and custom fields, keeping absent ones', async () => {
      const cart = await newCart();
      const noted = await updateCartFields(test.context, test.guest(), cart.id, {
        notes: '  Ring twice ',
        customFields: { gift: 'yes' },
      });
      expect(noted).toMatchObject({ notes: 'Ring twice', customFields: { gift: 'yes' } });
      const kept = await updateCartFields(test.context, test.guest(), cart.id, { notes: ' ' });
      expect(kept).toMatchObject({ notes: null, customFields: { gift: 'yes' } });
    });
  });

  describe('setCartCoupon', () => {
    const coupon = (cartId: string, code: string) =>
      setCartCoupon(test.context, test.guest(), cartId, code);

    it('applies WELCOME10 (case-insensitively): 10 % off the subtotal, tax on the rest', async () => {
      const cart = await add((await newCart()).id, [itemOf('mug', { quantity: 2 })]);
      const applied = await coupon(cart.id, ' welcome10 ');
      expect(applied).toMatchObject({
        couponCode: 'WELCOME10',
        subTotal: 200,
        discountAmount: 20,
        taxAmount: 27,
        totalAmount: 207,
      });
      const removed = await coupon(cart.id, '');
      expect(removed).toMatchObject({ couponCode: null, discountAmount: 0, totalAmount: 230 });
    });

    it('refuses each invalid code with COUPON_INVALID and a message saying why', async () => {
      const cart = await add((await newCart()).id, [itemOf('limited')]);
      const refusal = async (code: string) => {
        const error = await apiFailure(coupon(cart.id, code));
        expect(error).toMatchObject({ statusCode: 400, code: 'COUPON_INVALID' });
        return error.message;
      };
      expect(await refusal('NOPE')).toBe('This discount code does not exist.');
      expect(await refusal('EXPIRED')).toBe('This discount code has expired.');
      expect(await refusal('SAVE50')).toBe(
        'This discount code needs a subtotal of at least 100.00 SAR.',
      );
      const tooLong = await apiFailure(coupon(cart.id, 'X'.repeat(50)));
      expect(tooLong.code).toBe('VALIDATION_ERROR');
      expect(
        (await getCart(test.context, test.guest(), cart.id, { allowNonPending: false })).couponCode,
      ).toBeNull();
    });
  });

  describe('validateCart', () => {
    it('lists every issue of an empty cart without a customer', async () => {
      const cart = await newCart();
      const error = await apiFailure(validateCart(test.context, test.guest(), cart.id));
      expect(error).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
      expect(error.options.validationErrors).toEqual([
        { message: 'Your cart is empty.', members: ['cartItems'] },
        { message: 'Please enter your name and mobile number.', members: ['customer'] },
      ]);
    });

    it('answers the cart when it can be ordered', async () => {
      const cart = await add((await newCart()).id, [itemOf('mug')]);
      await test.nameCustomer(cart.id, test.guest());
      const repository = createCartRepository(test.database.db, test.guest().tenantId);
      const before = await repository.find(cart.id);
      expect((await validateCart(test.context, test.guest(), cart.id)).subTotal).toBe(100);
      // Nothing changed, so nothing was written.
      expect((await repository.find(cart.id))?.version).toBe(before?.version);
    });

    it('refuses a slot taken since it was added (ITEM_NOT_AVAILABLE on its line)', async () => {
      const cart = await add((await newCart()).id, [
        itemOf('mug'),
        itemOf('haircut', {
          reservationDateFrom: '2030-01-22T10:00:00.000Z',
          reservationDateTo: '2030-01-22T11:00:00.000Z',
        }),
      ]);
      await test.nameCustomer(cart.id, test.guest());
      test.catalog.unbookable.add('2030-01-22T10:00:00.000Z');
      const error = await apiFailure(validateCart(test.context, test.guest(), cart.id));
      expect(error).toMatchObject({ statusCode: 400, code: 'ITEM_NOT_AVAILABLE' });
      expect(error.options.validationErrors).toEqual([
        { message: 'This item is no longer available.', members: ['cartItems.1'] },
      ]);
    });

    it('stores new prices and marks the cart updated', async () => {
      const cart = await add((await newCart()).id, [itemOf('mug')]);
      await test.nameCustomer(cart.id, test.guest());
      const price = priceOf('mug');
      price.amount = 120;
      try {
        const validated = await validateCart(test.context, test.guest(), cart.id);
        expect(validated).toMatchObject({ isUpdated: true, subTotal: 120 });
        expect(validated.cartItems[0]).toMatchObject({ price: 120, amount: 120 });
        // The next change by the shopper clears the flag.
        const noted = await updateCartFields(test.context, test.guest(), cart.id, { notes: 'x' });
        expect(noted.isUpdated).toBe(false);
      } finally {
        price.amount = 100;
      }
    });

    it('stores nothing when new prices would leave the coupon under its minimum', async () => {
      const cart = await add((await newCart()).id, [itemOf('mug')]);
      await test.nameCustomer(cart.id, test.guest());
      await setCartCoupon(test.context, test.guest(), cart.id, 'SAVE50');
      const before = await createCartRepository(test.database.db, test.guest().tenantId).find(
        cart.id,
      );
      priceOf('mug').amount = 90;
      try {
        const error = await apiFailure(validateCart(test.context, test.guest(), cart.id));
        expect(error).toMatchObject({ statusCode: 400, code: 'COUPON_INVALID' });
      } finally {
        priceOf('mug').amount = 100;
      }
      const after = await createCartRepository(test.database.db, test.guest().tenantId).find(
        cart.id,
      );
      expect(after?.version).toBe(before?.version);
      expect((await itemsOf(cart.id))[0]?.amount).toBe(100);
    });

    it('refuses a coupon that no longer applies (COUPON_INVALID on couponCode)', async () => {
      const cart = await add((await newCart()).id, [itemOf('mug'), itemOf('limited')]);
      await test.nameCustomer(cart.id, test.guest());
      await setCartCoupon(test.context, test.guest(), cart.id, 'SAVE50');
      const shrunk = await removeCartItems(test.context, test.guest(), cart.id, [
        cart.cartItems[0]?.id ?? '',
      ]);
      // Under its minimum the coupon gives no discount, and validating says why.
      expect(shrunk).toMatchObject({ couponCode: 'SAVE50', discountAmount: 0 });
      const error = await apiFailure(validateCart(test.context, test.guest(), cart.id));
      expect(error).toMatchObject({ statusCode: 400, code: 'COUPON_INVALID' });
      expect(error.options.validationErrors).toEqual([
        {
          message: 'This discount code needs a subtotal of at least 100.00 SAR.',
          members: ['couponCode'],
        },
      ]);
    });
  });
});
