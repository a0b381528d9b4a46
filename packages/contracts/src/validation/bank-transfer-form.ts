import * as z from 'zod/mini';
import { bankReceiptSchema } from './bank-receipt.ts';
import { requiredText } from './required-text.ts';
import { transferorNameSchema } from './transferor-name.ts';

/**
 * The bank-transfer form (docs/product/entities.md and validation.md): the chosen bank account, the
 * transferor name and the receipt image.
 *
 * @example
 * bankTransferSchema.safeParse({ bankAccountId, transferorName, receipt: input.files });
 */
export const bankTransferSchema = z.object({
  bankAccountId: requiredText(),
  transferorName: transferorNameSchema,
  receipt: bankReceiptSchema,
});

/** What the bank-transfer form holds before validation. */
export type BankTransferFormInput = z.input<typeof bankTransferSchema>;

/** A validated bank transfer, ready to send. */
export type BankTransferDetails = z.output<typeof bankTransferSchema>;
