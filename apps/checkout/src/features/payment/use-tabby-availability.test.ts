// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { createElement, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeSdk } from '../../testing/fake-sdk.ts';
import { renderPage } from '../../testing/render-page.ts';
import { useTabbyAvailability } from './use-tabby-availability.ts';

const shopper = { mobileNumber: '+966512345678' };

/** Shows the hook's answer, with buttons that verify the shopper and change the amount. */
function Harness({ offered = true }: { offered?: boolean }) {
  const [customer, setCustomer] = useState<typeof shopper | null>(null);
  const [amount, setAmount] = useState(100);
  const tabby = useTabbyAvailability('cart-1', customer, offered, amount);
  return createElement(
    'div',
    null,
    createElement('output', { 'aria-label': 'tabby' }, JSON.stringify(tabby)),
    createElement('button', { onClick: () => setCustomer(shopper) }, 'verify'),
    createElement('button', { onClick: () => setAmount((value) => value + 100) }, 'add'),
  );
}

function render(fake = fakeSdk(), offered = true) {
  const page = renderPage(createElement(Harness, { offered }), { fake });
  const state = () => JSON.parse(page.getByLabelText('tabby').textContent ?? 'null') as unknown;
  return { ...page, state };
}

describe('useTabbyAvailability (tabby’s background pre-scoring, decision 0045)', () => {
  it('asks nothing before the number is verified, then asks in the background at once', async () => {
    const fake = fakeSdk();
    const { state, user, getByRole } = render(fake);
    expect(state()).toEqual({ state: 'unverified' });
    expect(fake.payments.tabbyEligibility).not.toHaveBeenCalled();
    await user.click(getByRole('button', { name: 'verify' }));
    await waitFor(() => expect(state()).toEqual({ state: 'eligible' }));
    expect(fake.payments.tabbyEligibility).toHaveBeenCalledExactlyOnceWith({ cartId: 'cart-1' });
  });

  it('asks nothing when the tenant does not offer tabby', async () => {
    const fake = fakeSdk();
    const { user, getByRole } = render(fake, false);
    await user.click(getByRole('button', { name: 'verify' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.payments.tabbyEligibility).not.toHaveBeenCalled();
  });

  it('answers a rejection with tabby’s reason', async () => {
    const fake = fakeSdk();
    fake.payments.tabbyEligibility.mockResolvedValue({
      isEligible: false,
      rejectionReason: 'order_amount_too_high',
    });
    const { state, user, getByRole } = render(fake);
    await user.click(getByRole('button', { name: 'verify' }));
    await waitFor(() =>
      expect(state()).toEqual({ state: 'ineligible', reason: 'order_amount_too_high' }),
    );
  });

  it('leaves tabby available when the check itself fails (a failure is not a rejection)', async () => {
    const fake = fakeSdk();
    fake.payments.tabbyEligibility.mockRejectedValue(new Error('provider unavailable'));
    const { state, user, getByRole } = render(fake);
    await user.click(getByRole('button', { name: 'verify' }));
    await waitFor(() => expect(fake.payments.tabbyEligibility).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(state()).toEqual({ state: 'eligible' }));
  });

  it('asks again once the amount has settled on a new value, not on every step', async () => {
    const fake = fakeSdk();
    const { state, user, getByRole } = render(fake);
    await user.click(getByRole('button', { name: 'verify' }));
    await waitFor(() => expect(fake.payments.tabbyEligibility).toHaveBeenCalledTimes(1));
    fake.payments.tabbyEligibility.mockResolvedValue({
      isEligible: false,
      rejectionReason: 'order_amount_too_high',
    });
    // Three steps in a row: 200, 300, 400, then the amount rests.
    for (const _ of [1, 2, 3]) await user.click(getByRole('button', { name: 'add' }));
    await waitFor(
      () => expect(state()).toEqual({ state: 'ineligible', reason: 'order_amount_too_high' }),
      { timeout: 3000 },
    );
    expect(fake.payments.tabbyEligibility).toHaveBeenCalledTimes(2);
  });
});
