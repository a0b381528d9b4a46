// @vitest-environment jsdom
import type { Cart, CheckoutParams } from '@storefront/contracts';
import { ApiError } from '@storefront/sdk';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { cartItem, testCart, verifiedCustomer } from '../../testing/cart-fixtures.ts';
import { startTestCartFlow } from '../../testing/cart-flow.ts';
import { demoSettings, fakeSdk, type FakeSdk } from '../../testing/fake-sdk.ts';
import { renderPage } from '../../testing/render-page.ts';
import { CheckoutApp } from './checkout-app.tsx';

const params: CheckoutParams = {
  tenant: 'demo',
  cartId: 'cart-1',
  callbackUrl: 'https://shop.example.com/',
  language: 'en',
  isMobileApp: false,
  cartItemsCount: null,
  hostOrigin: null,
};

function renderCheckout(
  cart: Cart,
  {
    fake = fakeSdk(),
    overrides = {},
  }: { fake?: FakeSdk; overrides?: Partial<CheckoutParams> } = {},
) {
  const flow = startTestCartFlow(cart, { fake });
  const navigation = { assign: vi.fn(), reload: vi.fn() };
  const page = renderPage(
    createElement(CheckoutApp, {
      params: { ...params, ...overrides },
      navigation,
      cartActor: flow.actor,
    }),
    { fake },
  );
  return { ...page, ...flow, navigation };
}

const readyCart = testCart([cartItem('1', { productName: 'Arabic Coffee' })], {
  customer: verifiedCustomer,
});

describe('CheckoutApp bootstrap (docs/product/screens.md and flows.md)', () => {
  it('shows "Initializing checkout..." until the settings and the cart are there', async () => {
    const fake = fakeSdk();
    let answer: (settings: typeof demoSettings) => void = () => undefined;
    fake.settings.paymentAndTax.mockImplementation(
      () => new Promise((resolve) => (answer = resolve)),
    );
    const { getByText, findByRole, queryByRole } = renderCheckout(readyCart, { fake });
    expect(getByText('Initializing checkout...')).toBeTruthy();
    expect(queryByRole('button', { name: 'Complete Order' })).toBeNull();
    answer(demoSettings);
    expect(await findByRole('button', { name: 'Complete Order' })).toBeTruthy();
    expect(getByText('Demo Store')).toBeTruthy();
  });

  it('leaves for callbackUrl when the cart is already completed', async () => {
    const fake = fakeSdk();
    fake.carts.get.mockRejectedValue(
      new ApiError({ status: 409, code: 'CART_ALREADY_COMPLETED', message: 'done' }),
    );
    const { navigation, queryByRole } = renderCheckout(readyCart, { fake });
    await waitFor(() =>
      expect(navigation.assign).toHaveBeenCalledWith('https://shop.example.com/'),
    );
    expect(queryByRole('button', { name: 'Complete Order' })).toBeNull();
  });

  it('says "Something Went Wrong" when the settings cannot be loaded, with a reload', async () => {
    const fake = fakeSdk();
    fake.settings.paymentAndTax.mockRejectedValue(
      new ApiError({ status: 500, code: 'API_ERROR', message: 'boom' }),
    );
    const { findByText, getByText, getByRole, user, navigation } = renderCheckout(readyCart, {
      fake,
    });
    expect(await findByText('Something Went Wrong')).toBeTruthy();
    expect(getByText('Please try again later')).toBeTruthy();
    await user.click(getByRole('button', { name: 'Reload Page' }));
    expect(navigation.reload).toHaveBeenCalled();
    // Never a dead end: the store stays one link away, for the whole window.
    const back = getByRole('link', { name: 'Back to store' });
    expect(back.getAttribute('href')).toBe('https://shop.example.com/');
    expect(back.getAttribute('target')).toBe('_top');
  });

  it('says "The store was not found." for an unknown tenant and leads to the home page', async () => {
    const fake = fakeSdk();
    fake.settings.paymentAndTax.mockRejectedValue(
      new ApiError({ status: 404, code: 'TENANT_NOT_FOUND', message: 'The store was not found.' }),
    );
    const { findByText, getByRole, queryByRole } = renderCheckout(readyCart, { fake });
    expect(await findByText('Something Went Wrong')).toBeTruthy();
    expect(getByRole('alert').textContent).toContain('The store was not found.');
    // A reload would fail the same way, and the store has no shop to go back to.
    expect(queryByRole('button', { name: 'Reload Page' })).toBeNull();
    expect(getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/?lang=en',
    );
  });

  it('hides the header in mobile-app mode', async () => {
    const { findByRole, queryByText } = renderCheckout(readyCart, {
      overrides: { isMobileApp: true },
    });
    await findByRole('button', { name: 'Complete Order' });
    expect(queryByText('Demo Store')).toBeNull();
  });

  it('shows the empty-cart state and keeps the payment form closed', async () => {
    const { findByText, queryByRole, getByRole } = renderCheckout(testCart([]));
    expect(await findByText('Your cart is empty')).toBeTruthy();
    const back = getByRole('link', { name: 'Back to store' });
    expect(back.getAttribute('href')).toBe('https://shop.example.com/');
    expect(back.getAttribute('target')).toBe('_top');
    expect(queryByRole('button', { name: 'Complete Order' })).toBeNull();
  });
});

describe('a tenant without payment methods', () => {
  it('says "No payment methods are currently available." even with an empty cart', async () => {
    const fake = fakeSdk();
    fake.settings.paymentAndTax.mockResolvedValue({ ...demoSettings, paymentMethods: [] });
    const { findByText } = renderCheckout(testCart([]), { fake });
    expect(await findByText('No payment methods are currently available.')).toBeTruthy();
  });
});

describe('placing the order', () => {
  it('asks for the proven number and the terms, focusing the first problem in page order', async () => {
    const { findByRole, getByLabelText, getByText, user, carts } = renderCheckout(
      testCart([cartItem('1')]),
    );
    await user.click(await findByRole('button', { name: 'Complete Order' }));
    await waitFor(() => expect(document.activeElement).toBe(getByLabelText('Mobile number')));
    expect(getByText('Verify your mobile number to continue')).toBeTruthy();
    expect(getByText('You must accept the terms and conditions')).toBeTruthy();
    expect(carts.validate).not.toHaveBeenCalled();
  });

  it('focuses the terms when they are all that is missing', async () => {
    const { findByRole, getByRole, user } = renderCheckout(readyCart);
    await user.click(await findByRole('button', { name: 'Complete Order' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(getByRole('checkbox', { name: /terms and conditions/ })),
    );
  });

  it('places a cash order once, however often it is pressed, and confirms it', async () => {
    const { findByRole, getByRole, user, carts, complete, findByText, actor } =
      renderCheckout(readyCart);
    const send = vi.spyOn(actor, 'send');
    const confirm = await findByRole('button', { name: 'Complete Order' });
    await user.click(getByRole('checkbox', { name: /terms and conditions/ }));
    const form = confirm.closest('form');
    if (!form) throw new Error('no form');
    fireEvent.submit(form);
    fireEvent.submit(form);
    await user.click(confirm);
    expect(await findByRole('button', { name: 'Processing...' })).toBeTruthy();
    await waitFor(() => expect(carts.process).toHaveBeenCalledTimes(1));
    await user.click(getByRole('button', { name: 'Processing...' }));
    expect(send.mock.calls.filter(([event]) => event.type === 'SUBMIT_ORDER')).toHaveLength(1);
    expect(carts.validate).toHaveBeenCalledTimes(1);
    expect(carts.process).toHaveBeenCalledWith('cart-1', 1, expect.anything());
    complete('ORD-000042');
    expect(await findByRole('heading', { name: 'Order confirmed' })).toBeTruthy();
    expect(getByRole('heading', { name: 'What you ordered' })).toBeTruthy();
    expect(await findByText('ORD-000042')).toBeTruthy();
    const continueShopping = getByRole('link', { name: 'Continue shopping' });
    expect(continueShopping.getAttribute('href')).toBe('https://shop.example.com/');
    // The whole window goes back to the store, never the store inside a frame.
    expect(continueShopping.getAttribute('target')).toBe('_top');
  });

  it('uploads the bank transfer, then processes with method 3', async () => {
    const fake = fakeSdk();
    fake.bankAccounts.list.mockResolvedValue({
      totalCount: 1,
      items: [
        {
          id: '7d3f0b8e-1c2a-4e5b-9f61-000000000001',
          bankCode: 7,
          bankName: 'Al Rajhi Bank',
          accountHolderName: 'Demo Store Trading Co.',
          accountNumber: '608010167519',
          iban: 'SA1780000123608010167519',
        },
      ],
    });
    const { findByRole, findByLabelText, getByRole, user, carts } = renderCheckout(readyCart, {
      fake,
    });
    await user.click(await findByRole('radio', { name: 'Bank transfer' }));
    await user.type(await findByLabelText('Transferor name'), 'Sara Ahmed');
    const receipt = new File([new Uint8Array(8)], 'receipt.png', { type: 'image/png' });
    await user.upload(await findByLabelText('Bank receipt'), receipt);
    await findByRole('button', { name: 'Copy IBAN' });
    await user.click(getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(getByRole('button', { name: 'Complete Order' }));
    await waitFor(() => expect(carts.process).toHaveBeenCalledWith('cart-1', 3, expect.anything()));
    expect(carts.setBankTransferInfo).toHaveBeenCalledWith('cart-1', {
      bankAccountId: '7d3f0b8e-1c2a-4e5b-9f61-000000000001',
      transferorName: 'Sara Ahmed',
      receipt,
    });
    expect(carts.setBankTransferInfo.mock.invocationCallOrder[0]).toBeLessThan(
      carts.process.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('shows a refused receipt on its field instead of placing the order', async () => {
    const fake = fakeSdk();
    fake.bankAccounts.list.mockResolvedValue({
      totalCount: 1,
      items: [
        {
          id: '7d3f0b8e-1c2a-4e5b-9f61-000000000001',
          bankCode: 7,
          bankName: 'Al Rajhi Bank',
          accountHolderName: 'Demo',
          accountNumber: '1',
          iban: 'SA1',
        },
      ],
    });
    const { findByRole, findByLabelText, getByRole, findByText, user, carts } = renderCheckout(
      readyCart,
      { fake },
    );
    carts.setBankTransferInfo.mockRejectedValue(
      new ApiError({
        status: 415,
        code: 'BANK_TRANSFER_INVALID_FILE_TYPE',
        message: 'Unsupported file type. Please upload an image in PNG, JPG, or GIF format.',
      }),
    );
    await user.click(await findByRole('radio', { name: 'Bank transfer' }));
    await user.type(await findByLabelText('Transferor name'), 'Sara');
    await user.upload(
      await findByLabelText('Bank receipt'),
      new File([new Uint8Array(8)], 'fake.png', { type: 'image/png' }),
    );
    await user.click(getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(getByRole('button', { name: 'Complete Order' }));
    expect(
      await findByText('Unsupported file type. Please upload an image in PNG, JPG, or GIF format.'),
    ).toBeTruthy();
    expect(carts.process).not.toHaveBeenCalled();
  });

  it('shows the payment error screen and a toast with "Retry" when the order fails', async () => {
    const { findByRole, findByText, getByRole, getByText, user, carts, complete } =
      renderCheckout(readyCart);
    carts.process.mockRejectedValueOnce(
      new ApiError({
        status: 400,
        code: 'PAYMENT_FAILED',
        message: 'The payment failed at the bank.',
      }),
    );
    await user.click(await findByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(getByRole('button', { name: 'Complete Order' }));
    expect(await findByRole('heading', { name: 'Payment Error' })).toBeTruthy();
    expect(getByText('Something went wrong during payment processing.')).toBeTruthy();
    expect(getByText('Please try again or contact support if the problem persists.')).toBeTruthy();
    expect(getByRole('button', { name: 'Reload Page' })).toBeTruthy();
    // The toasts' chunk loads with the first toast.
    const toast = (await findByText('The payment failed at the bank.')).closest('li');
    if (!(toast instanceof HTMLElement)) throw new Error('no toast');
    await user.click(within(toast).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(carts.process).toHaveBeenCalledTimes(2));
    complete();
    expect(await findByRole('heading', { name: 'Order confirmed' })).toBeTruthy();
  });

  it('"Try Again" returns to the form with what was entered', async () => {
    const { findByRole, getByRole, user, carts } = renderCheckout(readyCart);
    carts.validate.mockRejectedValueOnce(ApiError.network(new Error('offline')));
    await user.click(await findByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(getByRole('button', { name: 'Complete Order' }));
    await user.click(await findByRole('button', { name: 'Try Again' }));
    const terms = await findByRole('checkbox', { name: /terms and conditions/ });
    expect((terms as HTMLInputElement).checked).toBe(true);
  });

  it('saves the order notes when focus leaves the field', async () => {
    const { findByLabelText, user, carts } = renderCheckout(readyCart);
    await user.type(await findByLabelText(/Order notes/), 'Ring the bell');
    await user.tab();
    await waitFor(() => expect(carts.updateNotes).toHaveBeenCalledWith('cart-1', 'Ring the bell'));
  });
});
