import type { APIRequestContext, Page } from '@playwright/test';
import {
  errorMessage,
  quantityRefusalMessage,
  type Cart,
  type ErrorBody,
} from '@storefront/contracts';
import { catalogSeedIds } from '@storefront/api/seed';
import type { CartFactory } from '../fixtures/cart-factory.ts';
import type { Language } from '../fixtures/checkout-texts.ts';
import type { StorefrontApi } from '../fixtures/storefront-api.ts';
import { expect, test } from '../fixtures/checkout-test.ts';

const { products, prices } = catalogSeedIds;

/** A product's name as the page shows it in `language` (names follow `Accept-Language`). */
async function productName(request: APIRequestContext, productId: string, language: Language) {
  const response = await request.get(`/api/app/product/checkout/${productId}`, {
    headers: { __tenant: 'demo', 'accept-language': language },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { name: string }).name;
}

/** The cart as the server has it now. */
async function serverCart(request: APIRequestContext, cartId: string): Promise<Cart> {
  const response = await request.get(`/api/app/cart/${cartId}`, { headers: { __tenant: 'demo' } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Cart;
}

/** The amount of a money text ("SAR 1,234.50", or its Arabic form, Western digits in both). */
const amountOf = (text: string | null) =>
  Number(/[\d,]+\.\d{2}/.exec(text ?? '')?.[0].replace(/,/g, '') ?? Number.NaN);

// At this viewport the summary is the one on the end side; the folded one is for small screens.
const summary = (page: Page) => page.locator('aside');
const shownTotal = (page: Page) => summary(page).locator('[data-total="total"] dd');
const quantityOf = (page: Page, group: string) =>
  summary(page).getByRole('group', { name: group }).getByTestId('line-quantity');

/** A cart of two bags of coffee and an engraved pen. */
async function coffeeAndPen(carts: CartFactory, api: StorefrontApi): Promise<Cart> {
  const cart = await carts.create('empty');
  return api.addItems('demo', cart.id, [
    { productId: products.coffee, priceId: prices.coffee250g, quantity: 2 },
    {
      productId: products.pen,
      priceId: prices.pen,
      quantity: 1,
      customFields: { engraving: 'Sara' },
    },
  ]);
}

test('a quantity changed and a line removed on the checkout page, the totals the server’s', async ({
  page,
  request,
  api,
  carts,
  checkout,
  t,
  language,
  verifyScreen,
}) => {
  const cart = await coffeeAndPen(carts, api);
  const coffee = await productName(request, products.coffee, language);
  const pen = await productName(request, products.pen, language);
  await checkout.openCart(cart);
  const aside = summary(page);
  await verifyScreen('cart-editor');

  await aside
    .getByRole('button', { name: t('Increase quantity of {{name}}', { name: coffee }) })
    .click();
  await expect(quantityOf(page, t('Quantity of {{name}}', { name: coffee }))).toHaveText('3');
  await expect(aside.getByRole('status')).toContainText(
    t('Cart updated. Total: {{total}}', { total: '' }).trim(),
  );
  let answered = await serverCart(request, cart.id);
  expect(answered.cartItems.find((line) => line.productId === products.coffee)?.quantity).toBe(3);
  // The demo tenant's 15 % tax, as the server computed it.
  expect(answered.taxAmount).toBe(Math.round(answered.subTotal * 15) / 100);
  expect(amountOf(await shownTotal(page).textContent())).toBe(answered.totalAmount);

  // By keyboard: the question takes focus, Enter removes.
  await aside.getByRole('button', { name: t('Remove {{name}}', { name: pen }) }).focus();
  await page.keyboard.press('Enter');
  await expect(aside.getByRole('button', { name: t('Yes, remove') })).toBeFocused();
  await verifyScreen('cart-editor-remove-question');
  await page.keyboard.press('Enter');
  await expect(aside.getByText(pen)).toHaveCount(0);
  await expect(aside.getByRole('status')).toContainText(
    t('Cart updated. Total: {{total}}', { total: '' }).trim(),
  );
  answered = await serverCart(request, cart.id);
  expect(answered.cartItems.map((line) => line.productId)).toEqual([products.coffee]);
  expect(amountOf(await shownTotal(page).textContent())).toBe(answered.totalAmount);
  await verifyScreen('cart-editor-after-remove');
});

test('a refused change rolls back and says why', async ({
  page,
  request,
  api,
  carts,
  checkout,
  t,
  language,
  verifyScreen,
}) => {
  const cart = await coffeeAndPen(carts, api);
  const coffee = await productName(request, products.coffee, language);
  await checkout.openCart(cart);
  const before = await shownTotal(page).textContent();
  // Made at the network, where a stock run-out would come from: the server's own refusal body.
  await page.route(/\/api\/app\/cart\/items\//, (route) => {
    const body: ErrorBody = {
      error: {
        code: 'ITEM_NOT_AVAILABLE',
        message: errorMessage('ITEM_NOT_AVAILABLE', language),
        details: null,
        validationErrors: null,
      },
    };
    return route.fulfill({ status: 409, contentType: 'application/json', json: body });
  });
  const aside = summary(page);
  await aside
    .getByRole('button', { name: t('Increase quantity of {{name}}', { name: coffee }) })
    .click();
  await expect(aside.getByRole('alert')).toHaveText(
    t('Your change was undone: {{reason}}', {
      reason: errorMessage('ITEM_NOT_AVAILABLE', language),
    }),
  );
  await expect(quantityOf(page, t('Quantity of {{name}}', { name: coffee }))).toHaveText('2');
  await expect(shownTotal(page)).toHaveText(before ?? '');
  expect((await serverCart(request, cart.id)).cartItems[0]?.quantity).toBe(2);
  await verifyScreen('cart-editor-refused');
});

test('a quantity past the stock says how many are left, and the line can be changed again', async ({
  page,
  request,
  api,
  carts,
  checkout,
  t,
  language,
}) => {
  // The pen's stock now (orders of other tests take from it), all of it in the cart.
  const product = await request.get(`/api/app/product/checkout/${products.pen}`, {
    headers: { __tenant: 'demo' },
  });
  const stock =
    (
      (await product.json()) as { pricing: { id: string; stock: { availableQuantity: number } }[] }
    ).pricing.find((price) => price.id === prices.pen)?.stock.availableQuantity ?? 0;
  expect(stock).toBeGreaterThan(1);
  const cart = await api.addItems('demo', (await carts.create('empty')).id, [
    {
      productId: products.pen,
      priceId: prices.pen,
      quantity: stock,
      customFields: { engraving: 'Sara' },
    },
  ]);
  const pen = await productName(request, products.pen, language);
  await checkout.openCart(cart);
  const aside = summary(page);
  // The real server's refusal, not "This item is no longer available."
  await aside
    .getByRole('button', { name: t('Increase quantity of {{name}}', { name: pen }) })
    .click();
  await expect(aside.getByRole('alert')).toHaveText(
    t('Your change was undone: {{reason}}', {
      reason: quantityRefusalMessage('NOT_ENOUGH_STOCK', stock, language),
    }),
  );
  const quantity = quantityOf(page, t('Quantity of {{name}}', { name: pen }));
  await expect(quantity).toHaveText(String(stock));
  // Nothing is locked: one fewer goes through.
  await aside
    .getByRole('button', { name: t('Decrease quantity of {{name}}', { name: pen }) })
    .click();
  await expect(quantity).toHaveText(String(stock - 1));
  await expect
    .poll(async () => (await serverCart(request, cart.id)).cartItems[0]?.quantity)
    .toBe(stock - 1);
});

test('a change made in another tab, or by a call, shows within 2 seconds', async ({
  page,
  request,
  api,
  carts,
  checkout,
  t,
  language,
}) => {
  const cart = await coffeeAndPen(carts, api);
  const coffee = await productName(request, products.coffee, language);
  const url = checkout.url({ tenant: 'demo', cartId: cart.id });
  await checkout.openCart(cart);
  const quantity = quantityOf(page, t('Quantity of {{name}}', { name: coffee }));
  await expect(quantity).toHaveText('2');

  const other = await page.context().newPage();
  await other.goto(url);
  const otherAside = summary(other);
  await otherAside
    .getByRole('button', { name: t('Increase quantity of {{name}}', { name: coffee }) })
    .click();
  await expect(otherAside.getByRole('status')).toContainText(
    t('Cart updated. Total: {{total}}', { total: '' }).trim(),
  );
  await expect(quantity).toHaveText('3', { timeout: 2_000 });
  await other.close();

  const line = (await serverCart(request, cart.id)).cartItems.find(
    (item) => item.productId === products.coffee,
  );
  const response = await request.put(`/api/app/cart/items/${cart.id}`, {
    headers: { __tenant: 'demo' },
    data: [{ id: line?.id, quantity: 5 }],
  });
  expect(response.ok()).toBe(true);
  const changed = (await response.json()) as Cart;
  await expect(quantity).toHaveText('5', { timeout: 2_000 });
  await expect(shownTotal(page)).toHaveText(/\d/);
  expect(amountOf(await shownTotal(page).textContent())).toBe(changed.totalAmount);
});

test('a line’s custom field is edited and checked before it is sent', async ({
  page,
  request,
  api,
  carts,
  checkout,
  t,
  language,
  verifyScreen,
}) => {
  const cart = await coffeeAndPen(carts, api);
  const pen = await productName(request, products.pen, language);
  await checkout.openCart(cart);
  const aside = summary(page);
  // The definitions load once the page is idle.
  await aside.getByRole('button', { name: t('Edit details of {{name}}', { name: pen }) }).click();
  const engraving = aside.getByRole('textbox', { name: /./ }).first();
  await expect(engraving).toHaveValue('Sara');
  await engraving.fill('');
  await aside.getByRole('button', { name: t('Save details') }).click();
  await expect(engraving).toBeFocused();
  await expect(engraving).toHaveAttribute('aria-invalid', 'true');
  await verifyScreen('cart-editor-details');
  await engraving.fill('Noura');
  await aside.getByRole('button', { name: t('Save details') }).click();
  await expect(aside.getByRole('status')).toContainText(
    t('Cart updated. Total: {{total}}', { total: '' }).trim(),
  );
  const saved = (await serverCart(request, cart.id)).cartItems.find(
    (line) => line.productId === products.pen,
  );
  expect(saved?.customFields['engraving']).toBe('Noura');
});

test('an announced total is the total shown: a coupon applied after a change (issue 20, item 7)', async ({
  page,
  request,
  api,
  carts,
  checkout,
  t,
  language,
}) => {
  const cart = await coffeeAndPen(carts, api);
  const coffee = await productName(request, products.coffee, language);
  await checkout.openCart(cart);
  const aside = summary(page);
  await aside
    .getByRole('button', { name: t('Increase quantity of {{name}}', { name: coffee }) })
    .click();
  const status = aside.getByRole('status');
  await expect(status).toContainText(t('Cart updated. Total: {{total}}', { total: '' }).trim());
  const before = amountOf(await status.textContent());
  expect(before).toBe(amountOf(await shownTotal(page).textContent()));

  await checkout.applyCoupon('WELCOME10');
  await expect
    .poll(async () => amountOf(await shownTotal(page).textContent()))
    .toBeLessThan(before);
  // The editor's status no longer announces the total from before the discount.
  await expect(status).toHaveText('');
});
