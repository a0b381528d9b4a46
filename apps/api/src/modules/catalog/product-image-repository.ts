import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { productImages } from '../../db/schema/index.ts';

/** A product's image file. */
export interface ProductImage {
  contentType: string;
  content: Uint8Array;
  updatedAt: Date;
}

/**
 * The image of a product, or null when it has none. Not scoped by tenant: image URLs name the
 * product only (an `<img>` sends no tenant header), and images are public like the products.
 *
 * @example
 * const image = await findProductImage(db, productId);
 */
export async function findProductImage(db: Db, productId: string): Promise<ProductImage | null> {
  const [row] = await db
    .select({
      contentType: productImages.contentType,
      content: productImages.content,
      updatedAt: productImages.updatedAt,
    })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .limit(1);
  return row ?? null;
}
