import * as z from 'zod/mini';
import { productTypeSchema } from '../constants/product-type.ts';
import { listResultSchema } from './list-result.ts';

// The project's choice: the spec says the shape of packages is not shown.

/** One product a bought package includes, and how much of it is left. */
export const customerPackageItemSchema = z
  .object({
    id: z.string(),
    productId: z.string(),
    productName: z.string(),
    type: productTypeSchema,
    totalQuantity: z.int().check(z.nonnegative()),
    usedQuantity: z.int().check(z.nonnegative()),
    remainingQuantity: z.int().check(z.nonnegative()),
  })
  .register(z.globalRegistry, { id: 'CustomerPackageItem' });

/**
 * A package the customer bought. `GET /api/app/package/customer-packages/{customerId}` lists only
 * the items with some quantity left unless `includeAllPackageItems=true`.
 */
export const customerPackageSchema = z
  .object({
    id: z.string(),
    productId: z.string(),
    name: z.string(),
    orderNumber: z.nullable(z.string()),
    payableItemGroupId: z.nullable(z.string()),
    purchasedAt: z.string(),
    expiresAt: z.nullable(z.string()),
    items: z.array(customerPackageItemSchema),
  })
  .register(z.globalRegistry, { id: 'CustomerPackage' });

/** `GET /api/app/package/customer-packages/{customerId}`. */
export const customerPackageListSchema = listResultSchema(customerPackageSchema);

export type CustomerPackageItem = z.infer<typeof customerPackageItemSchema>;
export type CustomerPackage = z.infer<typeof customerPackageSchema>;
