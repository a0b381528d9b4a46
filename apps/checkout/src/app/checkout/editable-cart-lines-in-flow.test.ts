// @vitest-environment jsdom
// The cart editor (a feature) over the page's real cart flow (app/), so it lives where app/ composes them.
import {
  quantityRefusalMessage,
  type Cart,
  type CustomField,
  type Language,
  type Product,
} from '@storefront/contracts';
import { ApiError, type CartActor } from '@storefront/sdk';
import { waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useCartFlow } from './use-cart-flow.ts';
import { OrderTotals } from '../../components/cart/order-totals.tsx';
import { cartItem, testCart } from '../../testing/cart-fixtures.ts';
import { startTestCartFlow } from '../../testing/cart-flow.ts';
import { renderPage } from '../../testing/render-page.ts';
import type { CartEditorCommands } from '../../features/cart-editor/cart-editor-commands.ts';
import { EditableCartLines } from '../../features/cart-editor/editable-cart-lines.tsx';

const coffee = cartItem('1', { productName: 'Arabic Coffee', price: 80, quantity: 2, amount: 160 });
const dates = cartItem('2', { productName: 'Dates Box', price: 40, amount: 40 });

function productWith(customFields: CustomField[]): Product {
  return {
    id: 'p',
    name: 'P',
    description: '',
    typeString: 'merchandise',
    imageUrl: null,
    pricing: [],
    amount: 0,
    discountedAmount: null,
    customFields,
    subscriptionStartDate: null,
    isFullDayBooking: false,
    isVariableDuration: false,
    enableCustomerToChooseProvider: false,
    showProviderName: false,
    productProviders: [],
    hasGeofencedProviders: false,
  };
}

/** The editor over a real cart flow (the SDK machine over the fake SDK), with the totals. */
function Editor({
  actor,
  loadProduct,
}: {
  actor: CartActor;
  loadProduct: CartEditorCommands['loadProduct'];
}) {
  const flow = useCartFlow(actor);
  if (!flow.cart) return null;
  const commands = { updateItems: flow.updateItems, removeItems: flow.removeItems, loadProduct };
  return createElement(
    'div',
    null,
    createElement(EditableCartLines, { cart: flow.cart, commands }),
    createElement(OrderTotals, { cart: flow.cart }),
  );
}

const text = (element: Element | null | undefined) =>
  element?.textContent?.replace(/\u00a0/g, ' ') ?? '';
const totalOf = (container: HTMLElement) =>
  text(container.querySelector('[data-total="total"] dd'));

async function renderEditor(cart: Cart, fields: CustomField[] = [], language: Language = 'en') {
  const flow = startTestCartFlow(cart);
  flow.actor.send({ type: 'SET_TAX_PERCENTAGE', taxPercentage: 15 });
  const loadProduct = vi.fn(async () => productWith(fields));
  const page = renderPage(createElement(Editor, { actor: flow.actor, loadProduct }), {
    fake: flow.fake,
    language,
  });
  await page.findByRole('list', {
    name: language === 'en' ? 'Items in your cart' : 'المنتجات في سلتك',
  });
  return { ...page, ...flow, loadProduct };
}

describe('EditableCartLines (docs/product/screens.md, "Editing the cart")', () => {
  it('the stepper changes the quantity at once with the tenant tax, then announces the accepted total', async () => {
    const cart = testCart([coffee, dates]);
    const { getByRole, container, carts, user } = await renderEditor(cart);
    let answer: (cart: Cart) => void = () => {};
    carts.updateItems.mockImplementation(() => new Promise<Cart>((resolve) => (answer = resolve)));
    await user.click(getByRole('button', { name: 'Increase quantity of Arabic Coffee' }));
    expect(carts.updateItems).toHaveBeenCalledWith(
      'cart-1',
      [{ id: '1', quantity: 3, customFields: {} }],
      expect.anything(),
    );
    // 240 + 40 = 280, plus 15 % tax = 322.
    expect(totalOf(container)).toBe('SAR 322.00');
    const accepted = testCart(
      [cartItem('1', { productName: 'Arabic Coffee', price: 80, quantity: 3, amount: 240 }), dates],
      { taxAmount: 42, totalAmount: 322 },
    );
    answer(accepted);
    await waitFor(() => expect(text(getByRole('status'))).toBe('Cart updated. Total: SAR 322.00'));
    expect(getByRole('button', { name: 'Decrease quantity of Dates Box' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('never announces a total the page no longer shows: a coupon applied after a change silences it', async () => {
    const cart = testCart([coffee, dates], { taxAmount: 30, totalAmount: 230 });
    const { getByRole, container, carts, user, actor } = await renderEditor(cart);
    const raised = testCart(
      [cartItem('1', { productName: 'Arabic Coffee', price: 80, quantity: 3, amount: 240 }), dates],
      { subTotal: 280, taxAmount: 42, totalAmount: 322 },
    );
    carts.updateItems.mockResolvedValue(raised);
    await user.click(getByRole('button', { name: 'Increase quantity of Arabic Coffee' }));
    await waitFor(() => expect(text(getByRole('status'))).toBe('Cart updated. Total: SAR 322.00'));

    // WELCOME10 takes 10 % off: 252 + 15 % tax = 289.80.
    carts.updateCoupon.mockResolvedValue({
      ...raised,
      couponCode: 'WELCOME10',
      discountAmount: 28,
      taxAmount: 37.8,
      totalAmount: 289.8,
    });
    actor.send({ type: 'UPDATE_COUPON', code: 'WELCOME10' });
    await waitFor(() => expect(totalOf(container)).toBe('SAR 289.80'));
    expect(text(getByRole('status'))).toBe('');
  });

  it.each([
    ['en', 'NOT_ENOUGH_STOCK', 'Your change was undone: Only 2 left in stock.'],
    ['ar', 'NOT_ENOUGH_STOCK', 'تم التراجع عن تغييرك: المتبقي في المخزون 2 فقط.'],
    [
      'en',
      'NOT_ENOUGH_PLACES',
      'Your change was undone: Not enough free places at that time. Places still free: 2.',
    ],
    [
      'ar',
      'NOT_ENOUGH_PLACES',
      'تم التراجع عن تغييرك: لا توجد أماكن شاغرة كافية في هذا الموعد. الأماكن الشاغرة المتبقية: 2.',
    ],
  ] as const)(
    'a refused change (%s, %s) is rolled back, the alert says the true reason, and the line can be changed again',
    async (language, code, alert) => {
      const cart = testCart([coffee, dates]);
      const { getByRole, container, carts, user } = await renderEditor(cart, [], language);
      // The server words it in the request's language (docs/product/errors.md).
      carts.updateItems.mockRejectedValueOnce(
        new ApiError({
          status: 409,
          code,
          message: quantityRefusalMessage(code, 2, language),
          data: { available: 2 },
        }),
      );
      const increase =
        language === 'en' ? 'Increase quantity of Arabic Coffee' : 'زيادة كمية Arabic Coffee';
      const decrease =
        language === 'en' ? 'Decrease quantity of Arabic Coffee' : 'إنقاص كمية Arabic Coffee';
      await user.click(getByRole('button', { name: increase }));
      await waitFor(() => expect(text(getByRole('alert'))).toBe(alert));
      const line = within(container).getAllByTestId('line-quantity')[0];
      expect(text(line)).toBe('2');
      // The flow re-read the cart after the failure.
      expect(carts.get).toHaveBeenCalledTimes(2);
      // Nothing is locked: the shopper lowers the quantity and the change goes through.
      carts.updateItems.mockResolvedValueOnce(
        testCart([{ ...coffee, quantity: 1, amount: 80 }, dates]),
      );
      await user.click(getByRole('button', { name: decrease }));
      await waitFor(() =>
        expect(carts.updateItems).toHaveBeenLastCalledWith(
          'cart-1',
          [{ id: '1', quantity: 1, customFields: {} }],
          expect.anything(),
        ),
      );
      await waitFor(() => expect(text(getByRole('status'))).not.toBe(''));
      expect(text(within(container).getAllByTestId('line-quantity')[0])).toBe('1');
    },
  );

  it('remove asks first; "Keep it" keeps the line, "Yes, remove" removes it and focus moves to the list', async () => {
    const cart = testCart([coffee, dates]);
    const { getByRole, queryByText, carts, user } = await renderEditor(cart);
    carts.removeItems.mockResolvedValue(testCart([dates]));
    await user.click(getByRole('button', { name: 'Remove Arabic Coffee' }));
    expect(getByRole('button', { name: 'Yes, remove' })).toBe(document.activeElement);
    await user.click(getByRole('button', { name: 'Keep it' }));
    expect(getByRole('button', { name: 'Remove Arabic Coffee' })).toBe(document.activeElement);
    expect(carts.removeItems).not.toHaveBeenCalled();
    await user.click(getByRole('button', { name: 'Remove Arabic Coffee' }));
    await user.keyboard('{Escape}');
    expect(carts.removeItems).not.toHaveBeenCalled();
    await user.click(getByRole('button', { name: 'Remove Arabic Coffee' }));
    await user.click(getByRole('button', { name: 'Yes, remove' }));
    expect(queryByText('Arabic Coffee')).toBeNull();
    expect(getByRole('list', { name: 'Items in your cart' })).toBe(document.activeElement);
    expect(carts.removeItems).toHaveBeenCalledWith('cart-1', ['1'], expect.anything());
    await waitFor(() => expect(text(getByRole('status'))).toBe('Cart updated. Total: SAR 40.00'));
  });

  it('a line whose required custom field is missing opens its fields; they are checked before they are sent', async () => {
    const fields: CustomField[] = [
      {
        key: 'engraving',
        label: 'Engraving',
        type: 'text',
        required: true,
        options: null,
        price: 0,
      },
      {
        key: 'size',
        label: 'Size',
        type: 'select',
        required: false,
        options: [{ value: 's', label: 'Small' }],
        price: 0,
      },
    ];
    const cart = testCart([coffee]);
    const { findByRole, getByRole, getByText, carts, user, loadProduct } = await renderEditor(
      cart,
      fields,
    );
    expect(await findByRole('textbox', { name: 'Engraving' })).toBeTruthy();
    expect(loadProduct).toHaveBeenCalledWith('product-1');
    expect(getByText('This item needs its details before you can pay.')).toBeTruthy();
    await user.click(getByRole('button', { name: 'Save details' }));
    expect(getByText('Engraving is required').getAttribute('role')).toBe('alert');
    expect(getByRole('textbox', { name: 'Engraving' })).toBe(document.activeElement);
    expect(carts.updateItems).not.toHaveBeenCalled();
    carts.updateItems.mockResolvedValue(
      testCart([{ ...coffee, customFields: { engraving: 'Sara', size: 's' } }]),
    );
    await user.type(getByRole('textbox', { name: 'Engraving' }), 'Sara');
    await user.selectOptions(getByRole('combobox', { name: 'Size (optional)' }), 's');
    await user.click(getByRole('button', { name: 'Save details' }));
    expect(carts.updateItems).toHaveBeenCalledWith(
      'cart-1',
      [{ id: '1', quantity: 2, customFields: { engraving: 'Sara', size: 's' } }],
      expect.anything(),
    );
    // Saved: the fields fold behind "Edit details of …".
    const toggle = await findByRole('button', { name: 'Edit details of Arabic Coffee' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect((getByRole('textbox', { name: 'Engraving' }) as HTMLInputElement).value).toBe('Sara');
  });

  it('speaks Arabic: labelled controls in the page language', async () => {
    const flow = startTestCartFlow(testCart([coffee]), { language: 'ar' });
    const { findByRole } = renderPage(
      createElement(Editor, { actor: flow.actor, loadProduct: async () => productWith([]) }),
      { language: 'ar', fake: flow.fake },
    );
    expect(await findByRole('button', { name: 'زيادة كمية Arabic Coffee' })).toBeTruthy();
  });
});
