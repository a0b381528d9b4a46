import * as z from 'zod/mini';
import { productTypeSchema } from '../constants/product-type.ts';

/** Media type of an Apple Wallet pass, the answer of both wallet-pass calls. */
export const walletPassContentType = 'application/vnd.apple.pkpass';

/** Path of `GET /api/app/wallet-passes/apple-wallet/{productType}/{payableItemGroupId}`. */
export const walletPassParamsSchema = z.object({
  productType: productTypeSchema,
  payableItemGroupId: z.string().check(z.minLength(1)),
});

export type WalletPassParams = z.infer<typeof walletPassParamsSchema>;
