import {
  branches,
  productPrices,
  productProviders,
  products,
  providers,
  tenants,
  termsAndConditions,
  type WeeklyHours,
} from '../schema/index.ts';
import { catalogSeedIds as ids } from './catalog-seed-ids.ts';
import type { SeedContext } from './seed-context.ts';
import { seedIds } from './seed-ids.ts';

const clinic = seedIds.tenants.clinic;

/** Saturday to Thursday 09:00–21:00, closed on Friday (weekday 5). */
const clinicHours: WeeklyHours = [0, 1, 2, 3, 4, 5, 6].map((day) =>
  day === 5 ? [] : [{ from: '09:00', to: '21:00' }],
);

/**
 * The `clinic` tenant: the one whose cards go through the session-style provider
 * (`card_provider` `myfatoorah`), with mada, visa, Apple Pay and cash; a branch, one doctor, a
 * 30-minute consultation (250 SAR) and a vitamin supplement (45 SAR, unlimited). Its own step so
 * the card-provider switch is seeded apart from the original three tenants. Inserts only what is
 * missing.
 */
export async function seedClinic({ db, now }: SeedContext): Promise<void> {
  await db
    .insert(tenants)
    .values({
      id: clinic,
      name: 'clinic',
      brandName: 'Al Shifa Clinic',
      taxPercentage: 15,
      currency: 'SAR',
      paymentMethods: ['mada', 'visa', 'applepay', 'cash'],
      cardProvider: 'myfatoorah',
      createdAt: now,
    })
    .onConflictDoNothing();

  await db
    .insert(termsAndConditions)
    .values([
      {
        tenantId: clinic,
        language: 'ar',
        content: '<h2>الشروط والأحكام</h2><p>يرجى الحضور قبل موعد الاستشارة بخمس عشرة دقيقة.</p>',
        updatedAt: now,
      },
      {
        tenantId: clinic,
        language: 'en',
        content:
          '<h2>Terms and conditions</h2><p>Please arrive fifteen minutes before your consultation.</p>',
        updatedAt: now,
      },
    ])
    .onConflictDoNothing();

  await db
    .insert(branches)
    .values({
      id: ids.branches.clinicMain,
      tenantId: clinic,
      nameAr: 'عيادة الشفاء - السليمانية',
      nameEn: 'Al Shifa Clinic - As Sulimaniyah',
      addressAr: 'شارع الأمير محمد بن عبدالعزيز، حي السليمانية، الرياض',
      addressEn: 'Prince Mohammed Bin Abdulaziz Road, As Sulimaniyah, Riyadh',
      latitude: 24.7021,
      longitude: 46.6917,
      phoneNumber: '+966114567890',
      sortOrder: 1,
      createdAt: now,
    })
    .onConflictDoNothing();

  await db
    .insert(providers)
    .values({
      id: ids.providers.drAhmed,
      tenantId: clinic,
      branchId: ids.branches.clinicMain,
      nameAr: 'د. أحمد',
      nameEn: 'Dr. Ahmed',
      weeklyHours: clinicHours,
      geofenceLatitude: null,
      geofenceLongitude: null,
      geofenceRadiusMeters: null,
      sortOrder: 1,
      createdAt: now,
    })
    .onConflictDoNothing();

  await db
    .insert(products)
    .values([
      {
        id: ids.products.clinicConsultation,
        tenantId: clinic,
        type: 'reservation',
        nameAr: 'استشارة عامة',
        nameEn: 'General consultation',
        descriptionAr: 'استشارة طبية عامة مدتها ثلاثون دقيقة.',
        descriptionEn: 'A thirty-minute general medical consultation.',
        isFullDayBooking: false,
        isVariableDuration: false,
        enableCustomerToChooseProvider: false,
        showProviderName: true,
        slotLengthMinutes: 30,
        capacityPerSlot: 1,
        sortOrder: 1,
        createdAt: now,
      },
      {
        id: ids.products.clinicVitaminD3,
        tenantId: clinic,
        type: 'merchandise',
        nameAr: 'مكمل فيتامين د3',
        nameEn: 'Vitamin D3 supplement',
        descriptionAr: 'مكمل غذائي من فيتامين د3.',
        descriptionEn: 'A vitamin D3 dietary supplement.',
        sortOrder: 2,
        createdAt: now,
      },
    ])
    .onConflictDoNothing();

  const price = {
    tenantId: clinic,
    discountedAmount: null,
    depositAmount: null,
    period: null,
    isUnlimited: true,
    availableQuantity: 0,
    sortOrder: 1,
    createdAt: now,
  };
  await db
    .insert(productPrices)
    .values([
      {
        ...price,
        id: ids.prices.clinicConsultation,
        productId: ids.products.clinicConsultation,
        nameAr: 'استشارة',
        nameEn: 'Consultation',
        amount: 250,
      },
      {
        ...price,
        id: ids.prices.clinicVitaminD3,
        productId: ids.products.clinicVitaminD3,
        nameAr: 'عبوة واحدة',
        nameEn: 'One bottle',
        amount: 45,
      },
    ])
    .onConflictDoNothing();

  await db
    .insert(productProviders)
    .values({
      tenantId: clinic,
      productId: ids.products.clinicConsultation,
      providerId: ids.providers.drAhmed,
      sortOrder: 1,
    })
    .onConflictDoNothing();
}
