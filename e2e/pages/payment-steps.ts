import { expect } from '@playwright/test';
import type { StorefrontApi } from '../fixtures/storefront-api.ts';
import { cards, fillCardForm } from '../fixtures/test-cards.ts';
import { tinyPng } from '../fixtures/tiny-png.ts';
import type { CheckoutPage, ConfirmLabel, PaymentMethodLabel } from './checkout-page.ts';
import { pressOnProviderPage } from './provider-pages.ts';

/**
 * The seven ways a `demo` shopper pays (docs/product/demo-data.md): a mada or a visa card through
 * 3-D Secure on the sandbox's page, Apple Pay (the page needs `stubApplePay` first), tabby and
 * tamara approved on their pages, cash on delivery, and a bank transfer with its receipt.
 */
export type JourneyPayment =
  'mada' | 'visa' | 'applePay' | 'tabby' | 'tamara' | 'cash' | 'bankTransfer';

/** How each way shows in the payment-method radio group. */
const radioOf: Readonly<Record<JourneyPayment, PaymentMethodLabel>> = {
  mada: 'Credit card',
  visa: 'Credit card',
  applePay: 'Apple Pay',
  tabby: 'Pay later with Tabby',
  tamara: 'tamara',
  cash: 'Cash on delivery',
  bankTransfer: 'Bank transfer',
};

/** Whether the money is taken online, so the order is paid when it is confirmed. */
export const isPaidOnline = (payment: JourneyPayment): boolean =>
  payment !== 'cash' && payment !== 'bankTransfer';

/**
 * On the checkout (its page, or the frame a tenant's site shows it in) with the shopper
 * identified: chooses `payment`, fills what it asks for, accepts the terms, presses the confirm
 * button and passes the provider's page where there is one. Ends when the page is back from the
 * provider; the caller checks the confirmation.
 */
export async function payWith(
  checkout: CheckoutPage,
  api: StorefrontApi,
  payment: JourneyPayment,
  confirm: ConfirmLabel,
): Promise<void> {
  const { page, t } = checkout;
  const radio = checkout.paymentMethod(radioOf[payment]);
  await expect(radio).toBeEnabled({ timeout: 15_000 });
  await radio.check();
  if (payment === 'mada' || payment === 'visa') {
    await fillCardForm(page, t, payment === 'mada' ? cards.madaPaid : cards.visaPaid);
  }
  if (payment === 'bankTransfer') {
    const [account] = (await api.bankAccounts('demo', t.language)).items;
    if (!account) throw new Error('The demo tenant has no bank account');
    await page
      .getByRole('radiogroup', { name: t('Bank account') })
      .getByRole('radio', { name: account.bankName })
      .check();
    await checkout.transferorName.fill('Sara Al-Qahtani');
    await checkout.receipt.setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: tinyPng(),
    });
  }
  await checkout.terms.check();
  await checkout.confirmButton(confirm).click();
  const providerButton = {
    mada: 'authenticate',
    visa: 'authenticate',
    tabby: 'tabbyPay',
    tamara: 'tamaraApprove',
  } as const;
  if (payment in providerButton) {
    await pressOnProviderPage(page, providerButton[payment as keyof typeof providerButton]);
  }
}
