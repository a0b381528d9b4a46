import * as z from 'zod/mini';
import { bankCodeSchema } from '../constants/bank-code.ts';
import { listResultSchema } from './list-result.ts';

/**
 * One account to pay into by bank transfer (docs/product/api.md); `bankName` follows
 * `Accept-Language`.
 */
export const bankAccountSchema = z
  .object({
    id: z.uuid(),
    bankCode: bankCodeSchema,
    bankName: z.string(),
    accountHolderName: z.string(),
    accountNumber: z.string(),
    iban: z.string(),
  })
  .register(z.globalRegistry, { id: 'BankAccount' });

/** `GET /api/app/bank-account/bank-account`; no items means "No bank accounts available". */
export const bankAccountListSchema = listResultSchema(bankAccountSchema);

export type BankAccount = z.infer<typeof bankAccountSchema>;
export type BankAccountList = z.infer<typeof bankAccountListSchema>;
