import type { PaymentMethod } from '@storefront/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { PaymentMethods } from '../../../features/payment/payment-methods.tsx';
import {
  paymentOptionsFor,
  unknownPaymentContext,
} from '../../../features/payment/payment-options.ts';
import { CheckoutShell } from '../../shared/checkout-shell.tsx';

/**
 * What the first screen knows before the page's code runs: the page language's texts come from
 * i18next; these from the server that rendered it (docs/decisions/0046-first-screen-in-html.md).
 * The same object travels in the page as JSON, so the client hydrates exactly what was rendered.
 */
export interface FirstScreenProps {
  /** The tenant's brand for the header, or null when the server does not know the tenant. */
  brand: { brandName: string; logoUrl: string | null } | null;
  isMobileApp: boolean;
  /** The tenant's payment methods, or null when unknown (their card then shows its heading only). */
  paymentMethods: readonly PaymentMethod[] | null;
}

function Card({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      {children}
    </div>
  );
}

const noop = () => undefined;

// A static host knows no tenant: the header keeps its place, its brand still to come.
const brandToCome = { brandName: '', logoUrl: null };

/**
 * The checkout's first screen without the shopper's data (docs/decisions/0046): the header, the
 * folded order summary's frame, "Your details", the discount code and the payment methods' frame,
 * in the same elements and classes as `CheckoutPage` renders them for a shopper who is not signed
 * in, so the page the data brings takes its place without moving anything on a phone, and
 * "Initializing checkout..." over it (docs/product/screens.md) until then. It is
 * rendered to HTML on the server (or at build time) and hydrated by the client; it is `inert` and
 * `aria-busy`: nothing in it can be used until the checkout itself is there, so nothing typed into
 * it can be lost.
 *
 * @example
 * <CheckoutFirstScreen brand={{ brandName: 'Demo Store', logoUrl: null }} isMobileApp={false} paymentMethods={null} />
 */
export function CheckoutFirstScreen({ brand, isMobileApp, paymentMethods }: FirstScreenProps) {
  const { t } = useTranslation();
  const options = paymentMethods ? paymentOptionsFor(paymentMethods, unknownPaymentContext) : null;
  // The checkout's own default choice (cash when offered), so the radios look as they will.
  const chosen =
    options?.find((option) => option.available && option.choice === 'cash')?.choice ??
    options?.find((option) => option.available)?.choice ??
    '';
  return (
    <CheckoutShell brand={brand ?? brandToCome} isMobileApp={isMobileApp}>
      <main
        inert
        aria-busy="true"
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:py-10"
      >
        <h1 className="sr-only">{t('app.mainHeading')}</h1>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="flex min-w-0 flex-col gap-6">
            <div className="lg:hidden">
              <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
                <div className="flex w-full items-center justify-between gap-4 rounded-2xl px-4 py-3 text-start">
                  <span className="flex flex-col">
                    <span className="font-semibold text-emerald-800">{t('summary.show')}</span>
                    {/* The item count's line, its text still to come. */}
                    <span className="text-sm text-slate-600">{'\u00a0'}</span>
                  </span>
                </div>
              </div>
            </div>
            <div className="flex flex-col gap-6">
              <Card>
                <section aria-labelledby="identity-title" className="flex flex-col gap-4">
                  <h2 id="identity-title" className="text-lg font-bold text-slate-900">
                    {t('identity.title')}
                  </h2>
                  <div className="flex flex-col gap-4">
                    <div className="flex flex-col gap-4">
                      <div className="grid gap-4 sm:grid-cols-2">
                        <Field
                          id="identity-mobile"
                          label={t('identity.mobileNumber')}
                          hint={t('identity.mobileHint')}
                        >
                          {(control) => (
                            <TextInput
                              {...control}
                              type="tel"
                              dir="ltr"
                              className="text-start"
                              readOnly
                            />
                          )}
                        </Field>
                      </div>
                      <div>
                        <Button type="button" variant="secondary">
                          {t('identity.sendCode')}
                        </Button>
                      </div>
                    </div>
                  </div>
                </section>
              </Card>
              <Card>
                <section className="flex flex-col gap-3">
                  <div className="flex items-start gap-2">
                    <Field id="discount-code" label={t('coupon.title')} className="flex-1">
                      {(control) => <TextInput {...control} readOnly />}
                    </Field>
                    <Button type="button" variant="secondary" className="mt-7">
                      {t('coupon.apply')}
                    </Button>
                  </div>
                </section>
              </Card>
              <div className="flex flex-col gap-6">
                <Card>
                  <div className="flex flex-col gap-4">
                    {options ? (
                      <PaymentMethods
                        options={options}
                        choice={{
                          value: chosen,
                          onChange: noop,
                          onBlur: noop,
                          error: undefined,
                          name: 'paymentChoice',
                        }}
                      />
                    ) : (
                      <section className="flex flex-col gap-3">
                        <h2 className="text-lg font-bold text-slate-900">{t('payment.title')}</h2>
                      </section>
                    )}
                  </div>
                </Card>
              </div>
            </div>
          </div>
        </div>
      </main>
      {/* Over the page, not in its flow: it goes without moving anything, and outside the inert
          main, so screen readers hear it. */}
      <p
        role="status"
        className="fixed inset-x-0 bottom-6 z-10 mx-auto flex w-fit items-center gap-2 rounded-full border border-slate-200 bg-white px-4 py-2 text-sm text-slate-800 shadow-md"
      >
        <Spinner /> {t('app.initializing')}
      </p>
    </CheckoutShell>
  );
}
