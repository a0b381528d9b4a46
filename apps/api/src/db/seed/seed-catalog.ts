import { readFile } from 'node:fs/promises';
import {
  branches,
  productCustomFields,
  productImages,
  productPrices,
  productProviders,
  products,
  providers,
  type WeeklyHours,
} from '../schema/index.ts';
import { catalogSeedIds as ids } from './catalog-seed-ids.ts';
import type { SeedContext } from './seed-context.ts';
import { seedIds } from './seed-ids.ts';

const demo = seedIds.tenants.demo;
const salon = seedIds.tenants.salon;

type Period = readonly [from: string, to: string];

/** The same period on each of `weekdays` (0 Sunday … 6 Saturday). */
const on = (weekdays: number[], ...period: Period) =>
  Object.fromEntries(weekdays.map((day) => [day, period])) as Partial<Record<number, Period>>;

/** A week from a map of weekday to one working period. */
function week(days: Partial<Record<number, Period>>): WeeklyHours {
  return [0, 1, 2, 3, 4, 5, 6].map((day) => {
    const period = days[day];
    return period ? [{ from: period[0], to: period[1] }] : [];
  });
}

const sundayToThursday = [0, 1, 2, 3, 4];
const exceptFriday = [0, 1, 2, 3, 4, 6];
const everyDay = [0, 1, 2, 3, 4, 5, 6];

const noGeofence = { geofenceLatitude: null, geofenceLongitude: null, geofenceRadiusMeters: null };

async function image(name: string): Promise<Uint8Array> {
  return new Uint8Array(await readFile(new URL(`./product-${name}.svg`, import.meta.url)));
}

/**
 * The catalogues of decisions.md "Seed data". `demo` holds every product type: merchandise (coffee
 * with three prices, the 1 kg one out of stock; a pen with limited stock and a required
 * engraving), a subscription (monthly and yearly), a package, and reservations — a massage whose
 * therapist the customer chooses, a full-day chalet, an hourly meeting room of variable duration,
 * a car wash at the customer's place by geofenced washers (a location in Riyadh is required), and
 * a photo session taking a deposit. `salon` has a haircut with a chosen stylist and a hair-care
 * kit. Names and descriptions in Arabic and English, an SVG image per product. Inserts only what
 * is missing.
 */
export async function seedCatalog({ db, now }: SeedContext): Promise<void> {
  await db
    .insert(branches)
    .values([
      {
        id: ids.branches.demoOlaya,
        tenantId: demo,
        nameAr: 'فرع العليا',
        nameEn: 'Olaya Branch',
        addressAr: 'شارع العليا، حي العليا، الرياض',
        addressEn: 'Olaya Street, Al Olaya, Riyadh',
        latitude: 24.6953,
        longitude: 46.6853,
        phoneNumber: '+966112345678',
        sortOrder: 1,
        createdAt: now,
      },
      {
        id: ids.branches.demoJeddah,
        tenantId: demo,
        nameAr: 'فرع جدة',
        nameEn: 'Jeddah Branch',
        addressAr: 'طريق الملك عبدالعزيز، حي الشاطئ، جدة',
        addressEn: 'King Abdulaziz Road, Al Shati, Jeddah',
        latitude: 21.5912,
        longitude: 39.1095,
        phoneNumber: '+966122345678',
        sortOrder: 2,
        createdAt: now,
      },
      {
        id: ids.branches.salonMain,
        tenantId: salon,
        nameAr: 'صالون نورة - الملقا',
        nameEn: 'Salon Noura - Al Malqa',
        addressAr: 'طريق أنس بن مالك، حي الملقا، الرياض',
        addressEn: 'Anas Ibn Malik Road, Al Malqa, Riyadh',
        latitude: 24.8103,
        longitude: 46.6112,
        phoneNumber: '+966113456789',
        sortOrder: 1,
        createdAt: now,
      },
    ])
    .onConflictDoNothing();

  await db
    .insert(providers)
    .values([
      {
        id: ids.providers.noura,
        tenantId: demo,
        branchId: ids.branches.demoOlaya,
        nameAr: 'نورة',
        nameEn: 'Noura',
        weeklyHours: week({ ...on(sundayToThursday, '09:00', '17:00'), 6: ['10:00', '14:00'] }),
        ...noGeofence,
        sortOrder: 1,
        createdAt: now,
      },
      {
        id: ids.providers.huda,
        tenantId: demo,
        branchId: ids.branches.demoOlaya,
        nameAr: 'هدى',
        nameEn: 'Huda',
        weeklyHours: week(on(sundayToThursday, '13:00', '21:00')),
        ...noGeofence,
        sortOrder: 2,
        createdAt: now,
      },
      {
        id: ids.providers.fahad,
        tenantId: demo,
        branchId: null,
        nameAr: 'فهد',
        nameEn: 'Fahad',
        weeklyHours: week(on(exceptFriday, '08:00', '18:00')),
        // Central Riyadh (Al Olaya), 12 km around.
        geofenceLatitude: 24.6953,
        geofenceLongitude: 46.6853,
        geofenceRadiusMeters: 12_000,
        sortOrder: 3,
        createdAt: now,
      },
      {
        id: ids.providers.khalid,
        tenantId: demo,
        branchId: null,
        nameAr: 'خالد',
        nameEn: 'Khalid',
        weeklyHours: week(on(exceptFriday, '08:00', '18:00')),
        // North Riyadh (Al Narjis), 10 km around.
        geofenceLatitude: 24.8225,
        geofenceLongitude: 46.64,
        geofenceRadiusMeters: 10_000,
        sortOrder: 4,
        createdAt: now,
      },
      {
        id: ids.providers.sara,
        tenantId: demo,
        branchId: ids.branches.demoJeddah,
        nameAr: 'سارة',
        nameEn: 'Sara',
        weeklyHours: week(on(everyDay, '16:00', '22:00')),
        ...noGeofence,
        sortOrder: 5,
        createdAt: now,
      },
      {
        id: ids.providers.chalet,
        tenantId: demo,
        branchId: null,
        nameAr: 'شاليه النخيل',
        nameEn: 'Al Nakheel Chalet',
        weeklyHours: week(on(everyDay, '00:00', '24:00')),
        ...noGeofence,
        sortOrder: 6,
        createdAt: now,
      },
      {
        id: ids.providers.meetingRoom,
        tenantId: demo,
        branchId: ids.branches.demoOlaya,
        nameAr: 'قاعة الاجتماعات أ',
        nameEn: 'Meeting Room A',
        weeklyHours: week(on(sundayToThursday, '08:00', '20:00')),
        ...noGeofence,
        sortOrder: 7,
        createdAt: now,
      },
      {
        id: ids.providers.reem,
        tenantId: salon,
        branchId: ids.branches.salonMain,
        nameAr: 'ريم',
        nameEn: 'Reem',
        weeklyHours: week({ ...on(exceptFriday, '10:00', '22:00'), 5: ['16:00', '22:00'] }),
        ...noGeofence,
        sortOrder: 1,
        createdAt: now,
      },
      {
        id: ids.providers.lama,
        tenantId: salon,
        branchId: ids.branches.salonMain,
        nameAr: 'لمى',
        nameEn: 'Lama',
        weeklyHours: week({ ...on(exceptFriday, '12:00', '22:00'), 5: ['16:00', '22:00'] }),
        ...noGeofence,
        sortOrder: 2,
        createdAt: now,
      },
    ])
    .onConflictDoNothing();

  const reservation = {
    type: 'reservation' as const,
    isFullDayBooking: false,
    isVariableDuration: false,
    enableCustomerToChooseProvider: false,
    showProviderName: false,
    capacityPerSlot: 1,
  };
  await db
    .insert(products)
    .values([
      {
        id: ids.products.coffee,
        tenantId: demo,
        type: 'merchandise',
        nameAr: 'قهوة عربية مختصة',
        nameEn: 'Specialty Arabic Coffee',
        descriptionAr: 'بن عربي محمص بعناية مع الهيل، بثلاثة أحجام.',
        descriptionEn: 'Carefully roasted Arabic coffee beans with cardamom, in three sizes.',
        sortOrder: 1,
        createdAt: now,
      },
      {
        id: ids.products.pen,
        tenantId: demo,
        type: 'merchandise',
        nameAr: 'قلم محفور بالاسم',
        nameEn: 'Engraved Pen',
        descriptionAr: 'قلم معدني فاخر يُحفر عليه الاسم الذي تختاره.',
        descriptionEn: 'A fine metal pen engraved with the name of your choice.',
        sortOrder: 2,
        createdAt: now,
      },
      {
        id: ids.products.coffeeClub,
        tenantId: demo,
        type: 'subscription',
        nameAr: 'نادي القهوة',
        nameEn: 'Coffee Club',
        descriptionAr: 'كيس قهوة جديد يصلك كل شهر، مع خصم على الطلبات.',
        descriptionEn: 'A fresh bag of coffee every month, with a discount on orders.',
        sortOrder: 3,
        createdAt: now,
      },
      {
        id: ids.products.spaPackage,
        tenantId: demo,
        type: 'package',
        nameAr: 'باقة السبا - ٥ جلسات',
        nameEn: 'Spa Package - 5 Sessions',
        descriptionAr: 'خمس جلسات مساج تستخدمها خلال ستة أشهر.',
        descriptionEn: 'Five massage sessions to use within six months.',
        sortOrder: 4,
        createdAt: now,
      },
      {
        ...reservation,
        id: ids.products.massage,
        tenantId: demo,
        nameAr: 'جلسة مساج',
        nameEn: 'Massage Session',
        descriptionAr: 'جلسة مساج استرخائية لمدة ساعة مع المعالجة التي تختارينها.',
        descriptionEn: 'A relaxing one-hour massage with the therapist you choose.',
        enableCustomerToChooseProvider: true,
        showProviderName: true,
        slotLengthMinutes: 60,
        sortOrder: 5,
        createdAt: now,
      },
      {
        ...reservation,
        id: ids.products.chalet,
        tenantId: demo,
        nameAr: 'حجز شاليه ليوم كامل',
        nameEn: 'Full-Day Chalet',
        descriptionAr: 'شاليه النخيل بمسبح خاص، من منتصف الليل إلى منتصف الليل.',
        descriptionEn: 'Al Nakheel chalet with a private pool, midnight to midnight.',
        isFullDayBooking: true,
        slotLengthMinutes: 1440,
        sortOrder: 6,
        createdAt: now,
      },
      {
        ...reservation,
        id: ids.products.meetingRoom,
        tenantId: demo,
        nameAr: 'قاعة اجتماعات بالساعة',
        nameEn: 'Meeting Room by the Hour',
        descriptionAr: 'قاعة لثمانية أشخاص مع شاشة، احجز ساعة أو أكثر متتالية.',
        descriptionEn: 'A room for eight with a screen; book one hour or several in a row.',
        isVariableDuration: true,
        slotLengthMinutes: 60,
        sortOrder: 7,
        createdAt: now,
      },
      {
        ...reservation,
        id: ids.products.carWash,
        tenantId: demo,
        nameAr: 'غسيل سيارات في موقعك',
        nameEn: 'Car Wash at Your Place',
        descriptionAr: 'نأتي إليك داخل الرياض. حدد موقعك لنعرض المواعيد المتاحة.',
        descriptionEn: 'We come to you within Riyadh. Set your location to see available times.',
        slotLengthMinutes: 90,
        sortOrder: 8,
        createdAt: now,
      },
      {
        ...reservation,
        id: ids.products.photoshoot,
        tenantId: demo,
        nameAr: 'جلسة تصوير',
        nameEn: 'Photo Session',
        descriptionAr: 'جلسة تصوير احترافية لمدة ساعتين. يُدفع عربون عند الحجز والباقي يوم الجلسة.',
        descriptionEn:
          'A two-hour professional photo session. A deposit is paid when booking, the rest on the day.',
        showProviderName: true,
        slotLengthMinutes: 120,
        sortOrder: 9,
        createdAt: now,
      },
      {
        ...reservation,
        id: ids.products.salonHaircut,
        tenantId: salon,
        nameAr: 'قص وتصفيف الشعر',
        nameEn: 'Haircut & Styling',
        descriptionAr: 'قص وتصفيف مع المصففة التي تختارينها.',
        descriptionEn: 'A cut and style with the stylist you choose.',
        enableCustomerToChooseProvider: true,
        showProviderName: true,
        slotLengthMinutes: 45,
        sortOrder: 1,
        createdAt: now,
      },
      {
        id: ids.products.salonHairKit,
        tenantId: salon,
        type: 'merchandise',
        nameAr: 'مجموعة العناية بالشعر',
        nameEn: 'Hair Care Kit',
        descriptionAr: 'شامبو وبلسم وزيت للشعر من منتجات الصالون.',
        descriptionEn: "Shampoo, conditioner and hair oil from the salon's range.",
        sortOrder: 2,
        createdAt: now,
      },
    ])
    .onConflictDoNothing();

  const price = {
    discountedAmount: null,
    depositAmount: null,
    period: null,
    isUnlimited: true,
    availableQuantity: 0,
    createdAt: now,
  };
  await db
    .insert(productPrices)
    .values([
      {
        ...price,
        id: ids.prices.coffee250g,
        tenantId: demo,
        productId: ids.products.coffee,
        nameAr: '٢٥٠ جرام',
        nameEn: '250 g',
        amount: 45,
        sortOrder: 1,
      },
      {
        ...price,
        id: ids.prices.coffee500g,
        tenantId: demo,
        productId: ids.products.coffee,
        nameAr: '٥٠٠ جرام',
        nameEn: '500 g',
        amount: 85,
        discountedAmount: 79,
        sortOrder: 2,
      },
      {
        ...price,
        id: ids.prices.coffee1kg,
        tenantId: demo,
        productId: ids.products.coffee,
        nameAr: '١ كيلوجرام',
        nameEn: '1 kg',
        amount: 160,
        isUnlimited: false,
        availableQuantity: 0,
        sortOrder: 3,
      },
      {
        ...price,
        id: ids.prices.pen,
        tenantId: demo,
        productId: ids.products.pen,
        nameAr: 'قلم واحد',
        nameEn: 'One pen',
        amount: 120,
        isUnlimited: false,
        availableQuantity: 25,
        sortOrder: 1,
      },
      {
        ...price,
        id: ids.prices.coffeeClubMonthly,
        tenantId: demo,
        productId: ids.products.coffeeClub,
        nameAr: 'شهري',
        nameEn: 'Monthly',
        amount: 99,
        period: 'month',
        sortOrder: 1,
      },
      {
        ...price,
        id: ids.prices.coffeeClubYearly,
        tenantId: demo,
        productId: ids.products.coffeeClub,
        nameAr: 'سنوي',
        nameEn: 'Yearly',
        amount: 999,
        discountedAmount: 899,
        period: 'year',
        sortOrder: 2,
      },
      {
        ...price,
        id: ids.prices.spaPackage,
        tenantId: demo,
        productId: ids.products.spaPackage,
        nameAr: '٥ جلسات',
        nameEn: '5 sessions',
        amount: 900,
        discountedAmount: 750,
        sortOrder: 1,
      },
      {
        ...price,
        id: ids.prices.massage,
        tenantId: demo,
        productId: ids.products.massage,
        nameAr: 'ساعة واحدة',
        nameEn: 'One hour',
        amount: 200,
        sortOrder: 1,
      },
      {
        ...price,
        id: ids.prices.chaletDay,
        tenantId: demo,
        productId: ids.products.chalet,
        nameAr: 'يوم كامل',
        nameEn: 'Full day',
        amount: 1200,
        sortOrder: 1,
      },
      {
        ...price,
        id: ids.prices.meetingRoomHour,
        tenantId: demo,
        productId: ids.products.meetingRoom,
        nameAr: 'للساعة',
        nameEn: 'Per hour',
        amount: 150,
        sortOrder: 1,
      },
      {
        ...price,
        id: ids.prices.carWashBasic,
        tenantId: demo,
        productId: ids.products.carWash,
        nameAr: 'غسيل خارجي',
        nameEn: 'Exterior wash',
        amount: 120,
        sortOrder: 1,
      },
      {
        ...price,
        id: ids.prices.carWashPremium,
        tenantId: demo,
        productId: ids.products.carWash,
        nameAr: 'غسيل شامل',
        nameEn: 'Full wash',
        amount: 180,
        discountedAmount: 160,
        sortOrder: 2,
      },
      {
        ...price,
        id: ids.prices.photoshoot,
        tenantId: demo,
        productId: ids.products.photoshoot,
        nameAr: 'جلسة ساعتين',
        nameEn: 'Two-hour session',
        amount: 1500,
        depositAmount: 500,
        sortOrder: 1,
      },
      {
        ...price,
        id: ids.prices.salonHaircut,
        tenantId: salon,
        productId: ids.products.salonHaircut,
        nameAr: 'قص وتصفيف',
        nameEn: 'Cut and style',
        amount: 80,
        sortOrder: 1,
      },
      {
        ...price,
        id: ids.prices.salonHairKit,
        tenantId: salon,
        productId: ids.products.salonHairKit,
        nameAr: 'مجموعة واحدة',
        nameEn: 'One kit',
        amount: 150,
        sortOrder: 1,
      },
    ])
    .onConflictDoNothing();

  const field = {
    tenantId: demo,
    required: false,
    options: null,
    addOnPrice: 0,
    chargedOnce: false,
  };
  await db
    .insert(productCustomFields)
    .values([
      {
        ...field,
        id: ids.customFields.coffeeGiftWrap,
        productId: ids.products.coffee,
        key: 'giftWrap',
        labelAr: 'تغليف هدية',
        labelEn: 'Gift wrap',
        type: 'checkbox',
        addOnPrice: 10,
        sortOrder: 1,
      },
      {
        ...field,
        id: ids.customFields.penEngraving,
        productId: ids.products.pen,
        key: 'engraving',
        labelAr: 'الاسم المحفور',
        labelEn: 'Name to engrave',
        type: 'text',
        required: true,
        sortOrder: 1,
      },
      {
        ...field,
        id: ids.customFields.penGiftBox,
        productId: ids.products.pen,
        key: 'giftBox',
        labelAr: 'علبة هدية (مرة واحدة للطلب)',
        labelEn: 'Gift box (once per order line)',
        type: 'checkbox',
        addOnPrice: 15,
        chargedOnce: true,
        sortOrder: 2,
      },
      {
        ...field,
        id: ids.customFields.massageHotStones,
        productId: ids.products.massage,
        key: 'hotStones',
        labelAr: 'أحجار ساخنة',
        labelEn: 'Hot stones',
        type: 'checkbox',
        addOnPrice: 50,
        sortOrder: 1,
      },
      {
        ...field,
        id: ids.customFields.meetingRoomProjector,
        productId: ids.products.meetingRoom,
        key: 'projector',
        labelAr: 'جهاز عرض (مرة واحدة للحجز)',
        labelEn: 'Projector (once per booking)',
        type: 'checkbox',
        addOnPrice: 50,
        chargedOnce: true,
        sortOrder: 1,
      },
      {
        ...field,
        id: ids.customFields.carWashNotes,
        productId: ids.products.carWash,
        key: 'carModel',
        labelAr: 'نوع السيارة',
        labelEn: 'Car model',
        type: 'text',
        sortOrder: 1,
      },
      {
        ...field,
        id: ids.customFields.photoshootOccasion,
        productId: ids.products.photoshoot,
        key: 'occasion',
        labelAr: 'المناسبة',
        labelEn: 'Occasion',
        type: 'select',
        required: true,
        options: [
          { value: 'wedding', labelAr: 'زفاف', labelEn: 'Wedding' },
          { value: 'graduation', labelAr: 'تخرج', labelEn: 'Graduation' },
          { value: 'family', labelAr: 'عائلة', labelEn: 'Family' },
        ],
        sortOrder: 1,
      },
    ])
    .onConflictDoNothing();

  const link = (tenantId: string, productId: string, providerId: string, sortOrder: number) => ({
    tenantId,
    productId,
    providerId,
    sortOrder,
  });
  await db
    .insert(productProviders)
    .values([
      link(demo, ids.products.massage, ids.providers.noura, 1),
      link(demo, ids.products.massage, ids.providers.huda, 2),
      link(demo, ids.products.chalet, ids.providers.chalet, 1),
      link(demo, ids.products.meetingRoom, ids.providers.meetingRoom, 1),
      link(demo, ids.products.carWash, ids.providers.fahad, 1),
      link(demo, ids.products.carWash, ids.providers.khalid, 2),
      link(demo, ids.products.photoshoot, ids.providers.sara, 1),
      link(salon, ids.products.salonHaircut, ids.providers.reem, 1),
      link(salon, ids.products.salonHaircut, ids.providers.lama, 2),
    ])
    .onConflictDoNothing();

  const images: [tenantId: string, productId: string, file: string][] = [
    [demo, ids.products.coffee, 'coffee'],
    [demo, ids.products.pen, 'pen'],
    [demo, ids.products.coffeeClub, 'coffee-club'],
    [demo, ids.products.spaPackage, 'spa-package'],
    [demo, ids.products.massage, 'massage'],
    [demo, ids.products.chalet, 'chalet'],
    [demo, ids.products.meetingRoom, 'meeting-room'],
    [demo, ids.products.carWash, 'car-wash'],
    [demo, ids.products.photoshoot, 'photoshoot'],
    [salon, ids.products.salonHaircut, 'haircut'],
    [salon, ids.products.salonHairKit, 'hair-kit'],
  ];
  await db
    .insert(productImages)
    .values(
      await Promise.all(
        images.map(async ([tenantId, productId, file]) => ({
          productId,
          tenantId,
          contentType: 'image/svg+xml',
          content: await image(file),
          updatedAt: now,
        })),
      ),
    )
    .onConflictDoNothing();
}
