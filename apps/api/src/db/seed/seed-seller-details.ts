import type { SellerDetails } from '@storefront/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { tenants } from '../schema/index.ts';
import type { SeedContext } from './seed-context.ts';
import { seedIds } from './seed-ids.ts';

/**
 * The demo tenants' legal details (docs/product/demo-data.md, "Seller details"): invented but
 * well-formed Saudi data — VAT numbers of 15 digits starting and ending with 3, 10-digit
 * commercial registrations (Riyadh's start 1010, Jeddah's 4030), national addresses in Riyadh and
 * Jeddah. No real business has these numbers.
 */
export const demoSellerDetails: Record<keyof typeof seedIds.tenants, SellerDetails> = {
  demo: {
    legalNameAr: 'شركة متجر العرض التجارية',
    legalNameEn: 'Demo Store Trading Co.',
    vatNumber: '310175397400003',
    commercialRegistration: '1010456789',
    address: {
      street: 'King Fahd Road',
      buildingNumber: '2322',
      additionalNumber: '7788',
      district: 'Al Olaya',
      city: 'Riyadh',
      postalCode: '12211',
      countryCode: 'SA',
    },
    phone: '+966112345678',
    email: 'care@demo-store.example',
  },
  salon: {
    legalNameAr: 'مؤسسة صالون نورة للتجميل',
    legalNameEn: 'Salon Noura Beauty Est.',
    vatNumber: '302004582900003',
    commercialRegistration: '4030123456',
    address: {
      street: 'Prince Sultan Street',
      buildingNumber: '3456',
      additionalNumber: null,
      district: 'Al Zahraa',
      city: 'Jeddah',
      postalCode: '23425',
      countryCode: 'SA',
    },
    phone: '+966126543210',
    email: 'hello@salon-noura.example',
  },
  closed: {
    legalNameAr: 'شركة المتجر المغلق',
    legalNameEn: 'Closed Shop Co.',
    vatNumber: '311234567800003',
    commercialRegistration: '1010987654',
    address: {
      street: 'Olaya Street',
      buildingNumber: '7010',
      additionalNumber: '2145',
      district: 'Al Sulimaniyah',
      city: 'Riyadh',
      postalCode: '12245',
      countryCode: 'SA',
    },
    phone: '+966114567890',
    email: 'info@closed-shop.example',
  },
  clinic: {
    legalNameAr: 'مجمع عيادات الشفاء الطبي',
    legalNameEn: 'Al Shifa Medical Clinics Complex',
    vatNumber: '300456789100003',
    commercialRegistration: '4030654321',
    address: {
      street: 'Tahlia Street',
      buildingNumber: '8123',
      additionalNumber: '3321',
      district: 'Al Andalus',
      city: 'Jeddah',
      postalCode: '23326',
      countryCode: 'SA',
    },
    phone: '+966122223333',
    email: 'care@alshifa-clinic.example',
  },
};

/**
 * Gives each demo tenant that has none its seller details; a tenant whose details were set (by
 * configuration, or an earlier seed) keeps them. `demo`'s integration phase and stamp key are
 * `seedStampKeys`'s; the others stay in the generation phase.
 */
export async function seedSellerDetails({ db }: SeedContext): Promise<void> {
  for (const [name, id] of Object.entries(seedIds.tenants)) {
    const tenant = name as keyof typeof seedIds.tenants;
    await db
      .update(tenants)
      .set({ sellerDetails: demoSellerDetails[tenant] })
      .where(and(eq(tenants.id, id), isNull(tenants.sellerDetails)));
  }
}
