import { z } from 'zod';
import { nameMinLength } from '../constants/limits.ts';

/**
 * Query of `POST /api/app/cart/set-bank-transfer-info/{cartId}`; the receipt goes as the multipart
 * field `receipt` and the answer is the whole cart.
 */
export const bankTransferInfoQuerySchema = z.object({
  transferorName: z.string().trim().min(nameMinLength).max(100),
  bankAccountId: z.string().min(1),
});

export type BankTransferInfoQuery = z.infer<typeof bankTransferInfoQuerySchema>;
