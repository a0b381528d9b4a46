import type { Cart, PaymentAndTaxSettings } from '@storefront/contracts';
import { lazy, Suspense, type FormEvent, type ReactNode, type RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';
import { MobileOrderSummary } from '../../features/cart-summary/mobile-order-summary.tsx';
import { OrderSummary } from '../../features/cart-summary/order-summary.tsx';
import { ConfirmButton } from '../../features/confirm/confirm-button.tsx';
import { DiscountCode } from '../../features/coupon/discount-code.tsx';
import type { VerifiedCustomer } from '../../features/identity/identity-form.tsx';
import { IdentitySection } from '../../features/identity/identity-section.tsx';
import { OrderNotesField } from '../../features/order-notes/order-notes-field.tsx';
import { PaymentMethods } from '../../features/payment/payment-methods.tsx';
import { paymentOptionsFor, type PaymentContext } from '../../features/payment/payment-options.ts';
import { TermsField } from '../../features/terms/terms-field.tsx';
import { useRenderStage } from '../../lib/use-render-stage.ts';
import type { CheckoutFormValues } from './checkout-form-values.ts';
import { useFieldBinding } from './use-field-binding.ts';

const BankTransferSection = lazy(
  () => import('../../features/bank-transfer/bank-transfer-section.tsx'),
);

/** Props of {@link CheckoutPage}. */
export interface CheckoutPageProps {
  cart: Cart;
  settings: PaymentAndTaxSettings;
  form: UseFormReturn<CheckoutFormValues>;
  /** Validates and places the order (one at a time). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The order is being placed: "Processing...". */
  placing: boolean;
  /** Set when the order was placed before the mobile number was proven. */
  identityError: string | undefined;
  /** Saves the notes when the field is left. */
  onNotesBlur: () => void;
  applyCoupon: (code: string) => Promise<unknown>;
  removeCoupon: () => Promise<unknown>;
  updateCustomer: (customer: VerifiedCustomer) => Promise<unknown>;
  /** Where "Back to store" leads from an empty cart. */
  storeUrl: string;
  /** The screen's root, where the first invalid field is looked for. */
  mainRef: RefObject<HTMLElement | null>;
  /** What makes Apple Pay and tabby choosable now. */
  paymentContext: PaymentContext;
  /** The card's fields (or the provider's embedded form), shown when the card is chosen. */
  cardSection?: ReactNode;
  /** Above the form: a payment in progress, or the way to the provider's page with the hold. */
  notice?: ReactNode;
  /** The summary's lines: the cart editor's, editable. */
  cartLines?: ReactNode;
  /** Above the confirm button: the prices validation changed, before confirming again. */
  priceNotice?: ReactNode;
}

function Card({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      {children}
    </div>
  );
}

/**
 * The checkout screen (docs/product/screens.md): on large screens two columns, the payment form
 * first and the order summary on the end side; on small screens the summary folds on top of the
 * form. The payment form opens once the cart has an item; an empty cart says so.
 *
 * @example
 * <CheckoutPage cart={cart} settings={settings} form={form} … />
 */
export function CheckoutPage(props: CheckoutPageProps) {
  const { cart, settings, form, placing, storeUrl, mainRef } = props;
  const { t } = useTranslation();
  const hasItems = cart.cartItems.length > 0;
  // What a phone shows first renders first (the summary, who is buying, the coupon and the
  // payment methods), then in a task each: the form's last card (notes, terms, confirm), and the
  // large screens' summary column (hidden on a phone).
  const stage = useRenderStage(2);
  const paymentOptions = paymentOptionsFor(settings.paymentMethods, props.paymentContext);
  const choice = useFieldBinding(form.control, 'paymentChoice');
  const terms = useFieldBinding(form.control, 'termsAccepted');
  const notesBinding = useFieldBinding(form.control, 'notes');
  const bankAccountId = useFieldBinding(form.control, 'bankAccountId');
  const transferorName = useFieldBinding(form.control, 'transferorName');
  const receiptBinding = useFieldBinding(form.control, 'receipt');
  const notes = {
    ...notesBinding,
    onBlur: () => {
      notesBinding.onBlur();
      props.onNotesBlur();
    },
  };
  // A receipt is checked as soon as it is chosen, so a wrong file is flagged at once.
  const receipt = {
    ...receiptBinding,
    onChange: (value: CheckoutFormValues['receipt']) => {
      receiptBinding.onChange(value);
      void form.trigger('receipt');
    },
  };

  return (
    <main ref={mainRef} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:py-10">
      <h1 className="sr-only">{t('app.mainHeading')}</h1>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <div className="lg:hidden">
            <MobileOrderSummary cart={cart} lines={props.cartLines} />
          </div>
          {hasItems ? null : (
            <section
              aria-labelledby="empty-cart-title"
              className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm"
            >
              <h2 id="empty-cart-title" className="text-xl font-bold text-slate-900">
                {t('app.emptyCartTitle')}
              </h2>
              <p className="text-slate-700">{t('app.emptyCartHint')}</p>
              {/* `_top`: a framed checkout sends the whole window back, never loads the store inside. */}
              <a
                href={storeUrl}
                target="_top"
                className="mt-2 rounded-lg bg-emerald-700 px-5 py-2.5 font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
              >
                {t('app.backToStore')}
              </a>
            </section>
          )}
          {hasItems || paymentOptions.length > 0 ? null : (
            // The tenant offers no method at all: say so even before anything is in the cart.
            <Card>
              <PaymentMethods options={paymentOptions} choice={choice} />
            </Card>
          )}
          {hasItems ? (
            // A plain block, not a collapsible: measuring one on mount forced a layout of the
            // whole page in the first render's task (docs/decisions/0013-first-render.md).
            <div className="flex flex-col gap-6">
              {props.notice}
              <Card>
                <IdentitySection
                  customer={cart.customer}
                  onVerified={props.updateCustomer}
                  requiredError={props.identityError}
                />
              </Card>
              <Card>
                <DiscountCode
                  appliedCode={cart.couponCode}
                  onApply={props.applyCoupon}
                  onRemove={props.removeCoupon}
                />
              </Card>
              <form
                id="checkout-form"
                noValidate
                onSubmit={props.onSubmit}
                aria-busy={placing || undefined}
                className="flex flex-col gap-6"
              >
                <Card>
                  <div className="flex flex-col gap-4">
                    <PaymentMethods options={paymentOptions} choice={choice} />
                    {choice.value === 'card' ? props.cardSection : null}
                    {choice.value === 'banktransfer' ? (
                      <Suspense
                        fallback={
                          <p role="status" className="flex items-center gap-2 text-slate-700">
                            <Spinner /> {t('common.loading')}
                          </p>
                        }
                      >
                        <BankTransferSection
                          bankAccountId={bankAccountId}
                          transferorName={transferorName}
                          receipt={receipt}
                        />
                      </Suspense>
                    ) : null}
                  </div>
                </Card>
                {stage >= 1 ? (
                  <Card>
                    <div className="flex flex-col gap-5">
                      <OrderNotesField notes={notes} />
                      <TermsField accepted={terms} />
                      {props.priceNotice}
                      <ConfirmButton items={cart.cartItems} processing={placing} />
                    </div>
                  </Card>
                ) : null}
              </form>
            </div>
          ) : null}
        </div>
        {stage >= 2 ? (
          <aside className="hidden lg:block">
            <div className="sticky top-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <OrderSummary cart={cart} lines={props.cartLines} />
            </div>
          </aside>
        ) : null}
      </div>
    </main>
  );
}
