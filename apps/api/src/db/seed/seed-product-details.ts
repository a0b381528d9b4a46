import { readFile } from 'node:fs/promises';
import { productCustomFields, productImages, productProviders } from '../schema/index.ts';
import { catalogSeedIds as ids } from './catalog-seed-ids.ts';
import type { SeedContext } from './seed-context.ts';
import { seedIds } from './seed-ids.ts';

const demo = seedIds.tenants.demo;
const salon = seedIds.tenants.salon;

async function image(name: string): Promise<Uint8Array> {
  return new Uint8Array(await readFile(new URL(`./product-${name}.svg`, import.meta.url)));
}

/**
 * What the demo products carry beside their prices: custom fields (the pen's required
 * engraving), which providers serve each reservation product, and an SVG image per product.
 * Inserts only what is missing.
 */
export async function seedProductDetails({ db, now }: SeedContext): Promise<void> {
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
        // Optional, so carts made through the API without it (the browser suite's) stay valid.
        ...field,
        id: ids.customFields.massagePressure,
        productId: ids.products.massage,
        key: 'pressure',
        labelAr: 'ضغط المساج',
        labelEn: 'Massage pressure',
        type: 'select',
        options: [
          { value: 'light', labelAr: 'خفيف', labelEn: 'Light' },
          { value: 'medium', labelAr: 'متوسط', labelEn: 'Medium' },
          { value: 'firm', labelAr: 'قوي', labelEn: 'Firm' },
        ],
        sortOrder: 2,
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
