import type { SellerDetails } from '@storefront/contracts';

/** A plausible store's legal details (settings `seller`), for the footer's tests. */
export const sampleSeller: SellerDetails = {
  legalNameAr: 'شركة المتجر التجريبي للتجارة',
  legalNameEn: 'Demo Store Trading Company',
  vatNumber: '310122393500003',
  commercialRegistration: '1010010000',
  address: {
    street: 'King Fahd Road',
    buildingNumber: '2134',
    additionalNumber: '7890',
    district: 'Al Olaya',
    city: 'Riyadh',
    postalCode: '12211',
    countryCode: 'SA',
  },
  phone: '+966112345678',
  email: 'care@demo-store.example',
};
