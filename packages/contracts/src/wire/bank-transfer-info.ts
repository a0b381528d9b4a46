import * as z from 'zod/mini';
import { nameMinLength } from '../constants/limits.ts';

/**
 * Query of `POST /api/app/cart/set-bank-transfer-info/{cartId}`; the receipt goes as the multipart
 * field `receipt` and the answer is the whole cart.
 */
export const bankTransferInfoQuerySchema = z.object({
  transferorName: z
    .string()
    .check(z.trim())
    .check(z.minLength(nameMinLength))
    .check(z.maxLength(100)),
  bankAccountId: z.string().check(z.minLength(1)),
});

export type BankTransferInfoQuery = z.infer<typeof bankTransferInfoQuerySchema>;
