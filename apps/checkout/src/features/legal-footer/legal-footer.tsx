import { intlLocale, type Language, type SellerDetails } from '@storefront/contracts';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';

/**
 * The seller's national address as the parts of one line (building number and street, district,
 * city and postal code, country), the country named by `Intl` in the page language.
 *
 * @example
 * sellerAddressParts(seller.address, 'en'); // ['2134 King Fahd Road', 'Al Olaya', 'Riyadh 12211', 'Saudi Arabia']
 */
export function sellerAddressParts(
  address: SellerDetails['address'],
  language: Language,
): string[] {
  const country =
    new Intl.DisplayNames([intlLocale(language)], { type: 'region' }).of(address.countryCode) ??
    address.countryCode;
  const extra = address.additionalNumber === null ? '' : `-${address.additionalNumber}`;
  return [
    `${address.buildingNumber}${extra} ${address.street}`,
    address.district,
    `${address.city} ${address.postalCode}`,
    country,
  ];
}

/**
 * The address on one line, each part isolated (`<bdi>`): an address written in Latin letters keeps
 * its parts in reading order on an Arabic page instead of being reordered as one run.
 */
function AddressLine({ address }: { address: SellerDetails['address'] }) {
  const language = useLanguage();
  const separator = language === 'ar' ? '، ' : ', ';
  return sellerAddressParts(address, language).map((part, index) => (
    <Fragment key={part}>
      {index > 0 ? separator : null}
      <bdi>{part}</bdi>
    </Fragment>
  ));
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-1">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-800">{children}</dd>
    </div>
  );
}

/** The CR and VAT numbers: digits only, kept left to right in Arabic too. */
function Registrations({ seller }: { seller: SellerDetails }) {
  const { t } = useTranslation();
  return (
    <>
      <Detail label={t('legal.commercialRegistration')}>
        <span dir="ltr">{seller.commercialRegistration}</span>
      </Detail>
      <Detail label={t('legal.vatNumber')}>
        <span dir="ltr">{seller.vatNumber}</span>
      </Detail>
    </>
  );
}

/** Address, phone and email. */
function Contact({ seller }: { seller: SellerDetails }) {
  const { t } = useTranslation();
  return (
    <>
      <Detail label={t('legal.address')}>
        <AddressLine address={seller.address} />
      </Detail>
      <Detail label={t('legal.phone')}>
        <a className="underline underline-offset-2" href={`tel:${seller.phone}`} dir="ltr">
          {seller.phone}
        </a>
      </Detail>
      <Detail label={t('legal.email')}>
        <a className="underline underline-offset-2" href={`mailto:${seller.email}`}>
          {seller.email}
        </a>
      </Detail>
    </>
  );
}

/**
 * The store's legal details at the foot of every page that asks for money (the E-Commerce Law's
 * name, commercial registration, address and contact, and the VAT number;
 * docs/product/legal-details-and-riyal-sign.md): the legal name in the page's language, the CR
 * and VAT numbers, the national address, phone and email. On a phone it takes two short lines,
 * the address and contact behind a disclosure; from the `sm` width on, everything shows. In the
 * page's flow after the content, so it never covers the pay button. Nothing without `seller`.
 *
 * @example
 * <LegalFooter seller={settings.seller} />
 */
export function LegalFooter({ seller }: { seller: SellerDetails | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (seller === null) return null;
  const name = language === 'ar' ? seller.legalNameAr : seller.legalNameEn;
  const dl = 'flex flex-wrap gap-x-4 gap-y-1';
  return (
    <footer
      aria-labelledby="legal-details-heading"
      data-testid="legal-footer"
      className="border-t border-slate-200 bg-white text-xs text-slate-700"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3 sm:px-6">
        <h2 id="legal-details-heading" className="sr-only">
          {t('legal.heading')}
        </h2>
        <p className="font-semibold text-slate-900">{name}</p>
        {/* A phone: the registrations on one line, the rest one tap away. */}
        <div className="flex flex-col gap-1 sm:hidden" data-testid="legal-footer-compact">
          <dl className={dl}>
            <Registrations seller={seller} />
          </dl>
          <details>
            <summary className="inline-flex min-h-6 cursor-pointer items-center font-medium text-emerald-800 underline underline-offset-2">
              {t('legal.more')}
            </summary>
            <dl className={`${dl} mt-1`}>
              <Contact seller={seller} />
            </dl>
          </details>
        </div>
        <dl className={`hidden sm:flex ${dl}`} data-testid="legal-footer-full">
          <Registrations seller={seller} />
          <Contact seller={seller} />
        </dl>
      </div>
    </footer>
  );
}
