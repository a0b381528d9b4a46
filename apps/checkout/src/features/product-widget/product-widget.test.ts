// @vitest-environment jsdom
import type { AddCartItem, Product } from '@storefront/contracts';
import { ApiError, type PriceEffects } from '@storefront/sdk';
import { fireEvent } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
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

function renderWidget(product: Product, addToCart = vi.fn(async (_item: AddCartItem) => ({}))) {
  const fetchPriceAmount = vi.fn<PriceEffects['fetchPriceAmount']>(async (input) => ({
    effectiveQuantity: input.quantity,
    totalPrice: (input.priceId === 'one' ? 120 : 99) * input.quantity,
    totalAfterDiscount: (input.priceId === 'one' ? 120 : 99) * input.quantity,
    depositAmount: 0,
  }));
  const page = renderPage(
    createElement(ProductWidget, {
      product,
      language: 'en',
      effects: { fetchPriceAmount },
      announce: vi.fn(),
      addToCart,
      checkoutUrl: () => '/?tenant=demo&cartId=c1&lang=en',
      now,
    }),
  );
  return { ...page, fetchPriceAmount, addToCart };
}

describe('ProductWidget (docs/product/widgets.md)', () => {
  it('disables an option out of stock, caps the quantity at the stock, checks the required field, and adds', async () => {
    const { getByRole, findByText, getByLabelText, user, addToCart, findByRole } =
      renderWidget(pen);
    expect((getByRole('radio', { name: /Gold pen/ }) as HTMLInputElement).disabled).toBe(true);
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

  it('shows the server’s reason when the item cannot be added', async () => {
    const addToCart = vi.fn(async () => {
      throw new ApiError({ status: 409, code: 'ITEM_NOT_AVAILABLE', message: 'Only 2 left.' });
    });
    const { getByRole, findByText, user } = renderWidget(club, addToCart);
    await vi.waitFor(() =>
      expect((getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    await user.click(getByRole('button', { name: 'Subscribe' }));
    expect(await findByText('Only 2 left.')).toBeTruthy();
  });
});
