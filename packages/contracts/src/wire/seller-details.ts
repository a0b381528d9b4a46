import * as z from 'zod/mini';

// ZATCA's rule for a VAT registration number (docs/product/invoices.md): 15 digits, the first and
// the last being 3.
const vatNumberPattern = /^3\d{13}3$/;
// A Saudi commercial registration (CR) number has 10 digits.
const commercialRegistrationPattern = /^\d{10}$/;

/** A Saudi VAT registration number: 15 digits starting and ending with 3. */
export const vatNumberSchema = z
  .string()
  .check(
    z.regex(vatNumberPattern, { error: 'A VAT number is 15 digits starting and ending with 3' }),
  );

/** A Saudi commercial registration number: 10 digits. */
export const commercialRegistrationSchema = z.string().check(
  z.regex(commercialRegistrationPattern, {
    error: 'A commercial registration number is 10 digits',
  }),
);

/**
 * The seller's Saudi national address, as a tax invoice's seller block needs it
 * (docs/product/invoices.md): building number (4 digits), street, district, city, postal code
 * (5 digits) and the country (ISO 3166-1 alpha-2, SA).
 */
export const sellerAddressSchema = z
  .object({
    street: z.string().check(z.minLength(1)),
    buildingNumber: z
      .string()
      .check(z.regex(/^\d{4}$/, { error: 'A building number is 4 digits' })),
    /** The national address's 4-digit additional number, when the seller has one. */
    additionalNumber: z.nullable(
      z.string().check(z.regex(/^\d{4}$/, { error: 'An additional number is 4 digits' })),
    ),
    district: z.string().check(z.minLength(1)),
    city: z.string().check(z.minLength(1)),
    postalCode: z.string().check(z.regex(/^\d{5}$/, { error: 'A postal code is 5 digits' })),
    countryCode: z.string().check(z.regex(/^[A-Z]{2}$/)),
  })
  .register(z.globalRegistry, { id: 'SellerAddress' });

/**
 * The store's legal identity (docs/product/invoices.md): what the E-Commerce Law asks the checkout
 * to show the buyer, and the seller block of every tax invoice. `legalNameAr` is the name ZATCA
 * knows the taxpayer by (QR tag 1); `legalNameEn` is shown on English pages.
 */
export const sellerDetailsSchema = z
  .object({
    legalNameAr: z.string().check(z.minLength(1)),
    legalNameEn: z.string().check(z.minLength(1)),
    vatNumber: vatNumberSchema,
    commercialRegistration: commercialRegistrationSchema,
    address: sellerAddressSchema,
    /** Customer-service phone in E.164, e.g. +966112345678. */
    phone: z.string().check(z.regex(/^\+\d{8,15}$/, { error: 'A phone number is in E.164 form' })),
    email: z.email(),
  })
  .register(z.globalRegistry, { id: 'SellerDetails' });

export type SellerAddress = z.infer<typeof sellerAddressSchema>;
export type SellerDetails = z.infer<typeof sellerDetailsSchema>;
