// @vitest-environment jsdom
import {
  quantityRefusalMessage,
  type AddCartItem,
  type Language,
  type Product,
} from '@storefront/contracts';
import { ApiError, type PriceEffects } from '@storefront/sdk';
import { fireEvent } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { legendOf, watchAppearsWith } from '../../testing/appears-with.ts';
import { renderPage } from '../../testing/render-page.ts';
import { ProductWidget } from './product-widget.tsx';

const now = () => Date.parse('2030-01-15T09:00:00Z');

const price = (id: string, name: string, amount: number, availableQuantity: number | null) => ({
  id,
  name,
  amount,
  discountedAmount: null,
  depositAmount: null,
  period: null,
  stock: { isUnlimited: availableQuantity === null, availableQuantity: availableQuantity ?? 0 },
});

const pen: Product = {
  id: 'pen',
  name: 'Engraved Pen',
  description: 'A pen',
  typeString: 'merchandise',
  imageUrl: null,
  pricing: [price('gone', 'Gold pen', 300, 0), price('one', 'One pen', 120, 3)],
  amount: 120,
  discountedAmount: null,
  customFields: [
    {
      key: 'engraving',
      label: 'Name to engrave',
      type: 'text',
      required: true,
      options: null,
      price: 0,
    },
  ],
  subscriptionStartDate: null,
  isFullDayBooking: false,
  isVariableDuration: false,
  enableCustomerToChooseProvider: false,
  showProviderName: false,
  productProviders: [],
  hasGeofencedProviders: false,
};

const club: Product = {
  ...pen,
  id: 'club',
  name: 'Coffee Club',
  typeString: 'subscription',
  pricing: [price('monthly', 'Monthly', 99, null)],
  customFields: [],
};

function renderWidget(
  product: Product,
  addToCart: (item: AddCartItem) => Promise<unknown> = vi.fn(async (_item: AddCartItem) => ({})),
  language: Language = 'en',
) {
  const fetchPriceAmount = vi.fn<PriceEffects['fetchPriceAmount']>(async (input) => ({
    effectiveQuantity: input.quantity,
    totalPrice: (input.priceId === 'one' ? 120 : 99) * input.quantity,
    totalAfterDiscount: (input.priceId === 'one' ? 120 : 99) * input.quantity,
    depositAmount: 0,
  }));
  const page = renderPage(
    createElement(ProductWidget, {
      product,
      language,
      effects: { fetchPriceAmount },
      announce: vi.fn(),
      addToCart,
      checkoutUrl: () => `/?tenant=demo&cartId=c1&lang=${language}`,
      now,
    }),
    { language },
  );
  return { ...page, fetchPriceAmount, addToCart };
}

describe('ProductWidget (docs/product/widgets.md)', () => {
  it('disables an option out of stock, caps the quantity at the stock, checks the required field, and adds', async () => {
    const { getByRole, findByText, getByLabelText, user, addToCart, findByRole } =
      renderWidget(pen);
    // The widget comes with its options section, whose chunk loads first.
    expect(((await findByRole('radio', { name: /Gold pen/ })) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(await findByText('Out of stock')).toBeTruthy();
    expect(await findByText('3 left')).toBeTruthy();
    await vi.waitFor(() => expect(getByLabelText('Price').textContent).toContain('120.00'));

    const more = getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement;
    const quantity = getByLabelText('Quantity') as HTMLInputElement;
    for (const expected of ['2', '3']) {
      await vi.waitFor(() => expect(more.disabled).toBe(false));
      await user.click(more);
      await vi.waitFor(() => expect(quantity.value).toBe(expected));
    }
    // The stock is 3: no more.
    await vi.waitFor(() => expect(getByLabelText('Price').textContent).toContain('360.00'));
    expect(more.disabled).toBe(true);

    await user.click(getByRole('button', { name: 'Add to cart' }));
    expect(await findByText('This field is required')).toBeTruthy();
    expect(addToCart).not.toHaveBeenCalled();
    await user.type(await findByRole('textbox', { name: /Name to engrave/ }), 'Sara');
    await user.click(getByRole('button', { name: 'Add to cart' }));
    expect(await findByText('Added to your cart.')).toBeTruthy();
    expect(addToCart).toHaveBeenCalledWith({
      productId: 'pen',
      priceId: 'one',
      quantity: 3,
      customFields: { engraving: 'Sara' },
    });
  });

  it.each([
    ['en', 'Quantity', 'Only 3 left in stock.'],
    ['ar', 'الكمية', 'المتبقي في المخزون 3 فقط.'],
  ] as const)(
    'says only N are left (%s) when a quantity above the stock is typed, instead of silently lowering it',
    async (language, label, reason) => {
      const { getByLabelText, fetchPriceAmount, queryByText, findByText } = renderWidget(
        pen,
        undefined,
        language,
      );
      await vi.waitFor(() => expect(fetchPriceAmount).toHaveBeenCalledTimes(1));
      const quantity = getByLabelText(label) as HTMLInputElement;
      await vi.waitFor(() => expect(quantity.disabled).toBe(false));
      fireEvent.change(quantity, { target: { value: '9' } });
      const said = await findByText(reason);
      expect(said.getAttribute('role')).toBe('status');
      expect(quantity.getAttribute('aria-describedby')).toBe(said.id);
      await vi.waitFor(() => expect(quantity.value).toBe('3'));
      await vi.waitFor(() =>
        expect(fetchPriceAmount).toHaveBeenLastCalledWith(
          expect.objectContaining({ quantity: 3 }),
          expect.anything(),
        ),
      );
      // A quantity within the stock says nothing more.
      await vi.waitFor(() => expect(quantity.disabled).toBe(false));
      fireEvent.change(quantity, { target: { value: '2' } });
      expect(queryByText(reason)).toBeNull();
      expect(quantity.getAttribute('aria-describedby')).toBeNull();
    },
  );

  it('starts a subscription today by default and prices a later start', async () => {
    const { getByLabelText, fetchPriceAmount, user, getByRole, addToCart, findByText } =
      renderWidget(club);
    await vi.waitFor(() => expect(fetchPriceAmount).toHaveBeenCalledTimes(1));
    const start = getByLabelText('Start date') as HTMLInputElement;
    expect(start.value).toBe('2030-01-15');
    await vi.waitFor(() => expect(fetchPriceAmount).toHaveBeenCalledTimes(1));
    fireEvent.change(start, { target: { value: '2030-02-01' } });
    await vi.waitFor(() =>
      expect(fetchPriceAmount).toHaveBeenLastCalledWith(
        expect.objectContaining({ productType: 'subscription', from: '2030-02-01T00:00:00+03:00' }),
        expect.anything(),
      ),
    );
    await user.click(getByRole('button', { name: 'Subscribe' }));
    expect(await findByText('Added to your cart.')).toBeTruthy();
    expect(addToCart).toHaveBeenCalledWith(
      expect.objectContaining({ subscriptionStartDate: '2030-02-01T00:00:00+03:00' }),
    );
  });

  it.each([
    ['en', 'The start date cannot be in the past. Choose today or a later date.', 'Subscribe'],
    ['ar', 'لا يمكن أن يكون تاريخ البدء في الماضي. اختر اليوم أو تاريخًا لاحقًا.', 'اشترك'],
  ] as const)(
    'refuses a past start date (%s) with its reason, keeps it as typed, and adds once corrected',
    async (language, reason, subscribe) => {
      const {
        getByLabelText,
        fetchPriceAmount,
        user,
        getByRole,
        findByText,
        addToCart,
        queryByText,
      } = renderWidget(club, undefined, language);
      await vi.waitFor(() => expect(fetchPriceAmount).toHaveBeenCalledTimes(1));
      const start = getByLabelText(
        language === 'en' ? 'Start date' : 'تاريخ البدء',
      ) as HTMLInputElement;
      fireEvent.change(start, { target: { value: '2030-01-10' } });
      // Never silently replaced by today: the date stays as typed and the reason is said.
      expect(start.value).toBe('2030-01-10');
      expect(await findByText(reason)).toBeTruthy();
      expect(start.getAttribute('aria-invalid')).toBe('true');
      expect(
        document.getElementById(start.getAttribute('aria-describedby') ?? '')?.textContent,
      ).toBe(reason);
      // The past date is never priced or sent.
      expect(fetchPriceAmount).toHaveBeenCalledTimes(1);
      await user.click(getByRole('button', { name: subscribe }));
      expect(addToCart).not.toHaveBeenCalled();
      expect(document.activeElement).toBe(start);
      // Not locked: a correct date clears the reason and the subscription is added.
      fireEvent.change(start, { target: { value: '2030-01-20' } });
      expect(queryByText(reason)).toBeNull();
      await vi.waitFor(() =>
        expect(fetchPriceAmount).toHaveBeenLastCalledWith(
          expect.objectContaining({ from: '2030-01-20T00:00:00+03:00' }),
          expect.anything(),
        ),
      );
      await vi.waitFor(() =>
        expect((getByRole('button', { name: subscribe }) as HTMLButtonElement).disabled).toBe(
          false,
        ),
      );
      await user.click(getByRole('button', { name: subscribe }));
      await vi.waitFor(() =>
        expect(addToCart).toHaveBeenCalledWith(
          expect.objectContaining({ subscriptionStartDate: '2030-01-20T00:00:00+03:00' }),
        ),
      );
    },
  );

  it.each([
    ['en', 'Add to cart'],
    ['ar', 'أضف إلى السلة'],
  ] as const)(
    'says the server’s true reason (%s) when more than the stock is added, and lets the shopper retry',
    async (language, add) => {
      const reason = quantityRefusalMessage('NOT_ENOUGH_STOCK', 2, language);
      const addToCart = vi
        .fn(async (_item: AddCartItem): Promise<unknown> => ({}))
        .mockRejectedValueOnce(
          new ApiError({
            status: 409,
            code: 'NOT_ENOUGH_STOCK',
            message: reason,
            data: { available: 2 },
          }),
        );
      const { getByRole, findByRole, user } = renderWidget(pen, addToCart, language);
      const button = getByRole('button', { name: add }) as HTMLButtonElement;
      await vi.waitFor(() => expect(button.disabled).toBe(false));
      await user.type(await findByRole('textbox', { name: /Name to engrave/ }), 'Sara');
      await user.click(button);
      const alert = await findByRole('alert');
      expect(alert.textContent).toBe(reason);
      // Nothing is locked: the shopper adds again (after changing the cart elsewhere, say).
      await vi.waitFor(() => expect(button.disabled).toBe(false));
      await user.click(button);
      await vi.waitFor(() => expect(addToCart).toHaveBeenCalledTimes(2));
    },
  );

  it.each([
    ['en', 'Add to cart', 'Nothing was added: the price could not be updated. Try again.', 'Retry'],
    ['ar', 'أضف إلى السلة', 'لم يُضَف شيء: تعذّر تحديث السعر. حاول مرة أخرى.', 'إعادة المحاولة'],
  ] as const)(
    'says nothing was added (%s) when the chosen options cannot be priced, and adds after a retry',
    async (language, add, reason, retry) => {
      const { getByRole, user, fetchPriceAmount, addToCart } = renderWidget(
        { ...pen, customFields: [] },
        undefined,
        language,
      );
      const button = getByRole('button', { name: add }) as HTMLButtonElement;
      await vi.waitFor(() => expect(button.disabled).toBe(false));
      fetchPriceAmount.mockRejectedValueOnce(
        new ApiError({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' }),
      );
      await user.click(button);
      const alert = await vi.waitFor(() => {
        const found = document.querySelector<HTMLElement>('[role="alert"][tabindex="-1"]');
        expect(found?.textContent).toBe(reason);
        return found;
      });
      await vi.waitFor(() => expect(document.activeElement).toBe(alert));
      expect(addToCart).not.toHaveBeenCalled();
      // The amount summary's retry prices the choice again; the next press adds it.
      await user.click(getByRole('button', { name: retry }));
      await vi.waitFor(() => expect(button.disabled).toBe(false));
      await user.click(button);
      await vi.waitFor(() =>
        expect(addToCart).toHaveBeenCalledWith(
          expect.objectContaining({ priceId: 'one', customFields: {} }),
        ),
      );
    },
  );

  it('says "Adding..." from the press on, and two presses add once', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const addToCart = vi.fn(
      (_item: AddCartItem) => new Promise<unknown>((resolve) => (finish = resolve)),
    );
    const { getByRole, findByRole, user, findByText } = renderWidget(pen, addToCart);
    const button = getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement;
    await vi.waitFor(() => expect(button.disabled).toBe(false));
    await user.type(await findByRole('textbox', { name: /Name to engrave/ }), 'Sara');
    fireEvent.submit(button.form as HTMLFormElement);
    fireEvent.submit(button.form as HTMLFormElement);
    expect(button.textContent).toBe('Adding...');
    expect(button.disabled).toBe(true);
    await vi.waitFor(() => expect(addToCart).toHaveBeenCalledTimes(1));
    finish({});
    expect(await findByText('Added to your cart.')).toBeTruthy();
    expect(addToCart).toHaveBeenCalledTimes(1);
  });
  it('appears whole, with its options section: the button is never drawn where the section will push it from', async () => {
    const watch = watchAppearsWith(
      () => document.querySelector('button[type="submit"]'),
      () => legendOf('Options and details'),
    );
    const { findByRole } = renderWidget(pen);
    await findByRole('textbox', { name: /Name to engrave/ });
    expect(watch.stop()).toEqual({ seen: true, without: 0 });
  });
});
