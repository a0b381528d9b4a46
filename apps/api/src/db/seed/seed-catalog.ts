import { seedBranchesAndProviders } from './seed-branches-and-providers.ts';
import type { SeedContext } from './seed-context.ts';
import { seedProductDetails } from './seed-product-details.ts';
import { seedProducts } from './seed-products.ts';

/**
 * The catalogues of docs/product/demo-data.md. `demo` holds every product type: merchandise (coffee
 * with three prices, the 1 kg one out of stock; a pen with limited stock and a required
 * engraving), a subscription (monthly and yearly), a package, and reservations — a massage whose
 * therapist the customer chooses, a full-day chalet, an hourly meeting room of variable duration,
 * a car wash at the customer's place by geofenced washers (a location in Riyadh is required), and
 * a photo session taking a deposit. `salon` has a haircut with a chosen stylist and a hair-care
 * kit. Names and descriptions in Arabic and English, an SVG image per product. Inserts only what
 * is missing.
 */
export async function seedCatalog(context: SeedContext): Promise<void> {
  await seedBranchesAndProviders(context);
  await seedProducts(context);
  await seedProductDetails(context);
}
