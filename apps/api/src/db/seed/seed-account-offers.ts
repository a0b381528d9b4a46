import { packageContents, packageTerms, presetFields, presets } from '../schema/index.ts';
import { catalogSeedIds } from './catalog-seed-ids.ts';
import { customerAccountSeedIds as ids } from './customer-account-seed-ids.ts';
import type { SeedContext } from './seed-context.ts';
import { seedIds } from './seed-ids.ts';

const tenantId = seedIds.tenants.demo;

/**
 * What the demo tenant offers its customers' accounts (docs/product/demo-data.md): two presets, a
 * car (plate, model, colour) and a delivery address (district, building number), and its spa
 * package's terms (five massage sessions, 180 days). Inserts only what is missing.
 */
export async function seedAccountOffers({ db }: SeedContext): Promise<void> {
  await db
    .insert(presets)
    .values([
      { id: ids.presets.car, tenantId, nameAr: 'السيارة', nameEn: 'Car', sortOrder: 1 },
      {
        id: ids.presets.address,
        tenantId,
        nameAr: 'عنوان التوصيل',
        nameEn: 'Delivery address',
        sortOrder: 2,
      },
    ])
    .onConflictDoNothing();
  const field = (presetId: string, sortOrder: number) => ({ tenantId, presetId, sortOrder });
  await db
    .insert(presetFields)
    .values([
      {
        ...field(ids.presets.car, 1),
        id: '7d3f0b8e-1c2a-4e5b-9f9a-000000000001',
        key: 'plate',
        labelAr: 'رقم اللوحة',
        labelEn: 'Plate number',
        type: 'text',
        required: true,
        options: null,
      },
      {
        ...field(ids.presets.car, 2),
        id: '7d3f0b8e-1c2a-4e5b-9f9a-000000000002',
        key: 'model',
        labelAr: 'الطراز',
        labelEn: 'Model',
        type: 'text',
        required: false,
        options: null,
      },
      {
        ...field(ids.presets.car, 3),
        id: '7d3f0b8e-1c2a-4e5b-9f9a-000000000003',
        key: 'color',
        labelAr: 'اللون',
        labelEn: 'Colour',
        type: 'select',
        required: false,
        options: [
          { value: 'white', labelAr: 'أبيض', labelEn: 'White' },
          { value: 'black', labelAr: 'أسود', labelEn: 'Black' },
          { value: 'silver', labelAr: 'فضي', labelEn: 'Silver' },
        ],
      },
      {
        ...field(ids.presets.address, 1),
        id: '7d3f0b8e-1c2a-4e5b-9f9a-000000000004',
        key: 'district',
        labelAr: 'الحي',
        labelEn: 'District',
        type: 'text',
        required: true,
        options: null,
      },
      {
        ...field(ids.presets.address, 2),
        id: '7d3f0b8e-1c2a-4e5b-9f9a-000000000005',
        key: 'building',
        labelAr: 'رقم المبنى',
        labelEn: 'Building number',
        type: 'number',
        required: false,
        options: null,
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(packageTerms)
    .values({ productId: catalogSeedIds.products.spaPackage, tenantId, validityDays: 180 })
    .onConflictDoNothing();
  await db
    .insert(packageContents)
    .values({
      id: ids.spaPackageContents,
      tenantId,
      packageProductId: catalogSeedIds.products.spaPackage,
      productId: catalogSeedIds.products.massage,
      quantity: 5,
    })
    .onConflictDoNothing();
}
